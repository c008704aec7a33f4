//
//  BookshelfFlow.swift
//  Bookshelf
//

import UIKit
import RxFlow

/// A flow that only ever handles AppStep: adopters write `navigate(to: AppStep)`,
/// the extension below is the `navigate(to: Step)` RxFlow calls.
protocol BookshelfFlow: Flow {
    func navigate(to step: AppStep) -> FlowContributors
}

extension BookshelfFlow {

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        return navigate(to: step)
    }
}
