//
//  DebugSupport.swift
//  Toolbox
//

import RxFlow
import RxController

enum DebugStep: Step {
    case menu
    case logs
    case featureFlags
    #if false
    case dead
    #endif
}

enum FeatureFlagsStep: Step {
    case list
}

final class DebugMenuViewModel: RxViewModel {}

final class BuildInfoViewModel: RxViewModel {}
