//
//  SettingsListViewModel.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class SettingsListViewModel: ViewModel, Stepper {

    enum Item: CaseIterable {
        case login
        case apiKey
        case about

        var title: String {
            switch self {
            case .login: return "Login"
            case .apiKey: return "API Key"
            case .about: return "About"
            }
        }
    }

    let steps = PublishRelay<Step>()

    let items = Item.allCases

    func pick(item: Item) {
        switch item {
        case .login:
            steps.accept(AppStep.loginIsRequired)
        case .apiKey:
            steps.accept(AppStep.apiKeyIsRequired)
        case .about:
            steps.accept(AppStep.aboutIsRequired)
        }
    }

    func done() {
        steps.accept(AppStep.settingsAreComplete)
    }

}
