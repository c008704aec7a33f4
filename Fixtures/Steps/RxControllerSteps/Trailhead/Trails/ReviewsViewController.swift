//
//  ReviewsViewController.swift
//  Trailhead
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class ReviewsViewModel: RxViewModel {

    let reviews = BehaviorRelay<[Review]>(value: [])

    init(trailId: Int, store: TrailStore = .shared) {
        super.init()

        store.reviews(forTrail: trailId)
            .asObservable()
            .bind(to: reviews)
            .disposed(by: disposeBag)
    }

}

class ReviewsViewController: RxViewController<ReviewsViewModel> {

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reviews"

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ReviewCell")
        view.addSubview(tableView)

        viewModel.reviews
            .bind(to: tableView.rx.items(cellIdentifier: "ReviewCell")) { _, review, cell in
                var content = UIListContentConfiguration.subtitleCell()
                content.text = String(repeating: "★", count: review.rating) + "  " + review.author
                content.secondaryText = review.text
                content.secondaryTextProperties.numberOfLines = 0
                cell.contentConfiguration = content
            }
            .disposed(by: disposeBag)
    }

}
