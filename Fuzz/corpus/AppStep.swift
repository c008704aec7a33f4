//
//  AppStep.swift
//  RxControllerExample
//

import RxFlow

enum AppStep: Step {
    case main
}
