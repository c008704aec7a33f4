//
//  BaseViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxController

class BaseViewModel: RxViewModel {

    // MARK: - Services

    let userManager: UserManager

    // MARK: - Init

    init(userManager: UserManager = .shared) {
        self.userManager = userManager
        super.init()
    }

}
