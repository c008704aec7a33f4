//
//  TrailsStep.swift
//  Trailhead
//

import RxFlow

enum TrailsStep: Step {
    case start
    case trailIsPicked(id: Int)
    case mapIsRequired(trailId: Int)
    case shareIsRequired(trailId: Int)
    case reviewsAreRequired(trailId: Int)
    case close
}
