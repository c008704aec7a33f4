"""Coordinator-style modules: hand-written coordinators, XCoordinator coordinators and MVVM-FC modules.

They take about COORDINATOR_SHARE of the navigational files and form one tree rooted at `AppCoordinator`
(a hand-written coordinator in App/): it starts hand-written and XCoordinator coordinators; hand-written
ones push and present their screens, start child coordinators of both kinds, start leaf RxFlow flows with
`FlowCoordinator.coordinate(flow:with:)` and push the first screen of an MVVM-FC chain, whose flow
controllers show the chain's later screens. The shapes are the ones real apps use: MVVM-FC factories wire the
screen, its flow controller and view model in one function; an XCoordinator parent keeps some children as
routers stored in `init` and triggers routes on them. A flow cannot start a coordinator, so `AppFlow`'s tree does not
change. `plan_coordinators` runs inside `Project.build`; `emit_coordinators` after the view controllers.
"""

from __future__ import annotations

from .filler import header, pad, target_lines
from .words import DOMAINS, FLOW_SUBS, QUALIFIERS, SCREENS, lower_first, snake

COORDINATOR_SHARE = 0.22
ROOT = "AppCoordinator"
MAX_COORDINATOR_DEPTH = 4  # AppCoordinator is 0; a chain or a leaf flow starts one level below, within ten
MAX_CHILDREN = 6  # per coordinator, AppCoordinator included, so files keep their usual sizes
MAX_CHAINS = 2  # MVVM-FC chains a hand-written coordinator shows


class CoordinatorModule:
    """A hand-written (`style == "hand"`) or XCoordinator (`"x"`) coordinator with its own screens."""

    def __init__(self, style, stem, depth):
        self.style = style
        self.stem = stem
        self.name = stem + "Coordinator"
        self.route = stem + "Route"
        self.depth = depth
        self.path = f"Features/{stem}/Coordinators/{self.name}.swift"
        self.screens = []  # VC, first one shown by start() / the first route
        self.shows = []  # (VC, how): how a hand-written coordinator shows a screen after the first
        self.children = []  # (CoordinatorModule, form)
        self.flows = []  # FlowSpec, started with coordinate(flow:with:)
        self.chains = []  # FCModule heads pushed
        self.multiple = False


class FCModule:
    """An MVVM-FC module: factory, flow controller, view model and view controller, four files."""

    def __init__(self, stem, folder):
        self.stem = stem
        self.vc = stem + "ViewController"
        self.vm = stem + "ViewModel"
        self.factory = stem + "Factory"
        self.flow_controller = stem + "FlowController"
        self.folder = folder
        self.targets = []  # (FCModule, form) shown by the flow controller


def module_stem(project) -> str:
    """A fresh feature-like name whose coordinator, route and module names are all free."""
    rng = project.rng
    for attempt in range(100000):
        stem = rng.choice(DOMAINS) + rng.choice(FLOW_SUBS)
        if attempt > 20 or rng.random() < 0.3:
            stem = rng.choice(QUALIFIERS) + stem
        if attempt > 1000:
            stem += str(attempt)
        if stem not in project.stems and all(n not in project.used for n in (stem + "Coordinator", stem + "Route")):
            project.stems.add(stem)
            return stem
    raise SystemExit("error: ran out of coordinator names")


def new_screens(project, module, count, folder):
    rng = project.rng
    made = []
    for screen in rng.sample(SCREENS, len(SCREENS)):
        if len(made) == count:
            break
        kind = rng.choice(["base", "base", "base", "plain", "table"])
        vc = project.new_vc(None, module, screen, module, kind, folder=folder)
        if vc is not None:
            made.append(vc)
    return made


