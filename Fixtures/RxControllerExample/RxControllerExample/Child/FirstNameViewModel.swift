//
//  FirstNameViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa

class FirstNameViewModel: BaseViewModel {

    var firstName: Observable<String?> {
        return userManager.userRelay.map { $0?.firstName }
    }

}
