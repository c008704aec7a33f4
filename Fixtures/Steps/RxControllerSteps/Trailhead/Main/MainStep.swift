//
//  MainStep.swift
//  Trailhead
//

import RxFlow

enum MainStep: Step {
    case start
}
