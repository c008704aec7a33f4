//
//  HomeViewModel.swift
//  Shop
//

import RxSwift
import RxCocoa
import RxFlow
import RxController

class HomeViewModel: RxViewModel, Stepper {

    let steps = PublishRelay<Step>()

    let products = BehaviorRelay<[String]>(value: ["Kettle", "Teapot"])

    func openCart() {
        steps.accept(HomeStep.cart)
    }

}
