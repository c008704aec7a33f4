//
//  Resolver+Registrations.swift
//  Tandem
//
//  Onboarding predates Swinject and still uses Resolver.
//

import Resolver

extension Resolver: ResolverRegistering {

    public static func registerAllServices() {
        register { WelcomeViewModel() }
        register { WelcomeViewController(viewModel: resolve()) }
        register { LoginViewController(viewModel: LoginViewModel()) }
        register { PermissionsViewController() }
        #if DEBUG
        register { TipsViewController() }
        #endif
    }
}
