import UIKit

/// Screens laid out as the initial view controller of a storyboard named after the class.
protocol StoryboardInstantiable: AnyObject {
    static var storyboardName: String { get }
}

extension StoryboardInstantiable where Self: UIViewController {
    static var storyboardName: String {
        String(describing: self)
    }

    static func instantiate() -> Self {
        let storyboard = UIStoryboard(name: storyboardName, bundle: Bundle(for: self))
        guard let viewController = storyboard.instantiateInitialViewController() as? Self else {
            fatalError("\(storyboardName).storyboard has no initial \(self)")
        }
        return viewController
    }
}
