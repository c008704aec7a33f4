//
//  MainStep.swift
//  RxControllerExample
//

import RxFlow

enum MainStep: Step {
    case start
}
