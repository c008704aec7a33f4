"""Flow files and their step enums: every RxFlow contribution form, as planned by `plan.plan_flow`."""

from .filler import header, pad, target_lines
from .plan import plan_flow
from .words import snake, upper_first


def vc_construction(item, prefix=""):
    """Lines constructing the view controller of a VC item (indent-free), its VC and VM expressions."""
    vc = item["vc"]
    local = prefix + item["local"] if prefix else item["local"]
    hidden = vc.kind == "hidden"
    vc_var = local + ("Screen" if hidden else "ViewController")
    vm_var = local + ("Model" if hidden else "ViewModel")
    src = item.get("source", "local")
    if src == "property":
        return [], vc_var, f"{vc_var}.viewModel"
    lines = [f"let {vm_var} = {vc.vm}()"]
    if item.get("assoc"):
        lines.append(f"{vm_var}.identifier = id")
    if src == "instantiate":
        lines.append(f"let {vc_var} = {vc.name}.instantiate()")
        lines.append(f"{vc_var}.viewModel = {vm_var}")
    else:
        lines.append(f"let {vc_var} = {vc.name}(viewModel: {vm_var})")
    return lines, vc_var, vm_var


def presentation(flow, item, vc_var, rng):
    if flow.is_app:
        return [f"window.rootViewController = {vc_var}"]
    how = item["present"]
    if how == "start":
        return [f"rootViewController.setViewControllers([{vc_var}], animated: false)"]
    if how == "push":
        return [f"rootViewController.pushViewController({vc_var}, animated: true)"]
    return [
        f"let navigationController = UINavigationController(rootViewController: {vc_var})",
        f"navigationController.modalPresentationStyle = .{rng.choice(['formSheet', 'pageSheet', 'fullScreen'])}",
        "rootViewController.present(navigationController, animated: true)",
    ]


def contribution(form, vc_var, vm_var):
    if form == "vc":
        return [f"return .viewController({vc_var})"]
    if form == "vc_with":
        return [f"return .viewController({vc_var}, with: {vm_var})"]
    if form == "one_presentable":
        return ["return .one(flowContributor: .contribute(",
                f"    withNextPresentable: {vc_var},",
                f"    withNextStepper: {vm_var}",
                "))"]
    return [f"return .one(flowContributor: .contribute(withNext: {vc_var}))"]


def flow_presenter(flow, var):
    if flow.is_app:
        return [f"Flows.use({var}, when: .created) {{ [unowned self] root in",
                "    self.window.rootViewController = root",
                "    self.window.makeKeyAndVisible()", "}"]
    return [f"Flows.use({var}, when: .created) {{ [unowned self] root in",
            "    self.rootViewController.present(root, animated: true)", "}"]


def flow_item_body(flow, item):
    child = item["flow"]
    var = item["var"]
    lines = []
    if item["source"] == "local":
        lines.append(f"let {var} = {child.name}()")
    lines += flow_presenter(flow, var)
    if item["form"] == "flow":
        lines.append(f"return .flow({var}, with: {child.step}.start)")
    else:
        lines += ["return .one(flowContributor: .contribute(",
                  f"    withNextPresentable: {var},",
                  f"    withNextStepper: OneStepper(withSingleStep: {child.step}.start)",
                  "))"]
    return lines


def vc_item_body(flow, item, rng):
    lines, vc_var, vm_var = vc_construction(item)
    lines += presentation(flow, item, vc_var, rng)
    partner = item.get("multiple")
    if partner is None:
        return lines + contribution(item["form"], vc_var, vm_var)
    if partner["type"] == "flow":
        var = partner["var"]
        if partner["source"] == "local":
            lines.append(f"let {var} = {partner['flow'].name}()")
        second = [".contribute(",
                  f"    withNextPresentable: {var},",
                  f"    withNextStepper: OneStepper(withSingleStep: {partner['flow'].step}.start)",
                  ")"]
    else:
        sub = dict(partner)
        sub["assoc"] = False
        plines, pvc, pvm = vc_construction(sub, prefix="secondary" if partner["local"] == item["local"] else "")
        lines += plines
        second = [f".contribute(withNext: {pvc})"]
    lines += ["return .multiple(flowContributors: [",
              f"    .contribute(withNextPresentable: {vc_var}, withNextStepper: {vm_var}),"]
    lines += ["    " + s for s in second]
    lines.append("])")
    return lines


def indent(lines, n):
    pad_ = " " * n
    return [pad_ + line if line else line for line in lines]


def step_enum_lines(flow):
    lines = [f"enum {flow.step}: Step {{"]
    for name, assoc in flow.cases:
        if assoc == "id":
            lines.append(f"    case {name}(id: String)")
        elif assoc == "message":
            lines.append(f"    case {name}(message: String)")
        else:
            lines.append(f"    case {name}")
    lines.append("}")
    return lines


def step_extension_lines(flow, rng):
    lines = ["", "// MARK: - Analytics", "", f"extension {flow.step} {{", "",
             "    var analyticsName: String {", "        switch self {"]
    for name, assoc in flow.cases:
        pattern = f".{name}" if assoc is None else f".{name}(_)"
        lines.append(f"        case {pattern}:")
        lines.append(f'            return "{snake(flow.stem)}_{snake(name)}"')
    lines += ["        }", "    }", "", "    var isModal: Bool {", "        switch self {"]
    modal = [n for n, a in flow.cases if rng.random() < 0.3]
    if modal:
        pats = ", ".join(f".{n}" if dict(flow.cases)[n] is None else f".{n}(_)" for n in modal)
        lines += [f"        case {pats}:", "            return true"]
    lines += ["        default:", "            return false", "        }", "    }", "", "}"]
    return lines


