//
//  Movie.swift
//  RxFlowDemo
//

import Foundation

struct Movie: Equatable {
    let id: Int
    let title: String
    let year: Int
    let director: String
    let synopsis: String
    let posterName: String
    let popularity: Double
    let castIds: [Int]
    var watched: Bool
}

extension Movie {

    static let catalog: [Movie] = [
        Movie(id: 1, title: "The Silent Harbour", year: 2011, director: "M. Reyes",
              synopsis: "A lighthouse keeper finds a letter that was never sent.",
              posterName: "poster_harbour", popularity: 7.4, castIds: [1, 2], watched: false),
        Movie(id: 2, title: "Paper Satellites", year: 2016, director: "J. Okafor",
              synopsis: "Two kids build a radio telescope out of junk.",
              posterName: "poster_satellites", popularity: 8.1, castIds: [2, 3], watched: true),
        Movie(id: 3, title: "Northbound", year: 2019, director: "L. Varga",
              synopsis: "A road trip across a country that is slowly freezing.",
              posterName: "poster_northbound", popularity: 6.9, castIds: [1, 3, 4], watched: false)
    ]

}
