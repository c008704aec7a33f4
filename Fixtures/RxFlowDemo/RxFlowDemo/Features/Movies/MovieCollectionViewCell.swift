//
//  MovieCollectionViewCell.swift
//  RxFlowDemo
//

import UIKit
import Reusable

final class MovieCollectionViewCell: UICollectionViewCell, NibReusable {

    @IBOutlet private weak var posterImageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var subtitleLabel: UILabel!

    override func prepareForReuse() {
        super.prepareForReuse()
        posterImageView.image = nil
    }

    func configure(with movie: MovieViewModel) {
        posterImageView.image = movie.image
        titleLabel.text = movie.title
        subtitleLabel.text = movie.subtitle
    }

}
