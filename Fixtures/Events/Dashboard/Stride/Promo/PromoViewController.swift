//
//  PromoViewController.swift
//  Stride
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class PromoViewModel: RxViewModel {

    enum Campaign {
        case spring
    }

    private let campaign: Campaign
    private let nameRelay = BehaviorRelay<String?>(value: nil)

    init(campaign: Campaign) {
        self.campaign = campaign
        super.init()
    }

    override func prepareForParentEvents() {
        bindParentEvents(to: nameRelay, with: DashboardEvent.userName)
    }

    var headline: Observable<String?> {
        return nameRelay.map { [campaign] name in
            switch campaign {
            case .spring:
                return "\(name ?? "Hey"), join the spring 50 km challenge!"
            }
        }
    }

    func dismiss() {
        parentEvents.accept(event: DashboardEvent.promoDismissed.event(true))
    }

}

class PromoViewController: RxViewController<PromoViewModel> {

    private let headlineLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.numberOfLines = 2
        return label
    }()

    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        view.layer.cornerRadius = 12

        view.addSubview(headlineLabel)
        view.addSubview(closeButton)
        headlineLabel.translatesAutoresizingMaskIntoConstraints = false
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            headlineLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            headlineLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            headlineLabel.trailingAnchor.constraint(equalTo: closeButton.leadingAnchor, constant: -8),
            headlineLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12),
            closeButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8)
        ])

        viewModel.headline.bind(to: headlineLabel.rx.text).disposed(by: disposeBag)
        closeButton.rx.tap
            .subscribe(onNext: { [unowned self] in
                self.viewModel.dismiss()
            })
            .disposed(by: disposeBag)
    }

}
