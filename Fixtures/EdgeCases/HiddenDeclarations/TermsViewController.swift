import UIKit

final class TermsViewController: UIViewController {}
