//
//  StatsSummaryView.swift
//  Stride
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class StatsSummaryViewModel: RxViewModel {

    private let isExpandedRelay = BehaviorRelay<Bool>(value: false)

    var buttonTitle: Observable<String?> {
        return isExpandedRelay.map { $0 ? "Show less" : "Show details" }
    }

    func toggle() {
        let isExpanded = !isExpandedRelay.value
        isExpandedRelay.accept(isExpanded)
        parentEvents.accept(event: StatsEvent.summaryExpanded.event(isExpanded))
    }

}

/// A plain view inside the stats card: its view model is adopted by StatsViewModel directly.
final class StatsSummaryView: UIView {

    private let viewModel: StatsSummaryViewModel
    private let disposeBag = DisposeBag()

    private let toggleButton = UIButton(type: .system)

    init(viewModel: StatsSummaryViewModel) {
        self.viewModel = viewModel
        super.init(frame: .zero)

        addSubview(toggleButton)
        toggleButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toggleButton.topAnchor.constraint(equalTo: topAnchor),
            toggleButton.leadingAnchor.constraint(equalTo: leadingAnchor),
            toggleButton.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])

        viewModel.buttonTitle
            .subscribe(onNext: { [unowned self] in
                self.toggleButton.setTitle($0, for: .normal)
            })
            .disposed(by: disposeBag)
        toggleButton.rx.tap
            .subscribe(onNext: { [unowned self] in
                self.viewModel.toggle()
            })
            .disposed(by: disposeBag)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

}
