//
//  FlowContributors+Push.swift
//  Bookshelf
//

import UIKit
import RxFlow

extension FlowContributors {

    /// For a screen the flow has just pushed: contributes it and announces it once with `step`.
    static func push(_ presentable: Presentable, announcing step: Step = AppStep.screenShown) -> FlowContributors {
        .one(flowContributor: .contribute(with: presentable, step: step))
    }
}
