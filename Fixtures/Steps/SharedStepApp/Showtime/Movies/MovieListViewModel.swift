//
//  MovieListViewModel.swift
//  Showtime
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class MovieListViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let movies = BehaviorRelay<[Movie]>(value: [])

    private let moviesService: MoviesService
    private let disposeBag = DisposeBag()

    init(moviesService: MoviesService) {
        self.moviesService = moviesService
    }

    func refresh() {
        moviesService.nowPlaying()
            .subscribe(onSuccess: { [unowned self] movies in
                self.movies.accept(movies)
            })
            .disposed(by: disposeBag)
    }

    func pick(movie: Movie) {
        steps.accept(AppStep.movieIsPicked(withId: movie.id))
    }

    /// The gear button in the navigation bar of the movie list.
    func openSettings() {
        steps.accept(AppStep.settingsAreRequired)
    }

}
