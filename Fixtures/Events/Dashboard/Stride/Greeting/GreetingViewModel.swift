//
//  GreetingViewModel.swift
//  Stride
//

import Foundation
import RxSwift
import RxCocoa
import RxController

class GreetingViewModel: RxViewModel {

    private let nameRelay = BehaviorRelay<String?>(value: nil)

    override init() {
        super.init()

        parentEvents.unwrappedValue(of: DashboardEvent.userName, type: String.self)
            .subscribe(onNext: { [unowned self] in
                self.nameRelay.accept($0)
            })
            .disposed(by: disposeBag)
    }

    var greeting: Observable<String?> {
        return nameRelay.map { name in
            let hour = Calendar.current.component(.hour, from: Date())
            let salutation = hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening"
            guard let name = name else {
                return salutation
            }
            return "\(salutation), \(name)"
        }
    }

}
