import UIKit

final class OnboardingViewController: UIViewController {
    var onGetStarted: (() -> Void)?

    private let titleLabel = UILabel()
    private let getStartedButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Groceries from the shop round the corner, in an hour."
        titleLabel.numberOfLines = 0
        titleLabel.font = .preferredFont(forTextStyle: .title1)

        getStartedButton.setTitle("Get started", for: .normal)
        getStartedButton.addTarget(self, action: #selector(getStartedTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [titleLabel, getStartedButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    @objc private func getStartedTapped() {
        onGetStarted?()
    }
}
