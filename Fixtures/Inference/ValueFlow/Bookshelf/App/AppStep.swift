//
//  AppStep.swift
//  Bookshelf
//

import Foundation
import RxFlow

/// The one step enum of the app; every flow picks the cases it understands.
enum AppStep: Step {

    // AppFlow
    case launched
    case onboardingRequired
    case onboardingCompleted
    case bookRequested(id: String)

    // First step of each tab flow
    case library
    case store
    case settings

    // LibraryFlow
    case shelf(id: String)

    // StoreFlow
    case storeSection(name: String)
    case bookDetail(id: String)
    case giftCards
    case audiobooks

    // ReaderFlow
    case reading(bookID: String)
    case notes(bookID: String)
    case readerClosed

    // SettingsFlow
    case about

    // OnboardingFlow
    case welcome

    // Sent once a pushed screen is visible; flows only log it.
    case screenShown
}
