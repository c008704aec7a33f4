//
//  SupportFlow.swift
//  Marketplace
//

import UIKit
import RxFlow

/// Not a BaseFlow: support is a separate team's module, it only shares the Routing helpers.
final class SupportFlow: Flow, Routing {

    var root: Presentable { rootViewController }

    let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? SupportStep else { return .none }

        switch step {
        case .home:
            return show(SupportHomeViewController.self)
        case .article(let url):
            return showWeb(url)
        case .chat:
            return show(ChatViewController.self, animated: false)
        }
    }
}
