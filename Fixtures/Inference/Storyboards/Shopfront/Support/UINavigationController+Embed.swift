//
//  UINavigationController+Embed.swift
//  Shopfront
//

import UIKit

extension UINavigationController {

    /// Makes `screen` the only screen of the stack and hands it back.
    @discardableResult
    func embed<Screen: UIViewController>(_ screen: Screen) -> Screen {
        self.setViewControllers([screen], animated: false)
        return screen
    }
}

extension UIViewController {

    func wrappedInNavigation() -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: self)
        navigationController.modalPresentationStyle = .formSheet
        return navigationController
    }
}
