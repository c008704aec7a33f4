//
//  NameViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxController

class NameViewModel: BaseViewModel {

    let firstNameViewModel = FirstNameViewModel()
    let lastNameViewModel = LastNameViewModel()

    override init(userManager: UserManager = .shared) {
        super.init(userManager: userManager)

        addChild(firstNameViewModel)
        addChild(lastNameViewModel)
    }

}
