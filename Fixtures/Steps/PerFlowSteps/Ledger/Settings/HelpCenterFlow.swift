//
//  HelpCenterFlow.swift
//  Ledger
//

import Foundation
import RxFlow
import HelpCenterKit

/// The help centre comes with HelpCenterKit: `HelpCenterCoordinator` implements `root` and `navigate(to:)`
/// (it opens its home screen on the first step it gets, then handles its own article steps).
/// The SDK leaves the `Flow` conformance to the app.
final class HelpCenterFlow: HelpCenterCoordinator, Flow {

    init(locale: Locale = .current) {
        super.init(configuration: HelpCenterConfiguration(appIdentifier: "ledger-ios", locale: locale))
    }

}
