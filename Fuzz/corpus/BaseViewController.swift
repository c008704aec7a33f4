//
//  BaseViewController.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxController
import SnapKit

class BaseViewController<ViewModel: BaseViewModel>: RxViewController<ViewModel> {

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        view.backgroundColor = .white
        subviews().forEach { view.addSubview($0) }
        createConstraints()
        bind().forEach { $0.disposed(by: disposeBag) }
    }

    // MARK: - Override points

    func subviews() -> [UIView] {
        return []
    }

    func createConstraints() {
    }

    func bind() -> [Disposable] {
        return []
    }

}
