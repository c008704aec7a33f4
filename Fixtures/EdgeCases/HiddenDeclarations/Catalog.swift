// Copy for the screens of Catalog (see Directory.swift).
struct CatalogCopy {
    static let title = "Welcome aboard"
    static let terms = "Terms of use"
}
