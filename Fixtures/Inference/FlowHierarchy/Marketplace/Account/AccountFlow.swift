//
//  AccountFlow.swift
//  Marketplace
//

import UIKit
import RxFlow

/// Uses BaseFlow's navigate(to:) as is; only its first screen differs.
final class AccountFlow: BaseFlow {

    fileprivate let session: Session

    init(session: Session) {
        self.session = session
        super.init()
    }

    override func start() -> FlowContributors {
        replaceRoot(with: AccountViewController.self, model: AccountViewModel(session: session))
    }
}
