//
//  SettingsListViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import Reusable

final class SettingsListViewController: UIViewController, StoryboardBased, ViewModelBased {

    // MARK: - Outlets

    @IBOutlet private weak var tableView: UITableView!

    // MARK: - Properties

    var viewModel: SettingsListViewModel!

    private let disposeBag = DisposeBag()

    private lazy var doneButton = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        navigationItem.rightBarButtonItem = doneButton

        Observable.just(viewModel.items)
            .bind(to: tableView.rx.items(cellIdentifier: "SettingsItemCell")) { _, item, cell in
                cell.textLabel?.text = item.title
                cell.accessoryType = .disclosureIndicator
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(SettingsListViewModel.Item.self)
            .subscribe(onNext: { [unowned self] item in
                self.viewModel.pick(item: item)
            })
            .disposed(by: disposeBag)

        doneButton.rx.tap
            .subscribe(onNext: { [unowned self] in
                self.viewModel.done()
            })
            .disposed(by: disposeBag)
    }

}
