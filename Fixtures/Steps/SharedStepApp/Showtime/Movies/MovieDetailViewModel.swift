//
//  MovieDetailViewModel.swift
//  Showtime
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class MovieDetailViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let movie: Movie?
    let cast: [CastMember]

    init(movieId: Int, moviesService: MoviesService) {
        let movie = moviesService.movie(withId: movieId)
        self.movie = movie
        self.cast = (movie?.castIds ?? []).compactMap { moviesService.castMember(withId: $0) }
    }

    var title: String {
        return movie?.title ?? "Movie"
    }

    func pick(castMember: CastMember) {
        steps.accept(AppStep.castIsPicked(withId: castMember.id))
    }

}
