//
//  AppStep.swift
//  Showtime
//

import Foundation
import RxFlow

/// Every step of the app: the flows share one enum and pick the cases they care about.
enum AppStep: Step {
    // Launch
    case launch
    case dashboardIsRequired

    // Onboarding
    case loginIsRequired
    case userIsLoggedIn
    case onboardingIsComplete
    case logoutIsRequired

    // Movies
    case moviesAreRequired
    case movieIsPicked(withId: Int)
    case castIsPicked(withId: Int)
    case trailerIsRequired(url: URL)
    case reviewsAreRequired(movieId: Int)
    case dismiss

    // Profile
    case profileIsRequired
    case settingsAreRequired
    case settingsAreComplete
}
