import UIKit

final class CityListViewController: UITableViewController {
}
