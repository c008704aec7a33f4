//
//  MainViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa

class MainViewModel: BaseViewModel {

    var badgeCount: Observable<Int> {
        return userManager.friendsRelay.map { $0.count }
    }

}
