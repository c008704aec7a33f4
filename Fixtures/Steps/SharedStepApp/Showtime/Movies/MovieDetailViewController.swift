//
//  MovieDetailViewController.swift
//  Showtime
//

import UIKit
import RxSwift
import RxCocoa

final class MovieDetailViewController: UIViewController {

    private let castTableView = UITableView(frame: .zero, style: .insetGrouped)

    private let viewModel: MovieDetailViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: MovieDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        title = viewModel.title
        navigationItem.largeTitleDisplayMode = .never

        // The trailer button was removed in 2.4 while the studio licences are renegotiated.

        castTableView.frame = view.bounds
        castTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        castTableView.register(UITableViewCell.self, forCellReuseIdentifier: "CastCell")
        view.addSubview(castTableView)

        Observable.just(viewModel.cast)
            .bind(to: castTableView.rx.items(cellIdentifier: "CastCell")) { _, member, cell in
                cell.textLabel?.text = member.name
            }
            .disposed(by: disposeBag)

        castTableView.rx.modelSelected(CastMember.self)
            .subscribe(onNext: { [unowned self] member in self.viewModel.pick(castMember: member) })
            .disposed(by: disposeBag)
    }

}
