//
//  NameViewModel.swift
//  RxControllerExample
//

import RxSwift
import RxCocoa
import RxController

struct NameEvent {
    static let firstName = RxControllerEvent.identifier()
}

class NameViewModel: BaseViewModel {

    let firstNameViewModel = FirstNameViewModel()
    let lastNameViewModel = LastNameViewModel()

    override init(userManager: UserManager = .shared) {
        super.init(userManager: userManager)

        addChild(firstNameViewModel)
        addChild(lastNameViewModel)
    }

    override func prepareForParentEvents() {
        // The info screen sends the full name; the first name label only needs its first word.
        forward(parentEvent: InfoEvent.name, toEvent: NameEvent.firstName, flatMapLatest: { (name: String?) -> Observable<String?> in
            .just(name?.components(separatedBy: " ").first)
        })
    }

}
