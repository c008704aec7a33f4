//
//  CheckoutViewControllers.swift
//  Shop
//

import UIKit
import RxSwift
import RxCocoa
import RxController

final class GuestViewController: RxViewController<GuestViewModel> {}

final class MemberViewController: RxViewController<MemberViewModel> {}

final class CartViewController: RxViewController<CartViewModel> {

    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }
}

final class AddressViewController: RxViewController<AddressViewModel> {}

final class PaymentViewController: RxViewController<PaymentViewModel> {
    var method: PaymentMethod = .card
}

final class ReceiptViewController: RxViewController<ReceiptViewModel> {}

final class SummaryViewController: RxViewController<SummaryViewModel> {}

final class PromoViewController: RxViewController<PromoViewModel> {}

final class ConfirmViewController: RxViewController<ConfirmViewModel> {

    private let onConfirm: () -> Void
    private let onCancel: () -> Void

    init(viewModel: ConfirmViewModel, onConfirm: @escaping () -> Void, onCancel: @escaping () -> Void) {
        self.onConfirm = onConfirm
        self.onCancel = onCancel
        super.init(viewModel: viewModel)
    }
}

final class TermsViewController: RxViewController<TermsViewModel> {}

final class GiftWrapViewController: RxViewController<GiftWrapViewModel> {}

final class GiftNoteViewController: RxViewController<GiftNoteViewModel> {}

final class ShippingViewController: RxViewController<ShippingViewModel> {}
