//
//  ProfileViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxFlow

class ProfileViewModel: BaseViewModel {

    private let name: String?

    init(name: String?, userManager: UserManager = .shared) {
        self.name = name
        super.init(userManager: userManager)
    }

    // MARK: - Outputs

    var isClosable: Bool {
        return name != nil
    }

    var title: Observable<String?> {
        if let name = name {
            return .just(name)
        }
        return userManager.userRelay.map { $0?.displayName }
    }

    // MARK: - Inputs

    func showFriends() {
        steps.accept(ProfileStep.friends)
    }

    func close() {
        steps.accept(ProfileStep.close)
    }

}
