//
//  MainViewController.swift
//  Trailhead
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class MainViewModel: RxViewModel {

    /// Trails downloaded for offline use, shown as the badge of the first tab.
    let offlineTrailCount = BehaviorRelay<Int>(value: 0)

}

class MainViewController: UITabBarController {

    private let viewModel: MainViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: MainViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .systemGreen

        viewModel.offlineTrailCount
            .subscribe(onNext: { [unowned self] count in
                self.viewControllers?.first?.tabBarItem.badgeValue = count > 0 ? "\(count)" : nil
            })
            .disposed(by: disposeBag)
    }

}
