/// The onboarding screens, built in one place.
enum Catalog {
    static let welcome = Pages.welcome()
    static let terms = Pages.terms
}
