//
//  CastDetailViewController.swift
//  RxFlowDemo
//

import UIKit
import Reusable

final class CastDetailViewController: UIViewController, StoryboardBased, ViewModelBased {

    // MARK: - Outlets

    @IBOutlet private weak var pictureImageView: UIImageView!
    @IBOutlet private weak var biographyLabel: UILabel!
    @IBOutlet private weak var filmographyTableView: UITableView!

    // MARK: - Properties

    var viewModel: CastDetailViewModel!

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        biographyLabel.text = viewModel.biography
        pictureImageView.layer.cornerRadius = pictureImageView.bounds.width / 2
        filmographyTableView.dataSource = self
        filmographyTableView.delegate = self
    }

}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension CastDetailViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return viewModel.filmography.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FilmographyCell", for: indexPath)
        cell.textLabel?.text = viewModel.filmography[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.pick(movieId: viewModel.filmography[indexPath.row].id)
    }

}
