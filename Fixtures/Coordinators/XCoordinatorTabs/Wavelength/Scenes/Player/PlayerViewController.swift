import AVFoundation
import UIKit

final class PlayerViewController: UIViewController {
    private let episode: Episode
    private let player: AVPlayer

    init(episode: Episode) {
        self.episode = episode
        self.player = AVPlayer(url: episode.audioURL)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in
            self?.player.pause()
            self?.dismiss(animated: true)
        })
        close.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(close)
        NSLayoutConstraint.activate([
            close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            close.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.play()
    }
}
