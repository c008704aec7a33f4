import UIKit

/// A horizontally scrolling strip of deals, embedded by the shop's home screen.
final class DealsCarouselViewController: UICollectionViewController {
    var onSelect: ((Deal) -> Void)?

    private let deals: [Deal]

    init(deals: [Deal]) {
        self.deals = deals
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 260, height: 140)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "deal")
        collectionView.showsHorizontalScrollIndicator = false
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        deals.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "deal", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = deals[indexPath.item].headline
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(deals[indexPath.item])
    }
}
