//
//  FirstNameViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxController

class FirstNameViewModel: BaseViewModel {

    private let firstNameRelay = BehaviorRelay<String?>(value: nil)

    override func prepareForParentEvents() {
        bindParentEvents(to: firstNameRelay, with: NameEvent.firstName)
    }

    var firstName: Observable<String?> {
        return firstNameRelay.asObservable()
    }

}
