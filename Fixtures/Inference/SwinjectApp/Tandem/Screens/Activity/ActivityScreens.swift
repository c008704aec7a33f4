//
//  ActivityScreens.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class ActivityViewModel: Stepper {

    let steps = PublishRelay<Step>()
    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func didSelectReceipt(id: String) {
        self.steps.accept(ActivityStep.receipt(id: id))
    }
}

final class ActivityViewController: UITableViewController {

    let viewModel: ActivityViewModel

    init(viewModel: ActivityViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ReceiptViewController: UIViewController, Stepper {

    let steps = PublishRelay<Step>()
    let receiptID: String

    init(receiptID: String) {
        self.receiptID = receiptID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ArchiveViewController: UITableViewController {}

/// Only ever shown inside ScreenFactory.embedded(_:)'s navigation controller.
final class ExportViewController: UIViewController {}
