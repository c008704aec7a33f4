//
//  CheckoutSupport.swift
//  Shop
//

import RxFlow
import RxSwift
import RxCocoa
import RxController

enum PaymentMethod {
    case card
    case applePay
}

enum CheckoutStep: Step {
    case start
    case cart
    case address
    case shipping
    case payment(PaymentMethod)
    case receipt
    case summary
    case confirm
    case gift
    case done
}

enum ShippingStep: Step {
    case rates
    case selected
}

final class CheckoutSession {
    var isGuest = true
    func confirm() {}
}

class CheckoutViewModel: RxViewModel {}

final class GuestViewModel: CheckoutViewModel {}
final class MemberViewModel: CheckoutViewModel {
    init(session: CheckoutSession) { super.init() }
}
final class CartViewModel: CheckoutViewModel {}
final class AddressViewModel: CheckoutViewModel {}
final class PaymentViewModel: CheckoutViewModel {}
final class ReceiptViewModel: CheckoutViewModel {}
final class SummaryViewModel: CheckoutViewModel {}
final class PromoViewModel: CheckoutViewModel {}
final class ConfirmViewModel: CheckoutViewModel {}
final class TermsViewModel: CheckoutViewModel {}
final class GiftWrapViewModel: CheckoutViewModel {}
final class GiftNoteViewModel: CheckoutViewModel {}
final class ShippingViewModel: CheckoutViewModel {
    init(session: CheckoutSession) { super.init() }
}
