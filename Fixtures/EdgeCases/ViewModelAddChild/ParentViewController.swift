//
//  ParentViewController.swift
//  Dashboard
//

import UIKit
import RxSwift
import RxController

final class ParentViewController: RxViewController<ParentViewModel> {

    private lazy var headerViewController = HeaderViewController(viewModel: viewModel.headerViewModel)
    private let containerView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(headerViewController)
        let listViewController = ListViewController(viewModel: ListViewModel())
        addChild(listViewController, to: containerView)
    }
}

final class HeaderViewController: RxViewController<HeaderViewModel> {}

final class ListViewController: RxViewController<ListViewModel> {

    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }
}
