//
//  AppStep.swift
//  Shop
//

import RxFlow

enum AppStep: Step {
    case launch
}
