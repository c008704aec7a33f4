//
//  AppServices.swift
//  Showtime
//

import Foundation
import RxSwift

struct Movie: Equatable {
    let id: Int
    let title: String
    let releaseDate: Date
    let castIds: [Int]
}

struct CastMember: Equatable {
    let id: Int
    let name: String
    let filmography: [Movie]
}

final class AppServices {
    let session = SessionService()
    let movies = MoviesService()
}

final class SessionService {

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var isLoggedIn: Bool {
        return defaults.string(forKey: "session.token") != nil
    }

    func logIn(email: String, password: String) -> Single<String> {
        let token = UUID().uuidString
        defaults.set(token, forKey: "session.pendingToken")
        return .just(token).delay(.milliseconds(300), scheduler: MainScheduler.instance)
    }

    func saveCredentials() -> Completable {
        return Completable.create { [defaults] completable in
            defaults.set(defaults.string(forKey: "session.pendingToken"), forKey: "session.token")
            completable(.completed)
            return Disposables.create()
        }
    }

    func logOut() {
        defaults.removeObject(forKey: "session.token")
    }

}

final class MoviesService {

    private var catalog: [Int: Movie] = [:]
    private var people: [Int: CastMember] = [:]

    func nowPlaying() -> Single<[Movie]> {
        return .just(catalog.values.sorted { $0.releaseDate > $1.releaseDate })
    }

    func movie(withId id: Int) -> Movie? {
        return catalog[id]
    }

    func castMember(withId id: Int) -> CastMember? {
        return people[id]
    }

}
