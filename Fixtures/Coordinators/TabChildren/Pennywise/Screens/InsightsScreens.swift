import UIKit

final class InsightsDashboardViewController: UICollectionViewController {
    var onSelectCategory: ((Category) -> Void)?
    private let report: ReportBuilder.MonthReport

    init(report: ReportBuilder.MonthReport) {
        self.report = report
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Insights"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private var categories: [Category] {
        report.totals.keys.sorted { $0.name < $1.name }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        categories.count
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelectCategory?(categories[indexPath.item])
    }
}

final class CategoryTrendViewController: UIViewController {
    private let category: Category
    private let totals: [Decimal]

    init(category: Category, totals: [Decimal]) {
        self.category = category
        self.totals = totals
        super.init(nibName: nil, bundle: nil)
        title = category.name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: totals.map { total in
            let bar = UIView()
            bar.backgroundColor = .systemGreen
            bar.heightAnchor.constraint(equalToConstant: CGFloat(NSDecimalNumber(decimal: total).doubleValue)).isActive = true
            return bar
        })
        stack.axis = .horizontal
        stack.alignment = .bottom
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }
}