def emit_step_file(project, flow):
    rng = project.rng
    lines = header(project, flow.step + ".swift") + ["import Foundation", "import RxFlow", ""]
    lines += step_enum_lines(flow) + step_extension_lines(flow, rng)
    pad(project, lines, target_lines(rng), flow.step, flow.stem, private=False)
    project.emit(flow.step_path, lines)


def emit_flow(project, flow):
    rng = project.rng
    vc_items, flow_items = plan_flow(project, flow)
    target = target_lines(rng)
    lines = header(project, flow.name + ".swift")
    lines += ["import UIKit", "import RxFlow", "import RxSwift", "import RxCocoa"]
    if rng.random() < 0.8:
        lines.append("import RxController")
    lines.append("")
    if not flow.step_separate:
        lines += step_enum_lines(flow) + [""]
    lines += [f"final class {flow.name}: Flow {{", "", "    // MARK: - Root", ""]
    if flow.is_app:
        lines += ["    var root: Presentable {", "        return window", "    }", "",
                  "    private let window: UIWindow", ""]
    else:
        lines += ["    var root: Presentable {", "        return rootViewController", "    }", "",
                  "    private lazy var rootViewController: UINavigationController = {",
                  "        let navigationController = UINavigationController()",
                  f"        navigationController.navigationBar.prefersLargeTitles = {rng.choice(['true', 'false'])}",
                  "        navigationController.navigationBar.tintColor = .systemBlue",
                  "        return navigationController", "    }()", ""]
    lets = [it for it in flow_items if it["source"] == "let"]
    lazies = [it for it in flow_items if it["source"] == "lazy"]
    props = [it for it in vc_items if it["source"] == "property"]
    if lets or lazies:
        lines += ["    // MARK: - Child flows", ""]
        for it in lazies:
            lines.append(f"    private lazy var {it['var']} = {it['flow'].name}()")
        for it in lets:
            lines.append(f"    private let {it['var']}: {it['flow'].name}")
        lines.append("")
    if props:
        lines += ["    // MARK: - Screens", ""]
        for it in props:
            vm_arg = ".init()" if rng.random() < 0.5 else f"{it['vc'].vm}()"
            lines.append(f"    private lazy var {it['local']}ViewController = {it['vc'].name}(viewModel: {vm_arg})")
        lines.append("")
    lines += ["    private let disposeBag = DisposeBag()", "", "    // MARK: - Initialization", ""]
    if flow.is_app:
        lines += ["    init(window: UIWindow) {", "        self.window = window"]
    else:
        lines += ["    init() {"]
    for it in lets:
        lines.append(f"        self.{it['var']} = {it['flow'].name}()")
    lines += ["    }", "", "    deinit {", '        print("\\(type(of: self)): \\(#function)")', "    }", ""]

    # navigate(to:)
    lines += ["    // MARK: - Navigation", "", "    func navigate(to step: Step) -> FlowContributors {",
              f"        guard let step = step as? {flow.step} else {{", "            return .none", "        }", "",
              "        switch step {"]
    helpers = []
    first = vc_items[0]
    lines.append(f"        case .start, .{first['case']}:")
    lines += indent(vc_item_body(flow, first, rng), 12)
    body_items = vc_items[1:] + flow_items
    for item in body_items:
        if item["type"] == "vc" and item["assoc"]:
            lines.append(f"        case .{item['case']}(let id):")
        else:
            lines.append(f"        case .{item['case']}:")
        if item["type"] == "flow":
            lines += indent(flow_item_body(flow, item), 12)
        elif item["helper"]:
            fname = "navigateTo" + upper_first(item["case"])
            if item["assoc"]:
                lines.append(f"            return {fname}(id: id)")
                sig = f"    private func {fname}(id: String) -> FlowContributors {{"
            else:
                lines.append(f"            return {fname}()")
                sig = f"    private func {fname}() -> FlowContributors {{"
            helpers.append([sig] + indent(vc_item_body(flow, item, rng), 8) + ["    }"])
        else:
            lines += indent(vc_item_body(flow, item, rng), 12)
    lines += ["        case .dismiss:"]
    if flow.is_app:
        lines += ["            window.rootViewController?.dismiss(animated: true)"]
    else:
        lines += ["            rootViewController.dismiss(animated: true)"]
    lines += ["            return .none", "        case .alert(let message):", "            showAlert(message: message)",
              "            return .none"]
    if ("done", None) in flow.cases:
        lines += ["        case .done:", f"            return .end(forwardToParentFlowWithStep: {flow.parent.step}.dismiss)"]
    lines += ["        }", "    }", ""]
    if helpers:
        lines += ["    // MARK: - Screens", ""]
        for h in helpers:
            lines += h + [""]
    presenter = "window.rootViewController" if flow.is_app else "rootViewController"
    lines += ["    // MARK: - Alerts", "", "    private func showAlert(message: String) {",
              '        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)',
              '        alert.addAction(UIAlertAction(title: NSLocalizedString("common.ok", comment: ""), style: .default))',
              f"        {presenter}{'?' if flow.is_app else ''}.present(alert, animated: true)", "    }", "", "}"]
    if flow.step_separate:
        emit_step_file(project, flow)
    pad(project, lines, target, flow.name, flow.stem)
    project.emit(flow.path, lines)
