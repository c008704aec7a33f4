//
//  OrdersFlow.swift
//  Marketplace
//

import UIKit
import RxFlow

/// A tab whose first screen is given by the subclass.
class TabFlow<RootScreen: BaseViewController>: BaseFlow {

    override func start() -> FlowContributors {
        push(RootScreen.self)
    }
}

final class OrdersFlow: TabFlow<OrdersViewController> {}

final class OrdersViewController: BaseViewController {}
