//
//  MovieDeepLinkStepper.swift
//  Showtime
//

import Foundation
import RxSwift
import RxCocoa
import RxFlow

extension Notification.Name {
    /// Posted by the notification service extension and the universal link handler, `userInfo["movieId"]: Int`.
    static let showtimeOpenMovie = Notification.Name("ShowtimeOpenMovie")
}

final class MovieDeepLinkStepper: Stepper {

    let steps = PublishRelay<Step>()

    private let disposeBag = DisposeBag()

    init(center: NotificationCenter = .default) {
        center.rx.notification(.showtimeOpenMovie)
            .compactMap { $0.userInfo?["movieId"] as? Int }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [unowned self] movieId in
                self.steps.accept(AppStep.movieIsPicked(withId: movieId))
            })
            .disposed(by: disposeBag)
    }

}
