//
//  AccountViewController.swift
//  Preferences
//

import UIKit

final class AccountViewController: UIViewController {

    final class AvatarViewController: UIViewController {

        override func viewDidLoad() {
            super.viewDidLoad()
            view.layer.cornerRadius = 32
        }
    }

    private lazy var avatar = AvatarViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        addChild(avatar)
        view.addSubview(avatar.view)
        avatar.didMove(toParent: self)
    }
}
