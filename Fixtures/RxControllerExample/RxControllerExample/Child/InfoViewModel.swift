//
//  InfoViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxController

class InfoViewModel: BaseViewModel {

    let nameViewModel = NameViewModel()
    let numberViewModel = NumberViewModel()

    override init(userManager: UserManager = .shared) {
        super.init(userManager: userManager)

        addChild(nameViewModel)
        addChild(numberViewModel)
    }

    var title: Observable<String?> {
        return userManager.userRelay.map { $0?.displayName }
    }

}
