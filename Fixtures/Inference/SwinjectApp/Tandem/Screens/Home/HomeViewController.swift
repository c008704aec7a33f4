//
//  HomeViewController.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa
import Swinject
import SwinjectAutoregistration

final class HomeViewModel: Stepper {

    let steps = PublishRelay<Step>()

    private let api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func didSelectPost(id: String) {
        self.steps.accept(HomeStep.post(id: id))
    }

    func didTapCompose() {
        self.steps.accept(HomeStep.compose)
    }
}

final class HomeViewController: UIViewController {

    let viewModel: HomeViewModel

    // The stories strip at the top is its own screen.
    private lazy var stories = DependencyContainer.shared.resolver ~> StoriesViewController.self

    private let tableView = UITableView(frame: .zero, style: .plain)

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "Home"

        self.addChild(self.stories)
        self.view.addSubview(self.stories.view)
        self.stories.didMove(toParent: self)

        self.view.addSubview(self.tableView)
    }
}

final class StoriesViewController: UICollectionViewController {

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
