//
//  Container+Factory.swift
//  Tandem
//
//  The settings module was rewritten with Factory. This file must not import Swinject:
//  both libraries declare a `Container`.
//

import Factory

extension Container {

    var settings: Factory<SettingsViewController> {
        self { SettingsViewController(viewModel: SettingsViewModel()) }
    }

    var about: Factory<AboutViewController> {
        self { AboutViewController() }
            .singleton
    }

    var licenses: Factory<LicensesViewController> {
        self { LicensesViewController(style: .plain) }
    }
}
