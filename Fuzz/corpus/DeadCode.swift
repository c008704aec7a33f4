//
//  DeadCode.swift
//  Toolbox
//
//  Kept around for reference, never compiled.
//

import UIKit
import RxFlow
import RxController

#if false
final class DeadFlow: Flow {

    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = DeadViewController()

    func navigate(to step: Step) -> FlowContributors {
        return .viewController(DeadViewController())
    }
}

final class DeadViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(DeadChildViewController())
    }
}

final class DeadChildViewController: UIViewController {}
#endif
