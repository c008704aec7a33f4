import UIKit

final class MainScreenViewController: UITableViewController {
    var viewModel: MainScreenViewModel!

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectedItem(index: indexPath.row)
    }
}
