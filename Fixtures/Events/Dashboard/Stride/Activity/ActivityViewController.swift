//
//  ActivityViewController.swift
//  Stride
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class ActivityViewController: RxViewController<ActivityViewModel> {

    private enum Const {
        static let cellIdentifier = "WorkoutCell"
    }

    private lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.isScrollEnabled = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Const.cellIdentifier)
        return tableView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])

        viewModel.rows
            .bind(to: tableView.rx.items(cellIdentifier: Const.cellIdentifier)) { _, row, cell in
                cell.textLabel?.text = row
                cell.selectionStyle = .none
            }
            .disposed(by: disposeBag)
    }

}
