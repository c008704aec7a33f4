import UIKit
import XCoordinator

struct Article {
    let id: String
    let url: URL
}

struct Comment {
    let text: String
}

final class NewsService {}

protocol BindableType: AnyObject {
    associatedtype ViewModelType
    var viewModel: ViewModelType! { get set }
    func bindViewModel()
}

extension BindableType where Self: UIViewController {
    func bind(to model: Self.ViewModelType) {
        viewModel = model
        loadViewIfNeeded()
        bindViewModel()
    }
}

final class LoginViewModelImpl {
    private let router: UnownedRouter<AppRoute>
    init(router: UnownedRouter<AppRoute>) { self.router = router }
    func login() { router.trigger(.home(nil)) }
}

final class LoginViewController: UIViewController, BindableType {
    var viewModel: LoginViewModelImpl!
    func bindViewModel() {}

    static func instantiate() -> LoginViewController {
        UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController() as! LoginViewController
    }
}

final class WelcomeViewController: UIViewController {}

final class OnboardingPageViewController: UIViewController {
    init(page: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NewsListViewModel {
    private let router: UnownedRouter<NewsRoute>
    init(service: NewsService, router: UnownedRouter<NewsRoute>) { self.router = router }
    func select(_ article: Article) { router.trigger(.article(article)) }
}

final class NewsListViewController: UITableViewController {
    var viewModel: NewsListViewModel!
}

final class ArticleViewModel {
    init(article: Article, router: UnownedRouter<NewsRoute>) {}
}

final class ArticleViewController: UIViewController, BindableType {
    var viewModel: ArticleViewModel!
    func bindViewModel() {}

    static func instantiate() -> ArticleViewController { ArticleViewController() }
}

final class CommentsViewController: UIViewController {
    init(article: Article) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ReplyViewController: UIViewController {
    init(replyingTo comment: Comment) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ProfileViewController: UIViewController {}

final class UserViewController: UIViewController {
    init(userID: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SettingsViewController: UITableViewController {}

final class LicensesViewController: UIViewController {}
