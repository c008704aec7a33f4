//
//  FirstNameViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxCocoa
import SnapKit

class FirstNameViewController: BaseViewController<FirstNameViewModel> {

    // MARK: - Views

    private lazy var firstNameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textColor = .darkText
        return label
    }()

    // MARK: - Overrides

    override func subviews() -> [UIView] {
        return [firstNameLabel]
    }

    override func bind() -> [Disposable] {
        return [
            viewModel.firstName ~> firstNameLabel.rx.text
        ]
    }

    override func createConstraints() {
        firstNameLabel.snp.makeConstraints {
            $0.left.equalToSuperview().offset(16)
            $0.centerY.equalToSuperview()
        }
    }

}
