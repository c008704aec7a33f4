import UIKit
import XCoordinator

enum CommentsRoute: Route {
    case reply(to: Comment)
    case report(Comment)
    case close
}

/// Shows one screen of its own, and sheets over it.
class CommentsCoordinator: ViewCoordinator<CommentsRoute> {
    init(article: Article) {
        let comments = CommentsViewController(article: article)
        super.init(rootViewController: comments)
    }

    override func prepareTransition(for route: CommentsRoute) -> ViewTransition {
        switch route {
        case .reply(let comment):
            return .present(ReplyViewController(replyingTo: comment))
        case .report(let comment):
            let alert = UIAlertController(title: "Report", message: comment.text, preferredStyle: .actionSheet)
            return .present(alert)
        case .close:
            return .dismiss()
        }
    }
}
