//
//  LastNameViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxCocoa
import SnapKit

class LastNameViewController: BaseViewController<LastNameViewModel> {

    // MARK: - Views

    private lazy var lastNameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.textColor = .darkGray
        return label
    }()

    // MARK: - Overrides

    override func subviews() -> [UIView] {
        return [lastNameLabel]
    }

    override func bind() -> [Disposable] {
        return [
            viewModel.lastName ~> lastNameLabel.rx.text
        ]
    }

    override func createConstraints() {
        lastNameLabel.snp.makeConstraints {
            $0.left.equalToSuperview().offset(16)
            $0.centerY.equalToSuperview()
        }
    }

}
