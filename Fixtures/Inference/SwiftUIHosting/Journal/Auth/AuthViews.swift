//
//  AuthViews.swift
//  Journal
//

import UIKit
import SwiftUI
import RxFlow
import RxRelay

final class AuthModel: ScreenModel {
  private let store: JournalStore
  @Published var email = ""

  init(store: JournalStore) {
    self.store = store
  }

  func signIn() {
    steps.accept(AuthStep.signedIn)
  }
}

struct AuthView: View {
  @ObservedObject var model: AuthModel

  var body: some View {
    Form {
      TextField("Email", text: $model.email)
      Button("Sign in") { model.signIn() }
    }
  }
}

final class WelcomeBackModel: ScreenModel {}

struct WelcomeBackView: View {
  let model: WelcomeBackModel

  var body: some View {
    Button("Welcome back") { model.steps.accept(AuthStep.signIn) }
  }
}

struct PasswordHelpView: View {
  var body: some View {
    Text("Use the link in the email we sent you.")
  }
}

final class WelcomeViewController: UIViewController, Stepper {
  let steps = PublishRelay<Step>()
}

final class AccountHelpViewController: UIViewController {}

/// Placeholder while a screen loads. Never reaches a flow contribution.
final class LoadingViewController: UIViewController {}
