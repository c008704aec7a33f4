//
//  Trail.swift
//  Trailhead
//

import Foundation
import CoreLocation
import RxSwift
import RxCocoa

struct Trail: Equatable {
    let id: Int
    let name: String
    let lengthInKilometers: Double
    let elevationGain: Int
    let path: [CLLocationCoordinate2D]

    static func == (lhs: Trail, rhs: Trail) -> Bool {
        return lhs.id == rhs.id
    }
}

struct Review: Equatable {
    let author: String
    let rating: Int
    let text: String
}

final class TrailStore {

    static let shared = TrailStore()

    let trails = BehaviorRelay<[Trail]>(value: [])
    let favouriteIds = BehaviorRelay<Set<Int>>(value: [])

    func trail(withId id: Int) -> Trail? {
        return trails.value.first { $0.id == id }
    }

    func reviews(forTrail id: Int) -> Single<[Review]> {
        return .just([])
    }

    func toggleFavourite(_ id: Int) {
        var ids = favouriteIds.value
        if ids.contains(id) {
            ids.remove(id)
        } else {
            ids.insert(id)
        }
        favouriteIds.accept(ids)
    }

}
