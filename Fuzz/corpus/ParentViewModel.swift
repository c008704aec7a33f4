//
//  ParentViewModel.swift
//  Dashboard
//

import RxSwift
import RxCocoa
import RxController

final class ParentViewModel: BaseViewModel {

    let headerViewModel = HeaderViewModel()
    private let childViewModel = ListViewModel()

    override init() {
        super.init()
        addChild(headerViewModel)
        addChild(childViewModel)
        self.addChild(ListViewModel())
    }
}

final class HeaderViewModel: BaseViewModel {}

final class ListViewModel: BaseViewModel {
    let rows = BehaviorRelay<[String]>(value: [])
}
