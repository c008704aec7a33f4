//
//  NumberViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa

class NumberViewModel: BaseViewModel {

    private let numberRelay = BehaviorRelay<Int>(value: 0)

    var number: Observable<String?> {
        return numberRelay.map { "No. \($0)" }
    }

    func refresh() {
        numberRelay.accept(Int.random(in: 1...100))
    }

}
