//
//  PostScreens.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class FeedDetailViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let postID: String
    private let api: APIClient

    init(postID: String, api: APIClient) {
        self.postID = postID
        self.api = api
    }

    func didTapAuthor(id: String) {
        self.steps.accept(HomeStep.author(id: id))
    }
}

final class FeedDetailViewController: UIViewController {

    let viewModel: FeedDetailViewModel

    init(viewModel: FeedDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// MARK: - Compose

final class ComposeViewModel: Stepper {

    let steps = PublishRelay<Step>()

    private let api: APIClient
    private let session: SessionStore

    init(api: APIClient, session: SessionStore) {
        self.api = api
        self.session = session
    }

    func didFinish() {
        self.steps.accept(HomeStep.dismissed)
    }
}

final class ComposeViewController: UIViewController {

    let viewModel: ComposeViewModel
    private let textView = UITextView()

    init(viewModel: ComposeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.addSubview(self.textView)
    }
}

final class NotificationsViewController: UITableViewController, Stepper {

    let steps = PublishRelay<Step>()

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
