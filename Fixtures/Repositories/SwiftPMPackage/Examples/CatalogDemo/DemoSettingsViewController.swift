import UIKit

final class DemoSettingsViewController: UIViewController {
}
