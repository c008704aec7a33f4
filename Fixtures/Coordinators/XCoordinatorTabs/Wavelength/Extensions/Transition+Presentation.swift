import UIKit
import XCoordinator

extension Transition {
    /// The player and the signed-in app cover the whole screen.
    static func presentFullScreen(_ presentable: Presentable, animation: Animation? = nil) -> Transition {
        presentable.viewController?.modalPresentationStyle = .fullScreen
        return .present(presentable, animation: animation)
    }

    /// A one-button alert, for playback and network errors.
    static func alert(title: String, message: String) -> Transition {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return .present(alert)
    }
}
