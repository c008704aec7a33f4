//
//  NumberViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxController

class NumberViewModel: BaseViewModel {

    private let numberRelay = BehaviorRelay<Int>(value: 0)

    var number: Observable<String?> {
        return numberRelay.map { "No. \($0)" }
    }

    func refresh() {
        let number = Int.random(in: 1...100)
        numberRelay.accept(number)
        parentEvents.accept(event: InfoEvent.number.event(number))
    }

}
