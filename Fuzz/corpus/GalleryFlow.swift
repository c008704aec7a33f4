//
//  GalleryFlow.swift
//  Gallery
//

import UIKit
import RxFlow
import RxController

enum GalleryStep: Step {
    case gallery
    case video(URL)
    case videoClosed
}

final class GalleryFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? GalleryStep else { return .none }

        switch step {
        case .gallery:
            let gallery = GalleryViewController(viewModel: GalleryViewModel())
            navigationController.setViewControllers([gallery], animated: false)
            return .viewController(gallery)
        case .video(let url):
            let player = VideoPlayer(url: url)
            navigationController.present(player, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: player,
                                                     withNextStepper: OneStepper(withSingleStep: GalleryStep.videoClosed)))
        case .videoClosed:
            return .none
        }
    }
}
