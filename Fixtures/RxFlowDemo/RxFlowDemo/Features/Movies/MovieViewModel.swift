//
//  MovieViewModel.swift
//  RxFlowDemo
//

import UIKit

/// Display model for a movie cell.
struct MovieViewModel {
    let id: Int
    let title: String
    let subtitle: String
    let image: UIImage?

    init(movie: Movie) {
        self.id = movie.id
        self.title = movie.title
        self.subtitle = "\(movie.year) • \(movie.director)"
        self.image = UIImage(named: movie.posterName)
    }
}
