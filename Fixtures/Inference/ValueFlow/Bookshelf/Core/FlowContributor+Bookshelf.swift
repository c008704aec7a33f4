//
//  FlowContributor+Bookshelf.swift
//  Bookshelf
//

import UIKit
import RxFlow

/// Shorter spellings of RxFlow's contributions, used by every flow.
extension FlowContributor {

    /// A screen that steps on its own.
    static func contribute<Screen: BaseViewController>(with screen: Screen) -> FlowContributor {
        .contribute(withNextPresentable: screen, withNextStepper: screen)
    }

    /// A presentable (usually a child flow) started with a single step.
    static func contribute(with presentable: Presentable, step: Step) -> FlowContributor {
        .contribute(withNextPresentable: presentable, withNextStepper: OneStepper(withSingleStep: step))
    }

    /// Same as `contribute(with:)`, for call sites that prefer a spelled-out factory.
    static func makeContributor(presenting screen: BaseViewController) -> FlowContributor {
        .contribute(withNextPresentable: screen, withNextStepper: screen)
    }
}
