//
//  TrailDetailViewModel.swift
//  Trailhead
//

import Foundation
import RxSwift
import RxCocoa
import RxController

class TrailDetailViewModel: RxViewModel {

    let headerViewModel: TrailHeaderViewModel

    private let trailId: Int
    private let store: TrailStore

    init(trailId: Int, store: TrailStore = .shared) {
        self.trailId = trailId
        self.store = store
        self.headerViewModel = TrailHeaderViewModel(trailId: trailId, store: store)
        super.init()

        addChild(headerViewModel)
    }

    var title: Observable<String?> {
        return store.trails.map { [trailId] trails in trails.first { $0.id == trailId }?.name }
    }

    var summary: Observable<String?> {
        return store.trails.map { [trailId] trails in
            guard let trail = trails.first(where: { $0.id == trailId }) else {
                return nil
            }
            return "\(trail.lengthInKilometers) km, \(trail.elevationGain) m of climbing."
        }
    }

}
