//
//  DemoFlow.swift
//  A playground for the screens, not shipped
//

import UIKit
import RxFlow

enum DemoStep: Step {
    case gallery
}

final class DemoFlow: Flow {

    var root: Presentable {
        return gallery
    }

    private let gallery = GalleryViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }

        switch step {
        case .gallery:
            return .one(flowContributor: .contribute(withNext: gallery))
        }
    }
}

final class GalleryViewController: UIViewController {
    private let brew = BrewViewController(viewModel: BrewViewModel())

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(brew)
        view.addSubview(brew.view)
    }
}

final class DemoLauncher {
    private let coordinator = FlowCoordinator()

    func start() {
        coordinator.coordinate(flow: DemoFlow(), with: OneStepper(withSingleStep: DemoStep.gallery))
    }
}
