import UIKit
import XCoordinator

enum NewsRoute: Route {
    case list
    case article(Article)
    case comments(Article)
    case author(userID: String)
    case share(Article)
    case signOut
}

class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    private lazy var authorCoordinator = ProfileCoordinator()
    private let appRouter: UnownedRouter<AppRoute>?

    init(appRouter: UnownedRouter<AppRoute>? = nil) {
        self.appRouter = appRouter
        super.init(initialRoute: .list)
    }

    override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
        switch route {
        case .list:
            let list = NewsListViewController()
            list.viewModel = NewsListViewModel(service: NewsService(), router: unownedRouter)
            return .push(list)
        case .article(let article):
            return .push(makeArticle(article))
        case .comments(let article):
            let comments = CommentsCoordinator(article: article)
            addChild(comments)
            return .present(comments)
        case .author(let userID):
            return .route(.user(id: userID), on: authorCoordinator)
        case .share(let article):
            let activity = UIActivityViewController(activityItems: [article.url], applicationActivities: nil)
            return .present(activity)
        case .signOut:
            guard let appRouter = appRouter else { return .none() }
            return .trigger(.logout, on: appRouter)
        }
    }

    private func makeArticle(_ article: Article) -> ArticleViewController {
        let viewController = ArticleViewController.instantiate()
        viewController.bind(to: ArticleViewModel(article: article, router: unownedRouter))
        return viewController
    }
}
