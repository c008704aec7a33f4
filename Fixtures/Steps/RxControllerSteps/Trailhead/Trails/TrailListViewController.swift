//
//  TrailListViewController.swift
//  Trailhead
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import RxController

class TrailListViewModel: RxViewModel {

    private let store: TrailStore

    init(store: TrailStore = .shared) {
        self.store = store
        super.init()
    }

    var trails: Observable<[Trail]> {
        return store.trails.asObservable()
    }

    func pick(trail: Trail) {
        steps.accept(TrailsStep.trailIsPicked(id: trail.id))
    }

}

class TrailListViewController: RxViewController<TrailListViewModel> {

    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TrailCell")
        view.addSubview(tableView)

        viewModel.trails
            .bind(to: tableView.rx.items(cellIdentifier: "TrailCell")) { _, trail, cell in
                var content = UIListContentConfiguration.subtitleCell()
                content.text = trail.name
                content.secondaryText = String(format: "%.1f km, %d m up", trail.lengthInKilometers, trail.elevationGain)
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Trail.self)
            .subscribe(onNext: { [unowned self] trail in self.viewModel.pick(trail: trail) })
            .disposed(by: disposeBag)
    }

}
