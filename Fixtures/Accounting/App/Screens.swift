import UIKit

/// Children added through the view controller's own helpers, generic or not, read at each call.
final class HomeViewController: UIViewController {
    private let viewModel = HomeViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(BannerViewController())
        install(NewsViewController())
        addChild(UIHostingController(rootView: EmptyView()))
        present(UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: true)
    }

    private func embed<Child: UIViewController>(_ child: Child) {
        addChild(child)
        child.didMove(toParent: self)
    }

    private func install(_ child: UIViewController) {
        addChild(child)
    }
}

final class BannerViewController: UIViewController {}
final class NewsViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

/// A view model's own tree (RxController's `addChild` of view models): no view controller.
final class HomeViewModel {
    func addChild(_ child: HomeViewModel) {}

    func attach() {
        addChild(HomeViewModel())
    }
}

/// A helper nothing calls: its parameter has only its declared, abstract type.
final class LooseViewController: UIViewController {
    func adopt(_ child: UIViewController) {
        addChild(child)
    }
}
