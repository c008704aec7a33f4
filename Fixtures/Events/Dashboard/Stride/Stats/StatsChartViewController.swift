//
//  StatsChartViewController.swift
//  Stride
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class StatsChartViewController: RxViewController<StatsChartViewModel> {

    private let axisLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .secondaryLabel
        return label
    }()

    private let barsView: UIStackView = {
        let stackView = UIStackView()
        stackView.axis = .horizontal
        stackView.alignment = .bottom
        stackView.distribution = .fillEqually
        stackView.spacing = 6
        return stackView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(barsView)
        view.addSubview(axisLabel)
        barsView.translatesAutoresizingMaskIntoConstraints = false
        axisLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            barsView.topAnchor.constraint(equalTo: view.topAnchor),
            barsView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            barsView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            axisLabel.topAnchor.constraint(equalTo: barsView.bottomAnchor, constant: 4),
            axisLabel.leadingAnchor.constraint(equalTo: barsView.leadingAnchor),
            axisLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])

        viewModel.axisTitle.bind(to: axisLabel.rx.text).disposed(by: disposeBag)
        viewModel.days
            .subscribe(onNext: { [unowned self] in
                self.showBars(for: $0)
            })
            .disposed(by: disposeBag)
    }

    private func showBars(for days: [Date]) {
        barsView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        days.forEach { day in
            let bar = UIButton(type: .system)
            bar.backgroundColor = .systemGreen
            bar.layer.cornerRadius = 3
            bar.rx.tap
                .subscribe(onNext: { [unowned self] in
                    self.viewModel.select(day: day)
                })
                .disposed(by: disposeBag)
            barsView.addArrangedSubview(bar)
        }
    }

}
