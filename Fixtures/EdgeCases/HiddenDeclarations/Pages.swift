import UIKit

enum Pages {
    static func welcome() -> WelcomeViewController {
        return WelcomeViewController()
    }

    static let terms = TermsViewController()
}
