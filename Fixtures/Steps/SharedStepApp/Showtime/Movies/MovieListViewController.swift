//
//  MovieListViewController.swift
//  Showtime
//

import UIKit
import RxSwift
import RxCocoa

final class MovieListViewController: UIViewController {

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private lazy var settingsButton = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: nil, action: nil)

    private let viewModel: MovieListViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: MovieListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        navigationItem.rightBarButtonItem = settingsButton
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.refreshControl = refreshControl
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MovieCell")
        view.addSubview(tableView)

        viewModel.movies
            .bind(to: tableView.rx.items(cellIdentifier: "MovieCell")) { _, movie, cell in
                cell.textLabel?.text = movie.title
                cell.accessoryType = .disclosureIndicator
            }
            .disposed(by: disposeBag)

        viewModel.movies
            .map { _ in false }
            .bind(to: refreshControl.rx.isRefreshing)
            .disposed(by: disposeBag)

        refreshControl.rx.controlEvent(.valueChanged)
            .subscribe(onNext: { [unowned self] in self.viewModel.refresh() })
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Movie.self)
            .subscribe(onNext: { [unowned self] movie in self.viewModel.pick(movie: movie) })
            .disposed(by: disposeBag)

        settingsButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.openSettings() })
            .disposed(by: disposeBag)

        viewModel.refresh()
    }

}
