//
//  AccountScreens.swift
//  Marketplace
//

import UIKit
import RxFlow
import RxSwift

final class AccountViewModel: BaseViewModel {

    fileprivate let session: Session

    init(session: Session) {
        self.session = session
        super.init()
    }

    func openSettings() {
        steps.accept(CommonStep.settings)
    }

    func logOut() {
        steps.accept(CommonStep.logout)
    }
}

final class AccountViewController: BaseViewController {}
