//
//  UIStoryboard+Instantiate.swift
//  Shopfront
//

import UIKit

extension UIStoryboard {

    static var main: UIStoryboard {
        return UIStoryboard(name: "Main", bundle: nil)
    }

    /// Scenes use their class name as storyboard identifier.
    func instantiate<T: UIViewController>(_ type: T.Type, identifier: String? = nil) -> T {
        let identifier = identifier ?? String(describing: type)
        guard let viewController = self.instantiateViewController(withIdentifier: identifier) as? T else {
            fatalError("No scene '\(identifier)' of type \(type) in \(self)")
        }
        return viewController
    }
}

internal enum Storyboard: String {
    case checkout = "Checkout"
    case settings = "Settings"

    internal var instance: UIStoryboard {
        return UIStoryboard(name: self.rawValue, bundle: .main)
    }

    internal func instantiate<T: UIViewController>(_ type: T.Type) -> T {
        return self.instance.instantiate(type)
    }
}
