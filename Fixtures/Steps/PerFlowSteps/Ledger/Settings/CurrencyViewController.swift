//
//  CurrencyViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class CurrencyViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let codes = ["CHF", "EUR", "GBP", "JPY", "USD"]
    let selectedCode: String

    init(selectedCode: String) {
        self.selectedCode = selectedCode
    }

    func pick(code: String) {
        steps.accept(SettingsStep.currencyIsPicked(code: code))
    }

}

final class CurrencyViewController: UIViewController {

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    private let viewModel: CurrencyViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: CurrencyViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Currency"

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CurrencyCell")
        view.addSubview(tableView)

        Observable.just(viewModel.codes)
            .bind(to: tableView.rx.items(cellIdentifier: "CurrencyCell")) { [viewModel] _, code, cell in
                cell.textLabel?.text = Locale.current.localizedString(forCurrencyCode: code) ?? code
                cell.accessoryType = code == viewModel.selectedCode ? .checkmark : .none
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { [unowned self] code in self.viewModel.pick(code: code) })
            .disposed(by: disposeBag)
    }

}
