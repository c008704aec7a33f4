//
//  FriendsStep.swift
//  RxControllerExample
//

import RxFlow

enum FriendsStep: Step {
    case start
    case profile(name: String)
    case profileIsClosed
}
