//
//  ActivityViewModel.swift
//  Stride
//

import Foundation
import RxSwift
import RxCocoa
import RxController

class ActivityViewModel: RxViewModel {

    private let store: FitnessStore

    private let unitRelay = BehaviorRelay<DistanceUnit>(value: .kilometers)

    init(store: FitnessStore = .shared) {
        self.store = store
        super.init()
    }

    override func prepareForParentEvents() {
        parentEvents.unwrappedValue(of: DashboardEvent.unit, type: DistanceUnit.self)
            .subscribe(onNext: { [unowned self] in
                self.unitRelay.accept($0)
            })
            .disposed(by: disposeBag)

        parentEvents.value(of: DashboardEvent.refresh)
            .subscribe(onNext: { [unowned self] _ in
                self.store.reloadWorkouts()
            })
            .disposed(by: disposeBag)
    }

    // MARK: - Outputs

    var rows: Observable<[String]> {
        return Observable.combineLatest(store.workoutsRelay, unitRelay) { workouts, unit in
            workouts.map { workout in
                let distance = unit == .miles ? workout.distance / 1.609 : workout.distance
                return String(format: "%@ · %.1f %@", workout.kind, distance, unit.rawValue)
            }
        }
    }

}
