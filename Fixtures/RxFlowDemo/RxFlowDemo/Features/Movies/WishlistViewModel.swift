//
//  WishlistViewModel.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

final class WishlistViewModel: ServicesViewModel, Stepper {

    typealias Services = HasMoviesService

    let steps = PublishRelay<Step>()

    var services: Services! {
        didSet {
            movies = services.moviesService.wishlist().map(MovieViewModel.init(movie:))
        }
    }

    private(set) var movies = [MovieViewModel]()

    func pick(movieId: Int) {
        steps.accept(AppStep.movieIsPicked(withId: movieId))
    }

}
