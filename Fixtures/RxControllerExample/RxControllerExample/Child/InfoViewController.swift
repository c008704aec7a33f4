//
//  InfoViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxCocoa
import RxController
import SnapKit

class InfoViewController: BaseViewController<InfoViewModel> {

    // MARK: - Child view controllers

    private lazy var nameViewController = NameViewController(viewModel: viewModel.nameViewModel)

    private lazy var numberViewController: NumberViewController = {
        let numberViewController = NumberViewController(viewModel: self.viewModel.numberViewModel)
        numberViewController.view.layer.cornerRadius = 8
        return numberViewController
    }()

    // MARK: - Views

    private lazy var numberView = UIView()

    private lazy var separatorView: UIView = {
        let view = UIView()
        view.backgroundColor = .lightGray
        return view
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        addChild(nameViewController)
        addChild(numberViewController, to: numberView)
    }

    override func subviews() -> [UIView] {
        return [
            nameViewController.view,
            separatorView,
            numberView
        ]
    }

    override func bind() -> [Disposable] {
        return [
            viewModel.title ~> rx.title
        ]
    }

    override func createConstraints() {
        nameViewController.view.snp.makeConstraints {
            $0.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(20)
            $0.left.right.equalToSuperview()
            $0.height.equalTo(120)
        }

        separatorView.snp.makeConstraints {
            $0.top.equalTo(nameViewController.view.snp.bottom)
            $0.left.right.equalToSuperview().inset(16)
            $0.height.equalTo(1)
        }

        numberView.snp.makeConstraints {
            $0.top.equalTo(separatorView.snp.bottom).offset(20)
            $0.left.right.equalToSuperview()
            $0.height.equalTo(80)
        }
    }

}
