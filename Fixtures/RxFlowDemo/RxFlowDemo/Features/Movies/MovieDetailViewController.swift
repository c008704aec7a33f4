//
//  MovieDetailViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import Reusable

final class MovieDetailViewController: UIViewController, StoryboardBased, ViewModelBased, Stepper {

    // MARK: - Outlets

    @IBOutlet private weak var synopsisLabel: UILabel!
    @IBOutlet private weak var castStackView: UIStackView!
    @IBOutlet private weak var watchedButton: UIButton!
    @IBOutlet private weak var relatedMovieButton: UIButton!

    // MARK: - Properties

    var viewModel: MovieDetailViewModel!

    /// Steps emitted directly by the screen (the "related movie" shortcut).
    let steps = PublishRelay<Step>()

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        synopsisLabel.text = viewModel.synopsis
        viewModel.casts.forEach { cast in
            let button = UIButton(type: .system)
            button.setTitle(cast.name, for: .normal)
            button.rx.tap
                .subscribe(onNext: { [unowned self] in
                    self.viewModel.pick(castId: cast.id)
                })
                .disposed(by: disposeBag)
            castStackView.addArrangedSubview(button)
        }

        watchedButton.rx.tap
            .subscribe(onNext: { [unowned self] in
                self.viewModel.markAsWatched()
                self.watchedButton.isEnabled = false
            })
            .disposed(by: disposeBag)

        relatedMovieButton.isHidden = viewModel.relatedMovieId == nil
        relatedMovieButton.rx.tap
            .compactMap { [unowned self] in self.viewModel.relatedMovieId }
            .map { movieId -> Step in AppStep.movieIsPicked(withId: movieId) }
            .bind(to: steps)
            .disposed(by: disposeBag)
    }

}
