//
//  ProfileViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxCocoa
import SnapKit

class ProfileViewController: BaseViewController<ProfileViewModel> {

    // MARK: - Views

    private lazy var avatarImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "avatar_placeholder"))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 40
        return imageView
    }()

    private lazy var friendsButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Friends", for: .normal)
        return button
    }()

    private lazy var closeBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        if viewModel.isClosable {
            navigationItem.leftBarButtonItem = closeBarButtonItem
        }
    }

    override func subviews() -> [UIView] {
        return [avatarImageView, friendsButton]
    }

    override func bind() -> [Disposable] {
        return [
            viewModel.title ~> rx.title,
            friendsButton.rx.tap.bind { [unowned self] in
                self.viewModel.showFriends()
            },
            closeBarButtonItem.rx.tap.bind { [unowned self] in
                self.viewModel.close()
            }
        ]
    }

    override func createConstraints() {
        avatarImageView.snp.makeConstraints {
            $0.size.equalTo(80)
            $0.centerX.equalToSuperview()
            $0.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(32)
        }

        friendsButton.snp.makeConstraints {
            $0.centerX.equalToSuperview()
            $0.top.equalTo(avatarImageView.snp.bottom).offset(24)
        }
    }

}
