//
//  User.swift
//  RxControllerExample
//

import Foundation

struct User: Codable, Equatable {
    let id: Int
    let firstName: String
    let lastName: String

    var displayName: String {
        return "\(firstName) \(lastName)"
    }
}

extension User {

    static let samples: [User] = [
        User(id: 1, firstName: "Ada", lastName: "Lovelace"),
        User(id: 2, firstName: "Alan", lastName: "Turing"),
        User(id: 3, firstName: "Grace", lastName: "Hopper")
    ]

}
