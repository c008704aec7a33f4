import UIKit

protocol OnboardingCoordinatorDelegate: AnyObject {
    func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator)
}

final class OnboardingCoordinator: NavigationFlow {
    var childCoordinators: [Coordinator] = []
    weak var delegate: OnboardingCoordinatorDelegate?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.delegate = self
        navigationController.setViewControllers([welcome], animated: false)
    }

    func showSignIn() {
        let viewModel = SignInViewModel(auth: AuthService())
        viewModel.didSignIn = { [weak self] in
            self?.showPermissions()
        }
        let signIn = SignInViewController(viewModel: viewModel)
        navigationController.pushViewController(signIn, animated: true)
    }

    private func showPermissions() {
        let permissions = LocationPermissionViewController()
        permissions.onDone = { [weak self] in
            guard let self else { return }
            self.delegate?.onboardingCoordinatorDidFinish(self)
        }
        navigationController.pushViewController(permissions, animated: true)
    }
}

extension OnboardingCoordinator: WelcomeViewControllerDelegate {
    func welcomeViewControllerDidTapContinue(_ viewController: WelcomeViewController) {
        showSignIn()
    }
}
