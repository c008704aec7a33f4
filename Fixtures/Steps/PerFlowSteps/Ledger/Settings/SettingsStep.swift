//
//  SettingsStep.swift
//  Ledger
//

import RxFlow

enum ExportFormat: String {
    case pdf
    case csv
}

enum SettingsStep: Step {
    case start
    case currency
    case currencyIsPicked(code: String)
    case exportStatements(format: ExportFormat)
    case help
    case signOut
    case done
}
