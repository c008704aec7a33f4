//
//  OnboardingViewControllers.swift
//  Shopfront
//

import UIKit
import RxFlow
import RxRelay

/// Initial scene of Main.storyboard; AppFlow's root, never contributed.
internal final class MainTabBarController: UITabBarController {}

/// Initial scene of Onboarding.storyboard.
internal final class OnboardingViewController: UIPageViewController, Stepper {
    internal let steps = PublishRelay<Step>()
}

internal final class TermsViewController: UIViewController {}

internal final class WhatsNewViewController: UIViewController, Stepper {
    internal let steps = PublishRelay<Step>()
}

internal final class PromotionBannerViewController: UIViewController, Stepper {
    internal let steps = PublishRelay<Step>()
}

internal final class QuizViewController: UIViewController, Stepper {
    internal let steps = PublishRelay<Step>()
}
