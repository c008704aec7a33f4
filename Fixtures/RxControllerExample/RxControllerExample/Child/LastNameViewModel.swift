//
//  LastNameViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa

class LastNameViewModel: BaseViewModel {

    var lastName: Observable<String?> {
        return userManager.userRelay.map { $0?.lastName }
    }

}
