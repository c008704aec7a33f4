//
//  WatchedViewModel.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class WatchedViewModel: ServicesViewModel, Stepper {

    typealias Services = HasMoviesService

    let steps = PublishRelay<Step>()

    var services: Services! {
        didSet {
            movies = services.moviesService.watched().map { MovieViewModel(movie: $0) }
        }
    }

    private(set) var movies = [MovieViewModel]()

    func pick(movieId: Int) {
        steps.accept(AppStep.movieIsPicked(withId: movieId))
    }

}
