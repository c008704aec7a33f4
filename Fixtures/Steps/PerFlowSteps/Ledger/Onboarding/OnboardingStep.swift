//
//  OnboardingStep.swift
//  Ledger
//

import RxFlow

enum OnboardingStep: Step {
    case welcome
    case terms
    case privacyPolicy
    case termsAccepted
    case biometricsSetup
    case finished
}
