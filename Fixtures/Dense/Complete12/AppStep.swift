//
//  AppStep.swift
//  Complete12: twelve flows, each can navigate to every other.
//

import RxFlow

enum AppStep: Step {
    case start
    case f0
    case f1
    case f2
    case f3
    case f4
    case f5
    case f6
    case f7
    case f8
    case f9
    case f10
    case f11
}
