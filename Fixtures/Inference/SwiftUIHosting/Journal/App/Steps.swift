//
//  Steps.swift
//  Journal
//

import Foundation
import RxFlow

enum AppStep: Step {
  case launch
  case auth
  case home
  case whatsNew
}

enum AuthStep: Step {
  enum HelpTopic { case password, account }

  case welcome(returning: Bool)
  case signIn
  case help(HelpTopic)
  case signedIn
}

enum JournalStep: Step {
  case list
  case entry(id: UUID)
  case compose
  case draft
  case stats
  case streak
  case share(id: UUID)
  case close
}

enum ProfileStep: Step {
  case profile
  case avatar
  case upgrade
}

enum MoreStep: Step {
  case menu
  case about
  case licenses
  case credits
  case feedback
}
