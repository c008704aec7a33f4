//
//  FitnessStore.swift
//  Stride
//

import Foundation
import RxSwift
import RxCocoa

enum DistanceUnit: String {
    case kilometers = "km"
    case miles = "mi"
}

enum StatsPeriod: Int {
    case week
    case month

    var title: String {
        switch self {
        case .week:
            return "This week"
        case .month:
            return "This month"
        }
    }
}

struct Profile {
    let name: String
    let unit: DistanceUnit
    let weeklyGoal: Double
}

struct Workout {
    let date: Date
    let kind: String
    let distance: Double
}

final class FitnessStore {

    static let shared = FitnessStore()

    let profileRelay = BehaviorRelay<Profile>(value: Profile(name: "Sam", unit: .kilometers, weeklyGoal: 25))
    let workoutsRelay = BehaviorRelay<[Workout]>(value: [])

    func reloadWorkouts() {
        let today = Date()
        workoutsRelay.accept([
            Workout(date: today, kind: "Run", distance: 5.2),
            Workout(date: today.addingTimeInterval(-86_400), kind: "Ride", distance: 18.4),
            Workout(date: today.addingTimeInterval(-3 * 86_400), kind: "Run", distance: 8.0)
        ])
    }

}
