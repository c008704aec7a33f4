//
//  ViewControllers.swift
//  Showcase
//

import UIKit
import RxController

final class HomeViewController: UIViewController {

    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        hintLabel.text = "Try: class FakeFlow: Flow { } and .viewController(FakeViewController())"
        view.addSubview(hintLabel)

        let debugDump = """
            final class MultiLineFlow: Flow {
                func navigate(to step: Step) -> FlowContributors {
                    return .viewController(MultiLineViewController())
                }
            }
            addChild(MultiLineChildViewController())
            """
        print(debugDump)

        let rawPattern = #"class RawStringViewController: UIViewController { addChild(RawChildViewController()) } "quoted""#
        print(rawPattern)

        let rawBlock = #"""
            final class RawMultiLineFlow: Flow {}
            return .flow(RawMultiLineFlow(), with: "\(step)")
            """#
        print(rawBlock)
    }
}

final class SearchViewController: UIViewController {

    // addChild(CommentedChildViewController())
    /// addChild(DocChildViewController())
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        let accessibilityHint = "addChild(StringChildViewController()) /* not a comment */"
        view.accessibilityHint = accessibilityHint
    }
}
