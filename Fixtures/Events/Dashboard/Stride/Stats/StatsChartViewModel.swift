//
//  StatsChartViewModel.swift
//  Stride
//

import Foundation
import RxSwift
import RxCocoa
import RxController

class StatsChartViewModel: RxViewModel {

    private let store: FitnessStore

    private let periodRelay = BehaviorRelay<StatsPeriod?>(value: nil)
    private let unitRelay = BehaviorRelay<DistanceUnit?>(value: nil)
    private let selectedDayRelay = PublishRelay<Date?>()

    init(store: FitnessStore = .shared) {
        self.store = store
        super.init()
    }

    override func prepareForParentEvents() {
        bindParentEvents(to: periodRelay, with: StatsEvent.period)
        bindParentEvents(to: unitRelay, with: DashboardEvent.unit)
        bindToParentEvents(from: selectedDayRelay, with: StatsEvent.selectedDay)
    }

    // MARK: - Outputs

    var axisTitle: Observable<String?> {
        return Observable.combineLatest(periodRelay, unitRelay) { period, unit in
            "\(period?.title ?? "") · \(unit?.rawValue ?? "km")"
        }
    }

    var days: Observable<[Date]> {
        return store.workoutsRelay.map { workouts in
            workouts.map { Calendar.current.startOfDay(for: $0.date) }
        }
    }

    // MARK: - Inputs

    func select(day: Date) {
        selectedDayRelay.accept(day)
    }

}
