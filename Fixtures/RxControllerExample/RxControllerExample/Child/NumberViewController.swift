//
//  NumberViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxCocoa
import SnapKit

class NumberViewController: BaseViewController<NumberViewModel> {

    // MARK: - Views

    private lazy var numberLabel: UILabel = {
        let label = UILabel()
        label.font = .monospacedDigitSystemFont(ofSize: 28, weight: .bold)
        label.textAlignment = .center
        return label
    }()

    private lazy var refreshButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Refresh", for: .normal)
        return button
    }()

    // MARK: - Overrides

    override func subviews() -> [UIView] {
        return [numberLabel, refreshButton]
    }

    override func bind() -> [Disposable] {
        return [
            viewModel.number ~> numberLabel.rx.text,
            refreshButton.rx.tap.bind { [unowned self] in
                self.viewModel.refresh()
            }
        ]
    }

    override func createConstraints() {
        numberLabel.snp.makeConstraints {
            $0.centerX.equalToSuperview()
            $0.centerY.equalToSuperview().offset(-12)
        }

        refreshButton.snp.makeConstraints {
            $0.centerX.equalToSuperview()
            $0.top.equalTo(numberLabel.snp.bottom).offset(8)
        }
    }

}
