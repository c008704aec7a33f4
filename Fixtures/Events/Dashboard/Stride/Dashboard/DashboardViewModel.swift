//
//  DashboardViewModel.swift
//  Stride
//

import Foundation
import RxSwift
import RxCocoa
import RxController

struct DashboardEvent {
    static let userName = RxControllerEvent.identifier()
    static let unit = RxControllerEvent.identifier()
    static let period = RxControllerEvent.identifier()
    static let goal = RxControllerEvent.identifier()
    static let refresh = RxControllerEvent.identifier(cacheable: false)
    static let daySelected = RxControllerEvent.identifier()
    static let promoDismissed = RxControllerEvent.identifier()
    static let badgeCount = RxControllerEvent.identifier()
}

class DashboardViewModel: RxViewModel {

    private let store: FitnessStore

    private let periodRelay = BehaviorRelay<StatsPeriod>(value: .week)
    private let selectedDayRelay = BehaviorRelay<Date?>(value: nil)
    private let isPromoVisibleRelay = BehaviorRelay<Bool>(value: true)

    init(store: FitnessStore = .shared) {
        self.store = store
        super.init()

        bindToEvents(from: periodRelay, with: DashboardEvent.period)
        bindEvents(to: selectedDayRelay, with: DashboardEvent.daySelected)

        events.unwrappedValue(of: DashboardEvent.promoDismissed, type: Bool.self)
            .subscribe(onNext: { [unowned self] _ in
                self.isPromoVisibleRelay.accept(false)
            })
            .disposed(by: disposeBag)
    }

    // MARK: - Outputs

    var title: Observable<String?> {
        return selectedDayRelay.map { day in
            guard let day = day else {
                return "Today"
            }
            return DateFormatter.localizedString(from: day, dateStyle: .medium, timeStyle: .none)
        }
    }

    var isPromoHidden: Observable<Bool> {
        return isPromoVisibleRelay.map { !$0 }
    }

    // MARK: - Inputs

    func load() {
        let profile = store.profileRelay.value
        events.accept(DashboardEvent.userName.event(profile.name))
        events.accept(DashboardEvent.unit.event(profile.unit))
        events.accept(DashboardEvent.goal.event(profile.weeklyGoal))
    }

    func pick(periodAt index: Int) {
        periodRelay.accept(StatsPeriod(rawValue: index) ?? .week)
    }

    func pullToRefresh() {
        let id = DashboardEvent.refresh
        events.accept(id.event(()))
    }

}
