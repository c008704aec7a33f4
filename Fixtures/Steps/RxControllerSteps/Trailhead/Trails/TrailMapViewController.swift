//
//  TrailMapViewController.swift
//  Trailhead
//

import UIKit
import MapKit
import RxSwift
import RxCocoa
import RxFlow
import RxController

class TrailMapViewModel: RxViewModel {

    private let trailId: Int
    private let store: TrailStore

    init(trailId: Int, store: TrailStore = .shared) {
        self.trailId = trailId
        self.store = store
        super.init()
    }

    var path: [CLLocationCoordinate2D] {
        return store.trail(withId: trailId)?.path ?? []
    }

    func close() {
        steps.accept(TrailsStep.close)
    }

}

class TrailMapViewController: RxViewController<TrailMapViewModel> {

    private let mapView = MKMapView()
    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()

        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.showsUserLocation = true
        view.addSubview(mapView)

        closeButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(closeButton)
        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            closeButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
        ])

        let line = MKPolyline(coordinates: viewModel.path, count: viewModel.path.count)
        mapView.addOverlay(line)
        mapView.setVisibleMapRect(line.boundingMapRect, animated: false)

        closeButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.close() })
            .disposed(by: disposeBag)
    }

}
