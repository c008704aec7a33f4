import RxFlow

public enum CatalogStep: Step {
    case products
    case product(id: String)
    case reviews(productID: String)
    case filters
    case filtersAreDone
}
