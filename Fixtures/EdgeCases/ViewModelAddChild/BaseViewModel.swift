//
//  BaseViewModel.swift
//  Dashboard
//

import RxSwift
import RxCocoa
import RxController

class BaseViewModel: RxViewModel {
    let disposeBag = DisposeBag()
}
