//
//  Routing.swift
//  Marketplace
//

import UIKit
import RxFlow

/// Adopted by flows that push onto a navigation controller of their own.
protocol Routing: AnyObject {
    var rootViewController: UINavigationController { get }
}

extension Routing {

    func show<Screen: BaseViewController>(_ type: Screen.Type, animated: Bool = true) -> FlowContributors {
        let screen = Screen.init()
        rootViewController.pushViewController(screen, animated: animated)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))
    }

    func showWeb(_ url: URL) -> FlowContributors {
        let web = WebViewController(url: url)
        rootViewController.pushViewController(web, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: web, withNextStepper: web))
    }
}