def plan_coordinators(project, budget: int):
    """Plans modules until they hold `budget` files (at least one module of each style)."""
    rng = project.rng
    project.take(ROOT)
    project.nav_files += 2  # App/AppCoordinator.swift, Base/Coordinator.swift
    spent = 2
    coordinators = []
    chains = []
    # Leaf flows, so a started flow's tree stays within rxtree's default ten levels.
    leaf_flows = [f for f in project.flows if not f.is_app and not f.children and not f.cycles]
    order = ["hand", "x", "fc"]
    while spent < budget or order:
        style = order.pop(0) if order else rng.choice(["hand", "hand", "x", "fc"])
        before = project.nav_files
        open_parents = [c for c in coordinators if c.depth < MAX_COORDINATOR_DEPTH and len(c.children) < MAX_CHILDREN]
        hosts = [c for c in coordinators if c.style == "hand" and len(c.chains) < MAX_CHAINS]
        if style == "fc" and not hosts:
            style = "hand"
        if style == "fc":
            chains.append(plan_chain(project, rng.choice(hosts)))
        else:
            parents = [c for c in open_parents if c.style == "hand" or style == "x"]
            tops = sum(1 for c in coordinators if c.depth == 1)
            if tops < MAX_CHILDREN:
                parents.append(None)
            parent = rng.choice(parents)
            module = CoordinatorModule(style, module_stem(project), 1 if parent is None else parent.depth + 1)
            assert project.take(module.name) and project.take(module.route), module.name
            folder = f"Features/{module.stem}"
            module.screens = new_screens(project, module.stem, rng.randint(1, 3), folder)
            for vc in module.screens[1:]:
                module.shows.append((vc, rng.choice(["push", "present", "show"])))
            module.multiple = style == "x" and len(module.screens) > 1 and rng.random() < 0.5
            project.nav_files += 1
            if parent is not None:
                form = rng.choice(["append", "coordinate"]) if parent.style == "hand" else rng.choice(["route", "present"])
                if style == "x" and parent.style == "hand":
                    form = "append"  # coordinate(to:) takes the app's protocol; an XCoordinator is kept and started
                elif form == "route" and len(module.stem) % 2 == 0:
                    # As real apps keep a tab or menu child: a router stored in init, triggered later (no draw: the
                    # random stream, and with it every other file, stays as it was).
                    form = "stored_router"
                parent.children.append((module, form))
            coordinators.append(module)
            if style == "hand" and leaf_flows and (rng.random() < 0.3 or not any(c.flows for c in coordinators)):
                flow = leaf_flows.pop(rng.randrange(len(leaf_flows)))
                module.flows.append(flow)
        spent += project.nav_files - before
    project.coordinators = coordinators
    project.chains = chains


def plan_chain(project, parent):
    """2 to 4 MVVM-FC modules; module i's flow controller shows one or two later modules."""
    rng = project.rng
    feature = module_stem(project)
    modules = []
    for screen in rng.sample(SCREENS, rng.randint(2, 4)):
        stem = feature + screen
        names = [stem + s for s in ("ViewController", "ViewModel", "Factory", "FlowController")]
        if any(n in project.used for n in names):
            continue
        for n in names:
            project.take(n)
        modules.append(FCModule(stem, f"Features/{feature}/Modules/{stem}"))
        project.nav_files += 4
    for i, module in enumerate(modules[:-1]):
        later = modules[i + 1:]
        picks = [later[0]] + ([rng.choice(later[1:])] if len(later) > 1 and rng.random() < 0.4 else [])
        for target in picks:
            module.targets.append((target, rng.choice(["pushIn", "showIn", "create"])))
    parent.chains.append(modules[0])
    return modules


# ---------------------------------------------------------------------------
# Edges
# ---------------------------------------------------------------------------


def coordinator_edges(project) -> set:
    """The edges the coordinator modules draw, as (from, to) pairs."""
    edges = set()
    for module in project.coordinators:
        if module.depth == 1:
            edges.add((ROOT, module.name))
        for vc in module.screens:
            edges.add((module.name, vc.name))
        for child, _form in module.children:
            edges.add((module.name, child.name))
        for flow in module.flows:
            edges.add((module.name, flow.name))
        for head in module.chains:
            edges.add((module.name, head.vc))
    for chain in project.chains:
        for module in chain:
            for target, _form in module.targets:
                edges.add((module.vc, target.vc))
    return edges


# ---------------------------------------------------------------------------
# Files
# ---------------------------------------------------------------------------


def construction(vc) -> str:
    return f"{vc.name}(viewModel: {vc.vm}())"


