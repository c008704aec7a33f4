import RxFlow

enum ShopStep: Step {
    case home
    case productPicked(id: Int)
    case cartRequested
    case checkoutComplete
}
