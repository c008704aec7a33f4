//
//  GreetingViewController.swift
//  Stride
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class GreetingViewController: RxViewController<GreetingViewModel> {

    private let greetingLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title2)
        label.numberOfLines = 0
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(greetingLabel)
        greetingLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            greetingLabel.topAnchor.constraint(equalTo: view.topAnchor),
            greetingLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            greetingLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            greetingLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])

        viewModel.greeting.bind(to: greetingLabel.rx.text).disposed(by: disposeBag)
    }

}
