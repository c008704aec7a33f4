import UIKit

final class WelcomeViewController: UIViewController {}
