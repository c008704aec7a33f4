import UIKit

enum AddPlantFactory {
    static func showIn(viewController presenter: UIViewController, dependencyManager: DependencyManager) {
        let storyboard = UIStoryboard(name: "AddPlant", bundle: nil)
        let vc = storyboard.instantiateViewController(withIdentifier: "AddPlantViewController") as! AddPlantViewController
        let fc = AddPlantFlowController(viewController: vc, dependencyManager: dependencyManager)
        vc.viewModel = AddPlantViewModel(flowController: fc, plantStore: dependencyManager.plantStore)
        let navigationController = UINavigationController(rootViewController: vc)
        presenter.present(navigationController, animated: true)
    }
}

final class AddPlantFlowController {
    private weak var viewController: UIViewController?
    private let dependencyManager: DependencyManager

    init(viewController: UIViewController, dependencyManager: DependencyManager) {
        self.viewController = viewController
        self.dependencyManager = dependencyManager
    }

    func chooseSpecies(onPick: @escaping (Species) -> Void) {
        guard let navigationController = viewController?.navigationController else { return }
        SpeciesPickerFactory.pushIn(navigationController, catalog: dependencyManager.speciesCatalog, onPick: onPick)
    }

    func takePhoto(delegate: UIImagePickerControllerDelegate & UINavigationControllerDelegate) {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.delegate = delegate
        viewController?.present(picker, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}

final class AddPlantViewModel {
    var nickname = ""
    private(set) var species: Species?
    var onChange: (() -> Void)?

    private let flowController: AddPlantFlowController
    private let plantStore: PlantStore

    init(flowController: AddPlantFlowController, plantStore: PlantStore) {
        self.flowController = flowController
        self.plantStore = plantStore
    }

    var canSave: Bool { !nickname.isEmpty && species != nil }

    func pickSpecies() {
        flowController.chooseSpecies { [weak self] species in
            self?.species = species
            self?.onChange?()
        }
    }

    func addPhoto(delegate: UIImagePickerControllerDelegate & UINavigationControllerDelegate) {
        flowController.takePhoto(delegate: delegate)
    }

    func save() {
        guard let species else { return }
        plantStore.save(Plant(id: UUID().uuidString, nickname: nickname, species: species, lastWatered: nil))
        flowController.close()
    }

    func cancel() {
        flowController.close()
    }
}

/// Scene "AddPlantViewController" in AddPlant.storyboard.
final class AddPlantViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    @IBOutlet private weak var nicknameField: UITextField!
    @IBOutlet private weak var speciesButton: UIButton!
    @IBOutlet private weak var photoView: UIImageView!
    @IBOutlet private weak var saveButton: UIBarButtonItem!

    var viewModel: AddPlantViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.onChange = { [weak self] in self?.render() }
        render()
    }

    private func render() {
        speciesButton.setTitle(viewModel.species?.commonName ?? "Choose species", for: .normal)
        saveButton.isEnabled = viewModel.canSave
    }

    @IBAction private func nicknameChanged(_ sender: UITextField) {
        viewModel.nickname = sender.text ?? ""
        render()
    }

    @IBAction private func speciesTapped(_ sender: UIButton) {
        viewModel.pickSpecies()
    }

    @IBAction private func photoTapped(_ sender: UIButton) {
        viewModel.addPhoto(delegate: self)
    }

    @IBAction private func saveTapped(_ sender: UIBarButtonItem) {
        viewModel.save()
    }

    @IBAction private func cancelTapped(_ sender: UIBarButtonItem) {
        viewModel.cancel()
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        photoView.image = info[.originalImage] as? UIImage
        picker.dismiss(animated: true)
    }
}
