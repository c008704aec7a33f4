//
//  DebugViewControllers.swift
//  Toolbox
//

import UIKit
import RxController

final class DebugMenuViewController: RxViewController<DebugMenuViewModel> {}

final class BuildInfoViewController: RxViewController<BuildInfoViewModel> {}

#if os(iOS)
final class LogsViewController: UIViewController {

    private let filter = LogFilterViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Logs"
        addChild(filter)
        view.addSubview(filter.view)
        filter.didMove(toParent: self)
    }
}

final class LogFilterViewController: UIViewController {}
#endif

final class FeatureFlagsViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        #if false
        addChild(DeadViewController())
        #endif
    }
}
