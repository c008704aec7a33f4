//
//  Session.swift
//  Marketplace
//

import Foundation

final class Session {

    fileprivate(set) var token: String?

    func clear() {
        token = nil
    }
}
