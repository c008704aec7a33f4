//
//  TrailHeaderViewController.swift
//  Trailhead
//

import UIKit
import MapKit
import RxSwift
import RxCocoa
import RxFlow
import RxController

/// The map preview at the top of a trail, with its two buttons. Lives inside TrailDetailViewController;
/// its steps reach the flow through the parent's view model.
class TrailHeaderViewModel: RxViewModel {

    private let trailId: Int
    private let store: TrailStore

    init(trailId: Int, store: TrailStore) {
        self.trailId = trailId
        self.store = store
        super.init()
    }

    var path: [CLLocationCoordinate2D] {
        return store.trail(withId: trailId)?.path ?? []
    }

    func showMap() {
        steps.accept(TrailsStep.mapIsRequired(trailId: trailId))
    }

    func share() {
        steps.accept(TrailsStep.shareIsRequired(trailId: trailId))
    }

}

class TrailHeaderViewController: RxViewController<TrailHeaderViewModel> {

    private let mapView: MKMapView = {
        let mapView = MKMapView()
        mapView.isScrollEnabled = false
        mapView.isZoomEnabled = false
        return mapView
    }()

    private let expandButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()

        expandButton.setImage(UIImage(systemName: "arrow.up.left.and.arrow.down.right"), for: .normal)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)

        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)

        let buttons = UIStackView(arrangedSubviews: [shareButton, expandButton])
        buttons.spacing = 12
        buttons.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor)
        ])

        let line = MKPolyline(coordinates: viewModel.path, count: viewModel.path.count)
        mapView.addOverlay(line)
        mapView.setVisibleMapRect(line.boundingMapRect, edgePadding: UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24), animated: false)

        expandButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.showMap() })
            .disposed(by: disposeBag)

        shareButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.share() })
            .disposed(by: disposeBag)
    }

}
