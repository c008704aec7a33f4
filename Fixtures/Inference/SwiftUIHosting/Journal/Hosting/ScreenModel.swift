//
//  ScreenModel.swift
//  Journal
//

import Foundation
import Combine
import RxFlow
import RxRelay

/// Base of every SwiftUI screen's model: observable by the view, a Stepper for the flow.
class ScreenModel: ObservableObject, Stepper {
  let steps = PublishRelay<Step>()
}
