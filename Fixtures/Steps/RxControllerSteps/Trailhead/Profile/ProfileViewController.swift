//
//  ProfileViewController.swift
//  Trailhead
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import RxController

class ProfileViewModel: RxViewModel {

    private let store: TrailStore

    init(store: TrailStore = .shared) {
        self.store = store
        super.init()
    }

    var favouriteCount: Observable<String?> {
        return store.favouriteIds.map { "\($0.count) favourite trails" }
    }

    func openSettings() {
        steps.accept(ProfileStep.settings)
    }

}

class ProfileViewController: RxViewController<ProfileViewModel> {

    private let favouritesLabel = UILabel()
    private lazy var settingsButton = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Me"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = settingsButton

        favouritesLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(favouritesLabel)
        NSLayoutConstraint.activate([
            favouritesLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            favouritesLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        viewModel.favouriteCount.bind(to: favouritesLabel.rx.text).disposed(by: disposeBag)

        settingsButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.openSettings() })
            .disposed(by: disposeBag)
    }

}
