//
//  MiscScreens.swift
//  Tandem
//
//  Screens that are registered in ScreensAssembly but never contributed by a flow.
//

import UIKit

/// Presented on shake by AppFlow, outside of RxFlow.
final class DebugMenuViewController: UITableViewController {}

/// Only reachable through a runtime deep-link lookup (HomeFlow.routes).
final class PromoViewController: UIViewController {}

/// Only reachable through a runtime deep-link lookup (HomeFlow.routes).
final class FAQViewController: UIViewController {}

/// Removed from HomeFlow in 3.2; it used to be shown with
///     container.resolve(BannerViewController.self)!
/// and is kept for the iPad layout, which still loads it by name ("BannerViewController").
final class BannerViewController: UIViewController {

    static let storyboardName = "BannerViewController"
}
