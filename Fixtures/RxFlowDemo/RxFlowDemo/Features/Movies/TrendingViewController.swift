//
//  TrendingViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import Reusable

final class TrendingViewController: UIViewController, StoryboardBased, ViewModelBased {

    // MARK: - Outlets

    @IBOutlet private weak var tableView: UITableView!

    // MARK: - Properties

    var viewModel: TrendingViewModel!

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        viewModel.movies
            .drive(tableView.rx.items(cellIdentifier: "TrendingCell")) { row, movie, cell in
                cell.textLabel?.text = "#\(row + 1) \(movie.title)"
                cell.detailTextLabel?.text = movie.subtitle
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(MovieViewModel.self)
            .subscribe(onNext: { [weak self] movie in
                self?.viewModel.pick(movieId: movie.id)
            })
            .disposed(by: disposeBag)
    }

}
