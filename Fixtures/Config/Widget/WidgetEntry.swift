//
//  WidgetEntry.swift
//  TeapotWidget
//

import RxFlow

/// Where the widget extension starts.
final class WidgetEntry {
    private let coordinator = FlowCoordinator()

    func start() {
        coordinator.coordinate(flow: WidgetFlow(), with: OneStepper(withSingleStep: WidgetStep.timer))
    }
}
