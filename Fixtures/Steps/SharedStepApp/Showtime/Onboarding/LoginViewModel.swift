//
//  LoginViewModel.swift
//  Showtime
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class LoginViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let email = BehaviorRelay<String>(value: "")
    let password = BehaviorRelay<String>(value: "")
    let isLoading = BehaviorRelay<Bool>(value: false)
    let errorMessage = PublishRelay<String>()

    private let session: SessionService
    private let disposeBag = DisposeBag()

    init(session: SessionService) {
        self.session = session
    }

    var isLoginEnabled: Observable<Bool> {
        return Observable.combineLatest(email, password, isLoading) { email, password, isLoading in
            email.contains("@") && password.count >= 8 && !isLoading
        }
    }

    func logIn() {
        isLoading.accept(true)
        session.logIn(email: email.value, password: password.value)
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { [unowned self] _ in
                self.isLoading.accept(false)
                self.steps.accept(AppStep.userIsLoggedIn)
            }, onFailure: { [unowned self] error in
                self.isLoading.accept(false)
                self.errorMessage.accept(error.localizedDescription)
            })
            .disposed(by: disposeBag)
    }

    func continueAsGuest() {
        steps.accept(AppStep.onboardingIsComplete)
    }

}