def emit_coordinators(project):
    emit_protocol(project)
    emit_root(project)
    for module in project.coordinators:
        if module.style == "hand":
            emit_hand(project, module)
        else:
            emit_x(project, module)
    for chain in project.chains:
        for module in chain:
            emit_fc_module(project, module)


def emit_protocol(project):
    rng = project.rng
    lines = header(project, "Coordinator.swift") + ["import UIKit", "",
        "/// The parts of the app not yet moved to RxFlow are driven by coordinators that own their children.",
        "protocol Coordinator: AnyObject {",
        "    var childCoordinators: [Coordinator] { get set }",
        "    func start()", "}", "",
        "extension Coordinator {",
        "    /// Keeps the child alive and starts it.",
        "    func coordinate(to coordinator: Coordinator) {",
        "        childCoordinators.append(coordinator)",
        "        coordinator.start()", "    }", "",
        "    func removeChildCoordinator(_ coordinator: Coordinator) {",
        "        childCoordinators.removeAll { $0 === coordinator }", "    }", "}"]
    pad(project, lines, target_lines(rng), "Coordinator", "Coordinator", private=False)
    project.emit("Base/Coordinator.swift", lines)


def child_start(module, child, form, navigation):
    """Lines of a hand-written coordinator starting a child."""
    var = lower_first(child.stem) + "Coordinator"
    arguments = f"navigationController: {navigation}" if child.style == "hand" else ""
    lines = [f"let {var} = {child.name}({arguments})"]
    if form == "coordinate":
        lines.append(f"coordinate(to: {var})")
    else:
        lines += [f"childCoordinators.append({var})", f"{var}.start()"]
    return lines


def emit_root(project):
    rng = project.rng
    lines = header(project, ROOT + ".swift") + ["import UIKit", "",
        "/// Owns the second scene's window; its features are coordinators, some of which start RxFlow flows.",
        f"final class {ROOT}: Coordinator {{", "",
        "    // MARK: - Properties", "",
        "    var childCoordinators: [Coordinator] = []",
        "    private let window: UIWindow",
        "    private let navigationController = UINavigationController()", "",
        "    // MARK: - Initialization", "",
        "    init(window: UIWindow) {", "        self.window = window", "    }", "",
        "    // MARK: - Navigation", "",
        "    func start() {",
        "        window.rootViewController = navigationController",
        "        window.makeKeyAndVisible()"]
    tops = [m for m in project.coordinators if m.depth == 1]
    lines.append(f"        start{tops[0].stem}()")
    lines += ["    }", ""]
    for module in tops:
        form = "append" if module.style == "x" else rng.choice(["append", "coordinate"])
        lines.append(f"    func start{module.stem}() {{")
        lines += ["        " + line for line in child_start(None, module, form, "navigationController")]
        lines += ["    }", ""]
    lines.append("}")
    pad(project, lines, target_lines(rng), ROOT, "App", private=False)
    project.emit("App/AppCoordinator.swift", lines)


