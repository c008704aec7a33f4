//
//  Gallery.swift
//  Gallery
//

import UIKit
import AVKit
import RxSwift
import RxController

struct Photo: Hashable {
    let id: String
    let url: URL
}

final class GalleryViewModel: BaseViewModel {}
final class PhotoListViewModel: ListViewModel<Photo> {}
final class PhotoGridViewModel: BaseViewModel {}

final class GalleryViewController: BaseViewController<GalleryViewModel> {

    private let photoList = PhotoListViewController(viewModel: PhotoListViewModel())
    private let grid: PhotoGrid = PhotoGrid(viewModel: PhotoGridViewModel())
    private let gridContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(photoList)
        addChild(grid, to: gridContainer)
    }
}

final class PhotoListViewController: ListViewController<Photo, PhotoListViewModel> {}

final class PhotoGrid: BaseViewController<PhotoGridViewModel> {}

final class VideoPlayer: AVPlayerViewController {

    convenience init(url: URL) {
        self.init()
        player = AVPlayer(url: url)
    }
}
