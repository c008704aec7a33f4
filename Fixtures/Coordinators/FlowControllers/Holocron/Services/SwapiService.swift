import Foundation

struct Person: Decodable {
    let name: String
    let url: URL
}

struct Film: Decodable {
    let title: String
}

final class SwapiService {
    func people(page: Int, completion: @escaping (Result<[Person], Error>) -> Void) {}
    func films(completion: @escaping (Result<[Film], Error>) -> Void) {}
}
