//
//  BrokenStep.swift
//  WorkInProgress
//

import RxFlow

enum BrokenStep: Step {
    case start
    case details
}
