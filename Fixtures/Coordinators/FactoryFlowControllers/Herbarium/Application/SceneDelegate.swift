import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let dependencyManager = DependencyManager()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let garden = GardenFactory.create(dependencyManager: dependencyManager)
        window.rootViewController = UINavigationController(rootViewController: garden)
        window.makeKeyAndVisible()
        self.window = window
    }

    /// herbarium://plant/<id> opens one plant on top of whatever is on screen.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, url.host == "plant",
              let plant = dependencyManager.plantStore.plant(id: url.lastPathComponent),
              let navigationController = window?.rootViewController as? UINavigationController
        else { return }
        PlantDetailFactory.pushIn(navigationController, plant: plant, dependencyManager: dependencyManager)
    }
}