def emit_hand(project, module):
    rng = project.rng
    lines = header(project, module.name + ".swift") + ["import UIKit"]
    if module.flows:
        lines.append("import RxFlow")
    lines += ["", f"final class {module.name}: Coordinator {{", "", "    // MARK: - Properties", "",
              "    var childCoordinators: [Coordinator] = []",
              "    private let navigationController: UINavigationController"]
    if module.flows:
        lines.append("    private let flowCoordinator = FlowCoordinator()")
    lines += ["", "    // MARK: - Initialization", "", "    init(navigationController: UINavigationController) {",
              "        self.navigationController = navigationController", "    }", "",
              "    // MARK: - Navigation", "", "    func start() {"]
    first = module.screens[0]
    var = lower_first(first.screen) + "ViewController"
    lines.append(f"        let {var} = {construction(first)}")
    if rng.random() < 0.5:
        lines.append(f"        navigationController.pushViewController({var}, animated: false)")
    else:
        lines.append(f"        navigationController.setViewControllers([{var}], animated: false)")
    lines += ["    }", ""]
    for vc, how in module.shows:
        var = lower_first(vc.screen) + "ViewController"
        lines += [f"    func show{vc.screen}() {{", f"        let {var} = {construction(vc)}"]
        if how == "push":
            lines.append(f"        navigationController.pushViewController({var}, animated: true)")
        elif how == "present":
            lines += [f"        let modal = UINavigationController(rootViewController: {var})",
                      f"        modal.modalPresentationStyle = .{rng.choice(['formSheet', 'pageSheet', 'fullScreen'])}",
                      "        navigationController.present(modal, animated: true)"]
        else:
            lines.append(f"        navigationController.show({var}, sender: self)")
        lines += ["    }", ""]
    for child, form in module.children:
        lines.append(f"    func start{child.stem}() {{")
        lines += ["        " + line for line in child_start(module, child, form, "navigationController")]
        lines += ["    }", ""]
    for flow in module.flows:
        var = lower_first(flow.stem) + "Flow"
        lines += [f"    func start{flow.stem}() {{", f"        let {var} = {flow.name}()",
                  f"        Flows.use({var}, when: .created) {{ [unowned self] root in",
                  "            self.navigationController.viewControllers.append(root)", "        }",
                  f"        flowCoordinator.coordinate(flow: {var}, with: OneStepper(withSingleStep: {flow.step}.start))",
                  "    }", ""]
    for head in module.chains:
        lines += [f"    func show{head.stem}() {{", f"        let screen = {head.factory}.create()",
                  "        navigationController.pushViewController(screen, animated: true)", "    }", ""]
    lines += ["    func finish(_ child: Coordinator) {", "        removeChildCoordinator(child)", "    }", "}"]
    pad(project, lines, target_lines(rng), module.name, module.stem)
    project.emit(module.path, lines)


def emit_x(project, module):
    rng = project.rng
    lines = header(project, module.name + ".swift") + ["import UIKit", "import XCoordinator", "",
                                                       f"enum {module.route}: Route {{"]
    cases = [lower_first(vc.screen) for vc in module.screens]
    cases += ["open" + child.stem for child, _ in module.children]
    if module.multiple:
        cases.append("reset")
    cases.append("close")
    lines += [f"    case {case}" for case in cases] + ["}", ""]
    lines += [f"/// Keeps the coordinator protocol of the rest of the app, so a parent can start it like its own.",
              f"final class {module.name}: NavigationCoordinator<{module.route}>, Coordinator {{", "",
              "    var childCoordinators: [Coordinator] = []"]
    for child, form in module.children:
        if form == "stored_router":
            lines.append(f"    private let {lower_first(child.stem)}Router: StrongRouter<{child.route}>")
        else:
            lines.append(f"    private lazy var {lower_first(child.stem)}Coordinator = {child.name}()")
    lines += ["", "    init() {"]
    for child, form in module.children:
        if form == "stored_router":
            lines += [f"        let {lower_first(child.stem)}Coordinator = {child.name}()",
                      f"        self.{lower_first(child.stem)}Router = {lower_first(child.stem)}Coordinator.strongRouter"]
    lines += ["        super.init(initialRoute: nil)", "    }", "",
              "    func start() {", f"        trigger(.{cases[0]})", "    }", "",
              f"    override func prepareTransition(for route: {module.route}) -> NavigationTransition {{",
              "        switch route {"]
    for n, vc in enumerate(module.screens):
        var = lower_first(vc.screen) + "ViewController"
        lines += [f"        case .{cases[n]}:", f"            let {var} = {construction(vc)}"]
        if n == 0:
            lines.append(f"            return .push({var})")
        else:
            how = rng.choice(["push", "present", "qualified"])
            lines.append(f"            return .present({var})" if how == "present" else
                         f"            return .push({var})" if how == "push" else
                         f"            return NavigationTransition.push({var})")
    for child, form in module.children:
        var = lower_first(child.stem) + "Coordinator"
        lines.append(f"        case .open{child.stem}:")
        if form == "route":
            first = lower_first(child.screens[0].screen)
            lines.append(f"            return .route(.{first}, on: {var})")
        elif form == "stored_router":
            first = lower_first(child.screens[0].screen)
            lines.append(f"            return .trigger(.{first}, on: {lower_first(child.stem)}Router)")
        else:
            lines += [f"            addChild({var})", f"            return .present({var})"]
    if module.multiple:
        vc = module.screens[-1]
        lines += ["        case .reset:",
                  f"            return .multiple(.popToRoot(animation: nil), .push({construction(vc)}))"]
    lines += ["        case .close:", "            return .dismiss()", "        }", "    }", "}"]
    pad(project, lines, target_lines(rng), module.name, module.stem)
    project.emit(module.path, lines)


