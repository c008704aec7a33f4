//
//  Assemblies.swift
//  Tandem
//

import UIKit
import Swinject
import SwinjectAutoregistration

final class ServicesAssembly: Assembly {

    func assemble(container: Container) {
        container.register(APIClient.self) { _ in
            APIClient(baseURL: URL(string: "https://api.tandem.example")!)
        }.inObjectScope(.container)

        container.autoregister(SessionStore.self, initializer: SessionStore.init)
            .inObjectScope(.container)
    }
}

final class ScreensAssembly: Assembly {

    func assemble(container: Container) {
        // Home
        container.register(HomeViewModel.self) { r in
            HomeViewModel(api: r.resolve(APIClient.self)!)
        }
        container.register(HomeViewController.self) { r in
            HomeViewController(viewModel: r.resolve(HomeViewModel.self)!)
        }
        container.register(FeedDetailViewController.self) { (r: Resolver, postID: String) in
            FeedDetailViewController(viewModel: FeedDetailViewModel(postID: postID, api: r ~> APIClient.self))
        }
        container.autoregister(ComposeViewModel.self, initializer: ComposeViewModel.init)
        container.register(ComposeViewController.self) { r in
            ComposeViewController(viewModel: r ~> ComposeViewModel.self)
        }
        container.register(StoriesViewController.self) { _ in StoriesViewController() }
        container.register(NotificationsViewController.self) { _ in NotificationsViewController() }

        // Profile
        container.register(ProfileViewController.self) { (r: Resolver, userID: String, isMe: Bool) in
            let viewModel = ProfileViewModel(userID: userID, isMe: isMe, api: r ~> APIClient.self)
            return ProfileViewController(viewModel: viewModel)
        }
        container.register(AvatarViewController.self, name: "fullscreen") { _ in
            AvatarViewController(style: .fullscreen)
        }
        container.register(AvatarViewController.self, name: "thumbnail") { _ in
            AvatarViewController(style: .thumbnail)
        }
        container.register(EditProfileViewController.self, name: "sheet") { (_: Resolver, userID: String, draft: String?) in
            EditProfileViewController(userID: userID, draft: draft)
        }
        container.register(HelpViewController.self) { _ in HelpViewController() }

        // Activity
        container.register(ActivityViewController.self) { r in
            ActivityViewController(viewModel: ActivityViewModel(api: r ~> APIClient.self))
        }
        container.register(ReceiptViewController.self) { (_: Resolver, receiptID: String) in
            ReceiptViewController(receiptID: receiptID)
        }
        container.register(ArchiveViewController.self, name: "archive") { _ in ArchiveViewController() }
        container.register(ExportViewController.self) { _ in ExportViewController() }

        // Misc
        container.register(DebugMenuViewController.self) { _ in DebugMenuViewController() }
        container.register(PromoViewController.self) { _ in PromoViewController() }
        container.register(FAQViewController.self) { _ in FAQViewController() }
        // Marketing can swap the promo screen remotely, so flows only know it as a UIViewController.
        container.register(UIViewController.self, name: "promo") { _ in PromoViewController() }
    }
}

final class FlowsAssembly: Assembly {

    func assemble(container: Container) {
        container.register(HomeFlow.self) { r in
            HomeFlow(resolver: r, screens: ScreenFactory(resolver: r))
        }
        container.register(ProfileFlow.self) { (_: Resolver, userID: String) in
            ProfileFlow(userID: userID)
        }
        container.register(OnboardingFlow.self) { _ in OnboardingFlow() }
        container.register(ActivityFlow.self) { r in
            ActivityFlow(screens: ScreenFactory(resolver: r))
        }
    }
}
