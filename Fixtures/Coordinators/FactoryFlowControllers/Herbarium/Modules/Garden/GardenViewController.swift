import UIKit

final class GardenViewController: UITableViewController {
    var viewModel: GardenViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plant")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.viewModel.perform(.addPlant)
        })
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "calendar"), primaryAction: UIAction { [weak self] _ in
                self?.viewModel.perform(.calendar)
            }),
            UIBarButtonItem(image: UIImage(systemName: "gearshape"), primaryAction: UIAction { [weak self] _ in
                self?.viewModel.perform(.settings)
            }),
        ]
        viewModel.onChange = { [weak self] in
            self?.title = self?.viewModel.title
            self?.tableView.reloadData()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.load()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plant", for: indexPath)
        let plant = viewModel.plants[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = plant.nickname
        content.secondaryText = plant.species.commonName
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectedPlant(index: indexPath.row)
    }
}
