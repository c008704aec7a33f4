//
//  StatsViewController.swift
//  Stride
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class StatsViewController: RxViewController<StatsViewModel> {

    // MARK: - Child view controllers

    private lazy var chartViewController = StatsChartViewController(viewModel: viewModel.chartViewModel)

    // MARK: - Views

    private lazy var summaryView = StatsSummaryView(viewModel: viewModel.summaryViewModel)

    private let comparisonLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        return label
    }()

    private let selectedDayLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        return label
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemGroupedBackground
        view.layer.cornerRadius = 12

        addChild(chartViewController)
        view.addSubview(summaryView)
        view.addSubview(comparisonLabel)
        view.addSubview(selectedDayLabel)
        layoutViews()

        viewModel.comparison.bind(to: comparisonLabel.rx.text).disposed(by: disposeBag)
        viewModel.isComparisonHidden.bind(to: comparisonLabel.rx.isHidden).disposed(by: disposeBag)
        viewModel.selectedDayText.bind(to: selectedDayLabel.rx.text).disposed(by: disposeBag)
    }

    // MARK: - Private

    private func layoutViews() {
        let chartView: UIView = chartViewController.view
        [chartView, summaryView, comparisonLabel, selectedDayLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            selectedDayLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            selectedDayLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            chartView.topAnchor.constraint(equalTo: selectedDayLabel.bottomAnchor, constant: 8),
            chartView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            chartView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            chartView.heightAnchor.constraint(equalToConstant: 160),
            summaryView.topAnchor.constraint(equalTo: chartView.bottomAnchor, constant: 8),
            summaryView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            summaryView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            comparisonLabel.topAnchor.constraint(equalTo: summaryView.bottomAnchor, constant: 4),
            comparisonLabel.leadingAnchor.constraint(equalTo: summaryView.leadingAnchor),
            comparisonLabel.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -12)
        ])
    }

}