def emit_fc_module(project, module):
    rng = project.rng
    tag = module.stem
    # Factory
    lines = header(project, module.factory + ".swift") + ["import UIKit", "", f"enum {module.factory} {{",
        f"    static func create() -> {module.vc} {{",
        f"        let viewController = {module.vc}()",
        f"        let flowController = {module.flow_controller}(viewController: viewController)",
        f"        viewController.viewModel = {module.vm}(flowController: flowController)",
        "        return viewController", "    }", "",
        "    static func pushIn(navigationController: UINavigationController) {",
        "        navigationController.pushViewController(create(), animated: true)", "    }", "",
        "    static func showIn(viewController: UIViewController) {",
        "        let next = create()",
        "        viewController.present(UINavigationController(rootViewController: next), animated: true)",
        "    }", "}"]
    pad(project, lines, target_lines(rng), module.factory, tag, private=False)
    project.emit(f"{module.folder}/{module.factory}.swift", lines)

    # Flow controller
    lines = header(project, module.flow_controller + ".swift") + ["import UIKit", "",
        f"final class {module.flow_controller} {{", "    private weak var viewController: UIViewController?", "",
        "    init(viewController: UIViewController) {", "        self.viewController = viewController", "    }", ""]
    for target, form in module.targets:
        lines.append(f"    func show{target.stem}() {{")
        if form == "pushIn":
            lines += ["        guard let navigationController = viewController?.navigationController else { return }",
                      f"        {target.factory}.pushIn(navigationController: navigationController)"]
        elif form == "showIn":
            lines += ["        guard let viewController else { return }",
                      f"        {target.factory}.showIn(viewController: viewController)"]
        else:
            lines += [f"        let next = {target.factory}.create()",
                      "        viewController?.navigationController?.pushViewController(next, animated: true)"]
        lines += ["    }", ""]
    lines += ["    func showError(_ message: String) {",
              "        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)",
              '        alert.addAction(UIAlertAction(title: NSLocalizedString("common.ok", comment: ""), style: .default))',
              "        viewController?.present(alert, animated: true)", "    }", "}"]
    pad(project, lines, target_lines(rng), module.flow_controller, tag)
    project.emit(f"{module.folder}/{module.flow_controller}.swift", lines)

    # View model
    lines = header(project, module.vm + ".swift") + ["import Foundation", "", f"final class {module.vm} {{",
        f"    private let flowController: {module.flow_controller}", "    private(set) var isLoading = false", "",
        f"    init(flowController: {module.flow_controller}) {{", "        self.flowController = flowController",
        "    }", ""]
    for target, _form in module.targets:
        lines += [f"    func didSelect{target.stem}() {{", f"        flowController.show{target.stem}()", "    }", ""]
    lines += ["    func didFail(with error: Error) {", "        isLoading = false",
              "        flowController.showError(error.localizedDescription)", "    }", "}"]
    pad(project, lines, target_lines(rng), module.vm, tag)
    project.emit(f"{module.folder}/{module.vm}.swift", lines)

    # View controller
    lines = header(project, module.vc + ".swift") + ["import UIKit", "", f"final class {module.vc}: UIViewController {{",
        f"    var viewModel: {module.vm}!", "", "    override func viewDidLoad() {", "        super.viewDidLoad()",
        f'        title = NSLocalizedString("{snake(module.stem)}.title", comment: "")',
        "        view.backgroundColor = .systemBackground", "    }", "}"]
    pad(project, lines, target_lines(rng), module.vc, tag)
    project.emit(f"{module.folder}/{module.vc}.swift", lines)
