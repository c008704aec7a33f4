//
//  BrokenFlow.swift
//  WorkInProgress
//

import UIKit
import RxFlow
import RxController

final class BrokenFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? BrokenStep else { return .none }

        switch step {
        case .start:
            let controller = StillFoundViewController()
            navigationController.pushViewController(controller, animated: false)
            return .viewController(controller)
        case .details:
            return .none
        }
    }
}

final class StillFoundViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

}

extension BrokenFlow {

    func halfWritten(for step: BrokenStep) -> FlowContributors {
        let = step
        switch step {
        case .details
            return .none
    }

    func neverFinished(_ value: Int -> {
        guard value > 0 else {
