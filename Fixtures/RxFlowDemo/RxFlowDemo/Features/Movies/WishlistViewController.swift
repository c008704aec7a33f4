//
//  WishlistViewController.swift
//  RxFlowDemo
//

import UIKit
import Reusable

final class WishlistViewController: UIViewController, StoryboardBased, ViewModelBased {

    // MARK: - Outlets

    @IBOutlet private weak var collectionView: UICollectionView!

    // MARK: - Properties

    var viewModel: WishlistViewModel!

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        collectionView.register(cellType: MovieCollectionViewCell.self)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

}

// MARK: - UICollectionViewDataSource

extension WishlistViewController: UICollectionViewDataSource {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return viewModel.movies.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(for: indexPath, cellType: MovieCollectionViewCell.self)
        cell.configure(with: viewModel.movies[indexPath.item])
        return cell
    }

}

// MARK: - UICollectionViewDelegate

extension WishlistViewController: UICollectionViewDelegate {

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        viewModel.pick(movieId: viewModel.movies[indexPath.item].id)
    }

}
