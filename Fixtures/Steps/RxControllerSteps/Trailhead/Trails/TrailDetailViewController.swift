//
//  TrailDetailViewController.swift
//  Trailhead
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class TrailDetailViewController: RxViewController<TrailDetailViewModel> {

    // MARK: - Child view controllers

    private lazy var headerViewController = TrailHeaderViewController(viewModel: viewModel.headerViewModel)

    // MARK: - Views

    private let descriptionLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        addChild(headerViewController)
        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
        view.addSubview(descriptionLabel)

        headerViewController.view.translatesAutoresizingMaskIntoConstraints = false
        descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            headerViewController.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerViewController.view.heightAnchor.constraint(equalToConstant: 220),
            descriptionLabel.topAnchor.constraint(equalTo: headerViewController.view.bottomAnchor, constant: 16),
            descriptionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            descriptionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])

        viewModel.title.bind(to: rx.title).disposed(by: disposeBag)
        viewModel.summary.bind(to: descriptionLabel.rx.text).disposed(by: disposeBag)
    }

}
