//
//  ProfileStep.swift
//  RxControllerExample
//

import RxFlow

enum ProfileStep: Step {
    case start
    case friends
    case close
}
