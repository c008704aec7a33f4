import Foundation

struct Podcast: Hashable {
    let id: String
    let title: String
    let author: String
}

struct Episode: Hashable {
    let id: String
    let podcastID: String
    let title: String
    let duration: TimeInterval
    let audioURL: URL

    var shareURL: URL {
        URL(string: "https://wavelength.example/e/\(id)")!
    }
}

final class PodcastLibrary {
    static let shared = PodcastLibrary()

    private(set) var subscriptions: [Podcast] = []
    private(set) var latest: [Episode] = []
    private(set) var queue: [Episode] = []
    private(set) var downloaded: [Episode] = []

    func podcast(id: String) -> Podcast? {
        subscriptions.first { $0.id == id }
    }

    func enqueue(_ episode: Episode) {
        queue.append(episode)
    }

    func search(_ query: String) -> [Podcast] {
        subscriptions.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }
}

final class AccountService {
    static let shared = AccountService()
    private(set) var isSignedIn = false

    func signIn(email: String, password: String, completion: @escaping (Bool) -> Void) {
        isSignedIn = !email.isEmpty && !password.isEmpty
        completion(isSignedIn)
    }
}
