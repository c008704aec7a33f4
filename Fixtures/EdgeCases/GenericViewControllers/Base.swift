//
//  Base.swift
//  Gallery
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class BaseViewModel: RxViewModel {
    let isLoading = BehaviorRelay<Bool>(value: false)
}

class ListViewModel<Item>: BaseViewModel {
    let items = BehaviorRelay<[Item]>(value: [])
}

class BaseViewController<VM: BaseViewModel>: RxViewController<VM> {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

class ListViewController<Item, VM: ListViewModel<Item>>: BaseViewController<VM> where Item: Hashable {

    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }
}
