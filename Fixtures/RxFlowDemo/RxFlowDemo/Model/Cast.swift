//
//  Cast.swift
//  RxFlowDemo
//

import Foundation

struct Cast: Equatable {
    let id: Int
    let name: String
    let birthYear: Int
    let biography: String
    let pictureName: String
}

extension Cast {

    static let catalog: [Cast] = [
        Cast(id: 1, name: "Nora Lind", birthYear: 1984, biography: "Stage actress turned film lead.", pictureName: "cast_nora"),
        Cast(id: 2, name: "Tomas Ekwueme", birthYear: 1979, biography: "Known for quiet, precise roles.", pictureName: "cast_tomas"),
        Cast(id: 3, name: "Ines Carvalho", birthYear: 1992, biography: "Began her career in short films.", pictureName: "cast_ines"),
        Cast(id: 4, name: "Piotr Halas", birthYear: 1968, biography: "Veteran character actor.", pictureName: "cast_piotr")
    ]

}
