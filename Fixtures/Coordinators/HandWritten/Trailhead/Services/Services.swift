import UIKit

struct Trail {
    let id: String
    let name: String
}

struct HikeSummary {
    let distance: Double
}

/// A photo or a video of a trail; each makes the screen that shows it.
struct GalleryItem {
    let url: URL

    func makeViewController() -> UIViewController {
        UIViewController()
    }
}

final class SessionStore {
    static let shared = SessionStore()
    private(set) var isSignedIn = false

    func markSignedIn() { isSignedIn = true }
    func signOut() { isSignedIn = false }
}

final class AuthService {
    func signIn(email: String, password: String, completion: @escaping (Bool) -> Void) {
        completion(!email.isEmpty && !password.isEmpty)
    }
}

final class TrailService {
    func trails() -> [Trail] { [] }
}

/// Not a coordinator: it has a `start()`, but neither its name nor its conformances make it one.
final class LocationTracker {
    func start() {}
    func stop() {}
}

/// Not a coordinator either: named like one, but it neither conforms to `Coordinator` nor has a `start()`.
final class AnalyticsCoordinator {
    func track(_ event: String) {}
}
