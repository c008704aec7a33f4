//
//  ViewModelBased.swift
//  RxFlowDemo
//

import UIKit
import Reusable

/// Marker protocol for every view model of the app.
protocol ViewModel {
}

/// A view model that needs some services to do its job.
protocol ServicesViewModel: ViewModel {
    associatedtype Services
    var services: Services! { get set }
}

/// A view controller that is driven by a view model.
protocol ViewModelBased: AnyObject {
    associatedtype ViewModelType: ViewModel
    var viewModel: ViewModelType! { get set }
}

extension ViewModelBased where Self: StoryboardBased & UIViewController {

    static func instantiate(withViewModel viewModel: ViewModelType) -> Self {
        let controller = Self.instantiate()
        controller.viewModel = viewModel
        return controller
    }

}

extension ViewModelBased where Self: StoryboardBased & UIViewController, ViewModelType: ServicesViewModel {

    static func instantiate(withViewModel viewModel: ViewModelType, andServices services: ViewModelType.Services) -> Self {
        let controller = Self.instantiate()
        controller.viewModel = viewModel
        controller.viewModel.services = services
        return controller
    }

}
