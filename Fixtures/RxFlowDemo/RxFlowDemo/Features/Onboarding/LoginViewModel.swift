//
//  LoginViewModel.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class LoginViewModel: ViewModel, Stepper {

    let steps = PublishRelay<Step>()

    private let preferencesService: PreferencesService

    init(preferencesService: PreferencesService) {
        self.preferencesService = preferencesService
    }

    func isValid(name: String?) -> Bool {
        guard let name = name?.trimmingCharacters(in: .whitespaces) else { return false }
        return name.count >= 3
    }

    func login(withName name: String) {
        preferencesService.setUserName(name)
        steps.accept(AppStep.userIsLoggedIn)
    }

}
