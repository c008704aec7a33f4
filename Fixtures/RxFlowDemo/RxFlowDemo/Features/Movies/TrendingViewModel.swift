//
//  TrendingViewModel.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class TrendingViewModel: ViewModel, Stepper {

    let steps = PublishRelay<Step>()

    let movies: Driver<[MovieViewModel]>

    init(withMoviesService moviesService: MoviesService) {
        movies = Driver.just(moviesService.trending().map { MovieViewModel(movie: $0) })
    }

    func pick(movieId: Int) {
        steps.accept(AppStep.movieIsPicked(withId: movieId))
    }

}
