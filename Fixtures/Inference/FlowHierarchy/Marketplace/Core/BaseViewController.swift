//
//  BaseViewController.swift
//  Marketplace
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa

class BaseViewModel: Stepper {

    let steps = PublishRelay<Step>()

    init() {}
}

class BaseViewController: UIViewController {

    var viewModel = BaseViewModel()

    let disposeBag = DisposeBag()

    required init() {
        super.init(nibName: nil, bundle: nil)
    }

    required convenience init(viewModel: BaseViewModel) {
        self.init()
        self.viewModel = viewModel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    class func instantiate() -> Self {
        let screen = self.init()
        screen.viewModel = screen.makeViewModel()
        return screen
    }

    func makeViewModel() -> BaseViewModel {
        BaseViewModel()
    }
}
