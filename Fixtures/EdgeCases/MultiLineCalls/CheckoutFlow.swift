//
//  CheckoutFlow.swift
//  Shop
//

import UIKit
import RxFlow
import RxSwift
import RxController

final class CheckoutFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController: UINavigationController
    private let session: CheckoutSession

    private lazy var guestViewController = GuestViewController(viewModel: GuestViewModel())
    private let memberViewController: MemberViewController

    init(navigationController: UINavigationController, session: CheckoutSession) {
        self.navigationController = navigationController
        self.session = session
        self.memberViewController = MemberViewController(
            viewModel: MemberViewModel(session: session)
        )
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CheckoutStep else { return .none }

        switch step {
        case .start:
            return startCheckout(isGuest: session.isGuest)
        case .cart:
            return showCart()
        case .address:
            return showAddress()
        case .shipping:
            return .flow(
                ShippingFlow(
                    navigationController: navigationController,
                    session: session
                ),
                with: ShippingStep.rates
            )
        case .payment(let method):
            return showPayment(method)
        case .receipt:
            return showReceipt()
        case .summary:
            let summary = SummaryViewController(viewModel: SummaryViewModel())
            let promo = PromoViewController(viewModel: PromoViewModel())
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: summary,
                            withNextStepper: summary.viewModel),

                // promo banner is shown on top of the summary
                .contribute(
                    withNextPresentable: promo,
                    withNextStepper: promo.viewModel
                ),
            ])
        case .confirm:
            let confirmViewController = makeConfirmViewController()
            return FlowContributors.multiple(flowContributors: [
                .contribute(withNext: confirmViewController),
                FlowContributor.contribute(
                    withNextPresentable: TermsViewController(viewModel: TermsViewModel()),
                    withNextStepper: OneStepper(withSingleStep: CheckoutStep.done)
                )
            ])
        case .gift:
            let giftWrap = GiftWrapViewController(viewModel: GiftWrapViewModel()), giftNote = GiftNoteViewController(viewModel: GiftNoteViewModel())
            return .multiple(.contribute(withNext: giftWrap),
                             .contribute(withNextPresentable: giftNote,
                                         withNextStepper: giftNote.viewModel))
        case .done:
            return .end(forwardToParentFlowWithStep: CheckoutStep.done)
        }
    }

    private func startCheckout(isGuest: Bool) -> FlowContributors {
        navigationController.pushViewController(isGuest ? guestViewController : memberViewController, animated: true)
        return .viewController(isGuest ? guestViewController : memberViewController)
    }

    private func showCart() -> FlowContributors {
        let vc: CartViewController = .init(viewModel: .init())
        navigationController.pushViewController(vc, animated: true)
        return FlowContributors.one(
            flowContributor: .contribute(
                // the cart drives its own steps
                withNextPresentable: vc,
                /* stepper */ withNextStepper: vc.viewModel
            )
        )
    }

    private func showAddress() -> FlowContributors {
        return .one(flowContributor: .contribute(withNextPresentable: makeAddressViewController { controller in
            controller.title = "Delivery address"
            controller.hidesBottomBarWhenPushed = true
        }, withNextStepper: OneStepper(withSingleStep: CheckoutStep.shipping)))
    }

    private func makeAddressViewController(configure: (AddressViewController) -> Void) -> AddressViewController {
        let controller = AddressViewController(viewModel: AddressViewModel())
        configure(controller)
        navigationController.pushViewController(controller, animated: true)
        return controller
    }

    private func showPayment(_ method: PaymentMethod) -> FlowContributors {
        guard let payment = UIStoryboard(name: "Payment", bundle: nil)
            .instantiateInitialViewController() as? PaymentViewController
        else {
            return .none
        }
        payment.method = method
        navigationController.pushViewController(payment, animated: true)
        return .viewController(payment, with: payment.viewModel)
    }

    private func showReceipt() -> FlowContributors {
        if let receipt = navigationController.viewControllers.last as? ReceiptViewController {
            return .viewController (
                receipt
            )
        }
        let receipt = ReceiptViewController(viewModel: ReceiptViewModel())
        navigationController.setViewControllers([receipt], animated: true)
        return .viewController(receipt)
    }

    private func makeConfirmViewController() -> ConfirmViewController {
        let controller = ConfirmViewController(viewModel: ConfirmViewModel(),
                                               onConfirm: { [weak self] in self?.session.confirm() }) { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(controller, animated: true)
        return controller
    }
}
