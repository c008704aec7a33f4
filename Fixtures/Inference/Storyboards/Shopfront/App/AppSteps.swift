//
//  AppSteps.swift
//  Shopfront
//

import Foundation
import RxFlow

internal enum AppStep: Step {
    case onboarding
    case terms
    case tabs
    case whatsNew
}

internal enum CatalogStep: Step {
    case home
    case product(id: Int)
    case reviews(productID: Int)
    case sizeGuide
    case legacyPromo
}

internal enum CartStep: Step {
    case cart
    case checkout
    case payment
}

internal enum AccountStep: Step {
    case overview
    case settings
    case about
    case dashboard
}

internal enum DealsStep: Step {
    case start
}

internal enum Tab: CaseIterable {
    case catalog
    case cart
    case account
}

internal struct Experiment {
    enum Kind {
        case deals
        case quiz
    }

    let kind: Kind
    let isEnabled: Bool
}

internal struct Promotion {
    let identifier: String
    let title: String
}
