import UIKit

/// A modal flow on a navigation controller of its own.
final class EditProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    private let presenter: UIViewController
    private var navigationController: UINavigationController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let viewModel = EditProfileViewModel(session: SessionStore.shared)
        viewModel.onPickAvatar = { [weak self] in self?.pickAvatar() }
        viewModel.onDone = { [weak self] in self?.finish() }
        let editor = EditProfileViewController(viewModel: viewModel)
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .formSheet
        navigationController = navigation
        presenter.present(navigation, animated: true)
    }

    private func pickAvatar() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        navigationController?.present(picker, animated: true)
    }

    func crop(_ image: UIImage) {
        let cropper = AvatarCropViewController(image: image)
        navigationController?.pushViewController(cropper, animated: true)
    }

    private func finish() {
        presenter.dismiss(animated: true)
        onFinish?()
    }
}
