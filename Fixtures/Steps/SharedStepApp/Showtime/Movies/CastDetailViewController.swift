//
//  CastDetailViewController.swift
//  Showtime
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

/// A small sheet: it is its own stepper, there is no view model worth the name.
final class CastDetailViewController: UIViewController, Stepper {

    let steps = PublishRelay<Step>()

    private let castMember: CastMember?
    private let filmographyTableView = UITableView(frame: .zero, style: .plain)
    private lazy var closeButton = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
    private let disposeBag = DisposeBag()

    init(castId: Int, moviesService: MoviesService) {
        self.castMember = moviesService.castMember(withId: castId)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        title = castMember?.name
        navigationItem.leftBarButtonItem = closeButton

        filmographyTableView.frame = view.bounds
        filmographyTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        filmographyTableView.register(UITableViewCell.self, forCellReuseIdentifier: "FilmCell")
        view.addSubview(filmographyTableView)

        Observable.just(castMember?.filmography ?? [])
            .bind(to: filmographyTableView.rx.items(cellIdentifier: "FilmCell")) { _, movie, cell in
                cell.textLabel?.text = movie.title
            }
            .disposed(by: disposeBag)

        filmographyTableView.rx.modelSelected(Movie.self)
            .subscribe(onNext: { [unowned self] movie in
                self.steps.accept(AppStep.movieIsPicked(withId: movie.id))
            })
            .disposed(by: disposeBag)

        closeButton.rx.tap
            .subscribe(onNext: { [unowned self] in
                self.steps.accept(AppStep.dismiss)
            })
            .disposed(by: disposeBag)
    }

}
