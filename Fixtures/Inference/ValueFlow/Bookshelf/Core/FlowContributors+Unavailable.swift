//
//  FlowContributors+Unavailable.swift
//  Bookshelf
//

import UIKit
import RxFlow
import os.log

extension FlowContributors {

    /// Placeholder while a screen is behind a feature flag: records that it was asked for, shows nothing.
    static func notYetAvailable(_ presentable: Presentable, feature: String) -> FlowContributors {
        os_log("%{public}@ requested, %{public}@ is not available yet", feature, String(describing: type(of: presentable)))
        return .none
    }
}
