//
//  ChildStep.swift
//  RxControllerExample
//

import RxFlow

enum ChildStep: Step {
    case start
}
