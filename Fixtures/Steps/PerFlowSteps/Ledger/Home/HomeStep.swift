//
//  HomeStep.swift
//  Ledger
//

import RxFlow

enum HomeStep: Step {
    case start
    case accountIsPicked(id: String)
    case statements(accountId: String)
    case transfer(fromAccountId: String)
    case notifications
    case settings
    case settingsDone
    case signOut
    case legacyOverview
}
