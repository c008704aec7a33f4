//
//  ProfileViewController.swift
//  Showtime
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class ProfileViewModel: Stepper {

    let steps = PublishRelay<Step>()

    private let session: SessionService

    init(session: SessionService) {
        self.session = session
    }

    var isGuest: Bool {
        return !session.isLoggedIn
    }

    func openSettings() {
        steps.accept(AppStep.settingsAreRequired)
    }

    func logOut() {
        steps.accept(AppStep.logoutIsRequired)
    }

}

final class ProfileViewController: UIViewController {

    private let settingsButton = UIButton(type: .system)
    private let logOutButton = UIButton(type: .system)

    private let viewModel: ProfileViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        settingsButton.setTitle("Settings", for: .normal)
        logOutButton.setTitle(viewModel.isGuest ? "Log in" : "Log out", for: .normal)

        let stack = UIStackView(arrangedSubviews: [settingsButton, logOutButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        settingsButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.openSettings() })
            .disposed(by: disposeBag)

        logOutButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.logOut() })
            .disposed(by: disposeBag)
    }

}
