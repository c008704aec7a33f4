//
//  FriendsViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxFlow

class FriendsViewModel: BaseViewModel {

    // MARK: - Outputs

    var friends: Observable<[User]> {
        return userManager.friendsRelay.asObservable()
    }

    // MARK: - Inputs

    func pick(at indexPath: IndexPath) {
        let friends = userManager.friendsRelay.value
        guard friends.indices.contains(indexPath.row) else {
            return
        }
        steps.accept(FriendsStep.profile(name: friends[indexPath.row].displayName))
    }

}
