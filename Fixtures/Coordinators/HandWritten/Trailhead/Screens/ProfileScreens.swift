import UIKit

final class ProfileViewModel {
    weak var coordinator: ProfileCoordinator?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func edit() {
        coordinator?.editProfile()
    }

    func signOut() {
        session.signOut()
        coordinator?.signOut()
    }
}

final class ProfileViewController: UIViewController {
    private let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class EditProfileViewModel {
    var onPickAvatar: (() -> Void)?
    var onDone: (() -> Void)?

    init(session: SessionStore) {}
}

final class EditProfileViewController: UIViewController {
    private let viewModel: EditProfileViewModel

    init(viewModel: EditProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AvatarCropViewController: UIViewController {
    init(image: UIImage) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
