import Foundation

struct Product: Equatable {
    let id: Int
    let name: String
    let priceInCents: Int
}

struct Deal {
    let productId: Int
    let headline: String
}

final class CatalogService {
    private(set) var products: [Product] = [
        Product(id: 1, name: "Sourdough loaf", priceInCents: 450),
        Product(id: 2, name: "Free-range eggs (6)", priceInCents: 320),
        Product(id: 3, name: "Oat milk", priceInCents: 199),
    ]

    func product(withId id: Int) -> Product? {
        products.first { $0.id == id }
    }

    func todaysDeals() -> [Deal] {
        [Deal(productId: 2, headline: "Eggs: 2 for 1")]
    }
}

final class CartStore {
    private(set) var items: [Product] = []

    var totalInCents: Int { items.reduce(0) { $0 + $1.priceInCents } }

    func add(_ product: Product) { items.append(product) }
    func empty() { items.removeAll() }
}

final class AppSettings {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var hasCompletedOnboarding: Bool {
        get { defaults.bool(forKey: "larder.onboarded") }
        set { defaults.set(newValue, forKey: "larder.onboarded") }
    }

    var deliveryAddress: String? {
        get { defaults.string(forKey: "larder.address") }
        set { defaults.set(newValue, forKey: "larder.address") }
    }
}

/// Everything the screens need, built once by the scene delegate.
final class AppServices {
    let catalog = CatalogService()
    let cart = CartStore()
    let settings = AppSettings()
}
