//
//  MoreScreens.swift
//  Journal
//

import UIKit
import SwiftUI
import MessageUI
import RxFlow
import RxRelay

final class MoreViewModel: Stepper {
  let steps = PublishRelay<Step>()
}

final class MoreViewController: UITableViewController {
  private let viewModel: MoreViewModel

  init(viewModel: MoreViewModel) {
    self.viewModel = viewModel
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AboutViewController: UIViewController {}

final class LicensesViewController: UITableViewController {}

final class MailFeedbackViewController: MFMailComposeViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    setToRecipients(["feedback@journal.example"])
  }
}

struct FeedbackFormView: View {
  var body: some View { Form { Text("Tell us what you think") } }
}

struct CreditsView: View {
  var body: some View { Text("Made with care") }
}

final class WhatsNewModel: ScreenModel {}

struct WhatsNewView: View {
  let model: WhatsNewModel
  var body: some View { Text("What's new") }
}
