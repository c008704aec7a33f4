//
//  AppStep.swift
//  RxFlowDemo
//

import RxFlow

enum AppStep: Step {
    // Onboarding
    case onboardingIsRequired
    case onboardingIsComplete
    case loginIsRequired
    case userIsLoggedIn
    case apiKeyIsRequired
    case apiKeyIsFilledIn

    // Dashboard
    case dashboardIsRequired

    // Movies
    case moviesAreRequired
    case trendingIsRequired
    case movieIsPicked(withId: Int)
    case castIsPicked(withId: Int)

    // Settings
    case settingsAreRequired
    case settingsAreComplete
    case aboutIsRequired
}
