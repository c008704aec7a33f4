//
//  HomeStep.swift
//  Admin
//

import RxFlow

enum HomeStep: Step {
    case orders
    case order(id: Int)
}
