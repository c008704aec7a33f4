//
//  NameViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxController
import SnapKit

class NameViewController: BaseViewController<NameViewModel> {

    // MARK: - Child view controllers

    private lazy var firstNameViewController = FirstNameViewController(viewModel: viewModel.firstNameViewModel)
    private lazy var lastNameViewController = LastNameViewController(viewModel: viewModel.lastNameViewModel)

    // MARK: - Views

    private lazy var firstNameView = UIView()
    private lazy var lastNameView = UIView()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        addChild(firstNameViewController, to: firstNameView)
        self.addChild(lastNameViewController, to: lastNameView)
    }

    override func subviews() -> [UIView] {
        return [firstNameView, lastNameView]
    }

    override func createConstraints() {
        firstNameView.snp.makeConstraints {
            $0.top.left.right.equalToSuperview()
            $0.height.equalToSuperview().dividedBy(2)
        }

        lastNameView.snp.makeConstraints {
            $0.top.equalTo(firstNameView.snp.bottom)
            $0.left.right.bottom.equalToSuperview()
        }
    }

}
