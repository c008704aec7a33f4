//
//  CastDetailViewModel.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class CastDetailViewModel: ServicesViewModel, Stepper {

    typealias Services = HasMoviesService

    let steps = PublishRelay<Step>()

    var services: Services!

    private let castId: Int

    init(withCastId castId: Int) {
        self.castId = castId
    }

    // MARK: - Outputs

    private var cast: Cast? {
        return services.moviesService.cast(forId: castId)
    }

    var name: String {
        return cast?.name ?? ""
    }

    var biography: String {
        return cast?.biography ?? ""
    }

    var filmography: [MovieViewModel] {
        guard let cast = cast else { return [] }
        return services.moviesService.movies(for: cast).map { MovieViewModel(movie: $0) }
    }

    // MARK: - Inputs

    func pick(movieId: Int) {
        steps.accept(AppStep.movieIsPicked(withId: movieId))
    }

}
