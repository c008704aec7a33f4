//
//  InfoViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxController

struct InfoEvent {
    static let name = RxControllerEvent.identifier()
    static let number = RxControllerEvent.identifier()
}

class InfoViewModel: BaseViewModel {

    let nameViewModel = NameViewModel()
    let numberViewModel = NumberViewModel()

    override init(userManager: UserManager = .shared) {
        super.init(userManager: userManager)

        addChild(nameViewModel)
        addChild(numberViewModel)

        userManager.userRelay
            .map { $0?.displayName }
            .subscribe(onNext: { [unowned self] in
                self.events.accept(InfoEvent.name.event($0))
            })
            .disposed(by: disposeBag)
    }

    var title: Observable<String?> {
        return Observable.combineLatest(
            userManager.userRelay.map { $0?.displayName ?? "Info" },
            events.unwrappedValue(of: InfoEvent.number, type: Int.self).startWith(0)
        ).map { name, number -> String? in
            number > 0 ? "\(name) · No. \(number)" : name
        }
    }

}
