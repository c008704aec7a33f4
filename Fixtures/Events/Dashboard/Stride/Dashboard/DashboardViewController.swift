//
//  DashboardViewController.swift
//  Stride
//

import UIKit
import RxSwift
import RxCocoa
import RxController

class DashboardViewController: RxViewController<DashboardViewModel> {

    // MARK: - Child view controllers

    private lazy var greetingViewController = GreetingViewController(viewModel: GreetingViewModel())
    private lazy var statsViewController = StatsViewController(viewModel: StatsViewModel())
    private lazy var activityViewController = ActivityViewController(viewModel: ActivityViewModel())

    /// Built by DashboardFlow from the current campaign.
    private let promoViewController: UIViewController

    // MARK: - Views

    private let scrollView = UIScrollView()
    private let refreshControl = UIRefreshControl()
    private let periodControl = UISegmentedControl(items: ["Week", "Month"])

    private let stackView: UIStackView = {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.spacing = 16
        return stackView
    }()

    private let greetingView = UIView()
    private let promoView = UIView()
    private let statsView = UIView()
    private let activityView = UIView()

    // MARK: - Init

    init(viewModel: DashboardViewModel, promoViewController: UIViewController) {
        self.promoViewController = promoViewController
        super.init(viewModel: viewModel)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        periodControl.selectedSegmentIndex = 0
        scrollView.refreshControl = refreshControl

        view.addSubview(scrollView)
        scrollView.addSubview(stackView)
        [greetingView, promoView, periodControl, statsView, activityView].forEach {
            stackView.addArrangedSubview($0)
        }
        layoutViews()

        addChild(greetingViewController, to: greetingView)
        addChild(promoViewController, to: promoView)
        addChild(statsViewController, to: statsView)
        addChild(activityViewController, to: activityView)

        bind()
        viewModel.load()
    }

    // MARK: - Private

    private func layoutViews() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            statsView.heightAnchor.constraint(equalToConstant: 260),
            activityView.heightAnchor.constraint(equalToConstant: 320)
        ])
    }

    private func bind() {
        viewModel.title.bind(to: rx.title).disposed(by: disposeBag)
        viewModel.isPromoHidden.bind(to: promoView.rx.isHidden).disposed(by: disposeBag)

        periodControl.rx.selectedSegmentIndex
            .subscribe(onNext: { [unowned self] in
                self.viewModel.pick(periodAt: $0)
            })
            .disposed(by: disposeBag)

        refreshControl.rx.controlEvent(.valueChanged)
            .subscribe(onNext: { [unowned self] in
                self.viewModel.pullToRefresh()
                self.refreshControl.endRefreshing()
            })
            .disposed(by: disposeBag)
    }

}
