//
//  ProfileViews.swift
//  Journal
//

import UIKit
import SwiftUI
import RxFlow
import RxRelay

final class ProfileModel: ScreenModel {
  let store: JournalStore
  init(store: JournalStore) { self.store = store }
}

struct ProfileView: View {
  @ObservedObject var model: ProfileModel
  var body: some View {
    Button("Change avatar") { model.steps.accept(ProfileStep.avatar) }
  }
}

struct AvatarPickerView: View {
  let model: ProfileModel
  var body: some View { Text("Pick an avatar") }
}

final class PaywallViewModel: Stepper {
  let steps = PublishRelay<Step>()
}

final class PaywallViewController: UIViewController {
  let viewModel: PaywallViewModel

  init(viewModel: PaywallViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ThanksViewController: UIViewController {}
