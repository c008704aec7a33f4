//
//  AppStep.swift
//  Tandem
//

import UIKit
import RxFlow

enum AppStep: Step {
    case launch
    case onboarding
    case onboardingFinished
    case home
    case profile(userID: String)
    case settings
    case debugMenu
}

enum HomeStep: Step {
    case feed
    case post(id: String)
    case author(id: String)
    case compose
    case notifications
    case activity
    case legacy(UIViewController.Type)
    case deepLink(String)
    case dismissed
}

enum ActivityStep: Step {
    case list
    case receipt(id: String)
    case archive
    case export
    case promo
    case close
}

enum ProfileStep: Step {
    case show
    case avatar
    case edit(draft: String?)
    case help
    case done
}

enum OnboardingStep: Step {
    case welcome
    case login
    case permissions
    case tips
    case finished
}

enum SettingsStep: Step {
    case list
    case about
    case licenses
    case close
}
