//
//  HomeStep.swift
//  Shop
//

import RxFlow

enum HomeStep: Step {
    case home
    case cart
}
