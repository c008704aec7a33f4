import UIKit

protocol ProfileCoordinatorDelegate: AnyObject {
    func profileCoordinatorDidSignOut(_ coordinator: ProfileCoordinator)
}

final class ProfileCoordinator: NavigationFlow {
    var childCoordinators: [Coordinator] = []
    weak var delegate: ProfileCoordinatorDelegate?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = ProfileViewModel(session: SessionStore.shared)
        viewModel.coordinator = self
        let profile = ProfileViewController(viewModel: viewModel)
        navigationController.setViewControllers([profile], animated: false)
    }

    func editProfile() {
        let editor = EditProfileCoordinator(presenter: navigationController)
        editor.onFinish = { [weak self, weak editor] in
            guard let editor else { return }
            self?.removeChildCoordinator(editor)
        }
        coordinate(to: editor)
    }

    func signOut() {
        delegate?.profileCoordinatorDidSignOut(self)
    }
}
