//
//  MovieDetailViewModel.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class MovieDetailViewModel: ServicesViewModel, Stepper {

    typealias Services = HasMoviesService

    let steps = PublishRelay<Step>()

    var services: Services!

    private let movieId: Int

    init(withMovieId movieId: Int) {
        self.movieId = movieId
    }

    // MARK: - Outputs

    private var movie: Movie? {
        return services.moviesService.movie(forId: movieId)
    }

    var title: String {
        return movie?.title ?? ""
    }

    var synopsis: String {
        return movie?.synopsis ?? ""
    }

    var casts: [Cast] {
        guard let movie = movie else { return [] }
        return services.moviesService.casts(for: movie)
    }

    var relatedMovieId: Int? {
        guard let firstCast = casts.first else { return nil }
        return services.moviesService.movies(for: firstCast).first { $0.id != movieId }?.id
    }

    // MARK: - Inputs

    func markAsWatched() {
        services.moviesService.markAsWatched(movieId: movieId)
    }

    func pick(castId: Int) {
        steps.accept(AppStep.castIsPicked(withId: castId))
    }

}
