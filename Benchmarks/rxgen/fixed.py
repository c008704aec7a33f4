"""The fixed files every project has: App/AppDelegate.swift and the Base/ classes."""

from .filler import header, pad, target_lines


def emit_fixed(project):
    rng = project.rng
    # AppDelegate
    lines = header(project, "AppDelegate.swift") + ["import UIKit", "import RxFlow", "import RxSwift", "",
        "@main", "final class AppDelegate: UIResponder, UIApplicationDelegate {", "",
        "    var window: UIWindow?", "", "    private let coordinator = FlowCoordinator()",
        "    private let disposeBag = DisposeBag()", "",
        "    func application(",
        "        _ application: UIApplication,",
        "        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?",
        "    ) -> Bool {",
        "        let window = UIWindow(frame: UIScreen.main.bounds)",
        "        self.window = window", "",
        "        coordinator.rx.didNavigate.subscribe(onNext: { flow, step in",
        '            print("did navigate to flow=\\(flow) and step=\\(step)")',
        "        }).disposed(by: disposeBag)", "",
        "        let appFlow = AppFlow(window: window)",
        "        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.start))",
        "        return true", "    }", "",
        "    func applicationDidBecomeActive(_ application: UIApplication) {",
        '        print("application did become active")', "    }", "", "}"]
    pad(project, lines, target_lines(rng), "AppDelegate", "App", private=False)
    project.emit("App/AppDelegate.swift", lines)

    # BaseViewModel
    lines = header(project, "BaseViewModel.swift") + ["import Foundation", "import RxSwift", "import RxCocoa",
        "import RxFlow", "import RxController", "",
        "class BaseViewModel: RxViewModel {", "",
        "    // MARK: - State", "",
        "    let isLoading = BehaviorRelay<Bool>(value: false)",
        "    let errorMessage = PublishRelay<String>()", "",
        "    // MARK: - Helpers", "",
        "    func track<T>(_ source: Single<T>) -> Single<T> {",
        "        return source.do(",
        "            onSuccess: { [weak self] _ in self?.isLoading.accept(false) },",
        "            onError: { [weak self] error in",
        "                self?.isLoading.accept(false)",
        "                self?.errorMessage.accept(error.localizedDescription)",
        "            },",
        "            onSubscribe: { [weak self] in self?.isLoading.accept(true) }",
        "        )", "    }", "", "}"]
    pad(project, lines, target_lines(rng), "BaseViewModel", "Base", private=False)
    project.emit("Base/BaseViewModel.swift", lines)

    # BaseViewController
    lines = header(project, "BaseViewController.swift") + ["import UIKit", "import RxSwift", "import RxCocoa",
        "import RxController", "import SnapKit", "",
        "class BaseViewController<ViewModel: BaseViewModel>: RxViewController<ViewModel> {", "",
        "    // MARK: - Views", "",
        "    private lazy var loadingIndicator: UIActivityIndicatorView = {",
        "        let indicator = UIActivityIndicatorView(style: .large)",
        "        indicator.hidesWhenStopped = true",
        "        return indicator", "    }()", "",
        "    // MARK: - Lifecycle", "",
        "    override func viewDidLoad() {", "        super.viewDidLoad()", "",
        "        view.backgroundColor = .systemBackground",
        "        subviews().forEach { view.addSubview($0) }",
        "        view.addSubview(loadingIndicator)",
        "        createConstraints()",
        "        loadingIndicator.snp.makeConstraints {", "            $0.center.equalToSuperview()", "        }",
        "        bind().forEach { $0.disposed(by: disposeBag) }",
        "        viewModel.isLoading",
        "            .bind(to: loadingIndicator.rx.isAnimating)",
        "            .disposed(by: disposeBag)", "    }", "",
        "    // MARK: - Override points", "",
        "    func subviews() -> [UIView] {", "        return []", "    }", "",
        "    func createConstraints() {", "    }", "",
        "    func bind() -> [Disposable] {", "        return []", "    }", "", "}"]
    pad(project, lines, target_lines(rng), "BaseViewController", "Base", private=False)
    project.emit("Base/BaseViewController.swift", lines)

    # ScreenBase: the project base of hidden screens (this file may say the word, its subclasses do not).
    lines = header(project, "ScreenBase.swift") + ["import UIKit", "import RxSwift", "import SnapKit", "",
        "/// A scrolling screen with keyboard avoidance, for content taller than the display.",
        "class ScreenBase<VM: BaseViewModel>: BaseViewController<VM> {", "",
        "    let scrollView = UIScrollView()", "    let contentView = UIView()", "",
        "    override func viewDidLoad() {", "        super.viewDidLoad()",
        "        scrollView.keyboardDismissMode = .interactive",
        "        NotificationCenter.default.rx.notification(UIResponder.keyboardWillChangeFrameNotification)",
        "            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }",
        "            .bind { [weak self] frame in",
        "                self?.scrollView.contentInset.bottom = frame.height",
        "            }",
        "            .disposed(by: disposeBag)", "    }", "", "}"]
    pad(project, lines, target_lines(rng), "ScreenBase", "Screen", private=False)
    project.emit("Base/ScreenBase.swift", lines)

    lines = header(project, "FormScreenBase.swift") + ["import UIKit", "import RxSwift", "import RxCocoa", "",
        "/// A screen with a form: a submit button pinned above the keyboard.",
        "class FormScreenBase<VM: BaseViewModel>: ScreenBase<VM> {", "",
        "    let submitBar = UIToolbar()", "",
        "    override func viewDidLoad() {", "        super.viewDidLoad()",
        "        view.addSubview(submitBar)", "        submitBar.snp.makeConstraints {",
        "            $0.leading.trailing.equalToSuperview()",
        "            $0.bottom.equalTo(view.keyboardLayoutGuide.snp.top)", "        }", "    }", "", "}"]
    pad(project, lines, target_lines(rng), "FormScreenBase", "Form", private=False)
    text = "\n".join(lines)
    assert "ViewController" not in text and "Flow" not in text
    project.emit("Base/FormScreenBase.swift", lines)

    lines = header(project, "BaseNavigationController.swift") + ["import UIKit", "",
        "class BaseNavigationController: UINavigationController {", "",
        "    override func viewDidLoad() {", "        super.viewDidLoad()",
        "        navigationBar.prefersLargeTitles = true",
        "        let appearance = UINavigationBarAppearance()",
        "        appearance.configureWithDefaultBackground()",
        "        navigationBar.standardAppearance = appearance",
        "        navigationBar.scrollEdgeAppearance = appearance", "    }", "",
        "    override var childForStatusBarStyle: UIViewController? {",
        "        return topViewController", "    }", "", "}"]
    pad(project, lines, target_lines(rng), "BaseNavigationController", "Navigation", private=False)
    project.emit("Base/BaseNavigationController.swift", lines)
