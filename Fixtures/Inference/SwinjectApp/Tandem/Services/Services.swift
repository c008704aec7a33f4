//
//  Services.swift
//  Tandem
//

import Foundation

final class APIClient {

    let baseURL: URL
    private let session = URLSession(configuration: .default)

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func prefetchComments(postID: String) {
        // HomeViewController
        _ = self.session.dataTask(with: self.baseURL.appendingPathComponent("posts/\(postID)/comments"))
    }
}

final class SessionStore {

    private(set) var currentUserID: String?
    var isOnboarded: Bool {
        return UserDefaults.standard.bool(forKey: "onboarded")
    }

    init(api: APIClient) {
        self.currentUserID = UserDefaults.standard.string(forKey: "userID")
    }
}
