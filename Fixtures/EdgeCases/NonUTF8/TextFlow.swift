//
//  TextFlow.swift
//  Notizen — «Texte» 📝
//

import UIKit
import RxFlow
import RxController

enum TextStep: Step {
    case editor
}

final class TextFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TextStep else { return .none }

        switch step {
        case .editor:
            let editor = TextViewController()
            editor.title = "Éditeur ✍️"
            navigationController.setViewControllers([editor], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: editor,
                                                     withNextStepper: OneStepper(withSingleStep: TextStep.editor)))
        }
    }
}
