//
//  AppStep.swift
//  Trailhead
//

import RxFlow

enum AppStep: Step {
    case start
}
