//
//  AppStep.swift
//  Admin
//

import RxFlow

enum AppStep: Step {
    case launch
}
