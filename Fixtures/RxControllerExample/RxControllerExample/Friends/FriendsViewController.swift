//
//  FriendsViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxCocoa
import SnapKit

class FriendsViewController: BaseViewController<FriendsViewModel> {

    private enum Const {
        static let cellIdentifier = "FriendCell"
        static let rowHeight: CGFloat = 56
    }

    // MARK: - Views

    private lazy var tableView: UITableView = {
        let tableView = UITableView()
        tableView.rowHeight = Const.rowHeight
        tableView.tableFooterView = UIView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Const.cellIdentifier)
        return tableView
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        title = "Friends"
    }

    override func subviews() -> [UIView] {
        return [tableView]
    }

    override func bind() -> [Disposable] {
        return [
            viewModel.friends.bind(to: tableView.rx.items(cellIdentifier: Const.cellIdentifier)) { _, user, cell in
                cell.textLabel?.text = user.displayName
                cell.accessoryType = .disclosureIndicator
            },
            tableView.rx.itemSelected.bind { [unowned self] indexPath in
                self.tableView.deselectRow(at: indexPath, animated: true)
                self.viewModel.pick(at: indexPath)
            }
        ]
    }

    override func createConstraints() {
        tableView.snp.makeConstraints {
            $0.edges.equalToSuperview()
        }
    }

}
