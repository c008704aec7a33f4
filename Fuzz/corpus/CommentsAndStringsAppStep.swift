//
//  AppStep.swift
//  Showcase
//

import RxFlow

enum AppStep: Step {
    case home
    case search
    case searchStart
    case searchResult(query: String)
    // case fake(FakeFlow) -- removed together with `class FakeFlow: Flow`
}
