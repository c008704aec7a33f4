//
//  BaseViewController.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift
import RxRelay

/// Every screen of the app is its own stepper: it emits the steps its buttons lead to.
class BaseViewController: UIViewController, Stepper {

    let steps = PublishRelay<Step>()

    let disposeBag = DisposeBag()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        steps.accept(AppStep.screenShown)
    }
}
