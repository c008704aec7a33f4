//
//  ProfileStep.swift
//  Trailhead
//

import RxFlow

enum ProfileStep: Step {
    case start
    case settings
    case settingsDone
    case achievements
}
