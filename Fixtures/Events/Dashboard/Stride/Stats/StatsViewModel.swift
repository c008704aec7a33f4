//
//  StatsViewModel.swift
//  Stride
//

import Foundation
import RxSwift
import RxCocoa
import RxController

struct StatsEvent {
    static let period = RxControllerEvent.identifier()
    static let goal = RxControllerEvent.identifier()
    static let selectedDay = RxControllerEvent.identifier()
    static let comparison = RxControllerEvent.identifier()
    static let summaryExpanded = RxControllerEvent.identifier()
}

class StatsViewModel: RxViewModel {

    let chartViewModel = StatsChartViewModel()
    let summaryViewModel = StatsSummaryViewModel()

    private let selectedDayRelay = BehaviorRelay<Date?>(value: nil)
    private let isSummaryExpandedRelay = BehaviorRelay<Bool>(value: false)

    override init() {
        super.init()

        addChildren(chartViewModel, summaryViewModel)

        bindEvents(to: selectedDayRelay, with: StatsEvent.selectedDay)

        events.unwrappedValue(of: StatsEvent.summaryExpanded, type: Bool.self)
            .subscribe(onNext: { [unowned self] in
                self.isSummaryExpandedRelay.accept($0)
            })
            .disposed(by: disposeBag)
    }

    override func prepareForParentEvents() {
        forward(parentEvent: DashboardEvent.period, toEvent: StatsEvent.period)
        forward(parentEvent: DashboardEvent.goal, toEvent: StatsEvent.goal)
        forward(toEvent: StatsEvent.selectedDay, parentEvent: DashboardEvent.daySelected, flatMapLatest: { (day: Date?) -> Observable<Date?> in
            // Only a real day leaves the card; clearing the selection stays local.
            day == nil ? .empty() : .just(day)
        })
    }

    // MARK: - Outputs

    var comparison: Observable<String?> {
        return events.value(of: StatsEvent.comparison)
    }

    var isComparisonHidden: Observable<Bool> {
        return isSummaryExpandedRelay.map { !$0 }
    }

    var selectedDayText: Observable<String?> {
        return selectedDayRelay.map { day in
            day.map { DateFormatter.localizedString(from: $0, dateStyle: .medium, timeStyle: .none) }
        }
    }

}
