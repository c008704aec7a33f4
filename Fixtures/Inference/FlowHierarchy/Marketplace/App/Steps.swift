//
//  Steps.swift
//  Marketplace
//

import Foundation
import RxFlow

/// Steps every feature flow understands; handled by BaseFlow.
enum CommonStep: Step {
    case start
    case settings
    case help(topic: String?)
    case web(URL)
    case dismiss
    case logout
}

enum AppStep: Step {
    case launched
    case cart
    case loggedOut
}

enum ShopStep: Step {
    case home
    case product(id: Int)
    case reviews(productID: Int)
    case compare(ids: [Int])
    case messages
    case promo(BaseViewController.Type)
}

enum CartStep: Step {
    case overview
    case checkout
    case done
}

enum SupportStep: Step {
    case home
    case article(URL)
    case chat
}
