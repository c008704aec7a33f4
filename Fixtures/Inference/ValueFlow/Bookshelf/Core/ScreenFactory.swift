//
//  ScreenFactory.swift
//  Bookshelf
//

import UIKit

/// Builds the screens whose concrete class callers need not know.
final class ScreenFactory {

    func makeSettings() -> UIViewController {
        return SettingsViewController()
    }
}
