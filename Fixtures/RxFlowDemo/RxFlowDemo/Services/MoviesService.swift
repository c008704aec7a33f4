//
//  MoviesService.swift
//  RxFlowDemo
//

import Foundation

final class MoviesService {

    private var movies: [Movie] = Movie.catalog
    private let casts: [Cast] = Cast.catalog

    // MARK: - Movies

    func wishlist() -> [Movie] {
        return movies.filter { !$0.watched }
    }

    func watched() -> [Movie] {
        return movies.filter { $0.watched }
    }

    func trending() -> [Movie] {
        return movies.sorted { $0.popularity > $1.popularity }.prefix(10).map { $0 }
    }

    func movie(forId id: Int) -> Movie? {
        return movies.first { $0.id == id }
    }

    func markAsWatched(movieId: Int) {
        guard let index = movies.firstIndex(where: { $0.id == movieId }) else { return }
        movies[index].watched = true
    }

    // MARK: - Casts

    func cast(forId id: Int) -> Cast? {
        return casts.first { $0.id == id }
    }

    func casts(for movie: Movie) -> [Cast] {
        return casts.filter { movie.castIds.contains($0.id) }
    }

    func movies(for cast: Cast) -> [Movie] {
        return movies.filter { $0.castIds.contains(cast.id) }
    }

}
