//
//  SettingsScreens.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift

final class SettingsViewController: BaseViewController {

    func didTapAbout() {
        steps.accept(AppStep.about)
    }
}

final class AboutViewController: UIViewController {}

/// Reading statistics. Registered in AppContainer for a widget that has not shipped; no flow shows it.
final class StatisticsViewController: BaseViewController {

    enum Period {
        case week, month, year
    }

    let period: Period

    init(period: Period) {
        self.period = period
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
