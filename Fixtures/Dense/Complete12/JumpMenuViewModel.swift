//
//  JumpMenuViewModel.swift
//  Complete12: the menu that sends every jump.
//

import RxCocoa
import RxFlow

final class JumpMenuViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func jump(to index: Int) {
        switch index {
        case 0: steps.accept(AppStep.f0)
        case 1: steps.accept(AppStep.f1)
        case 2: steps.accept(AppStep.f2)
        case 3: steps.accept(AppStep.f3)
        case 4: steps.accept(AppStep.f4)
        case 5: steps.accept(AppStep.f5)
        case 6: steps.accept(AppStep.f6)
        case 7: steps.accept(AppStep.f7)
        case 8: steps.accept(AppStep.f8)
        case 9: steps.accept(AppStep.f9)
        case 10: steps.accept(AppStep.f10)
        case 11: steps.accept(AppStep.f11)
        default: break
        }
    }
}
