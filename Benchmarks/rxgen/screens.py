"""View controller and view model files."""

from .filler import header, pad, target_lines
from .words import BUTTON_ROLES, FIELD_ROLES, IMAGE_ROLES, LABEL_ROLES, SWITCH_ROLES, ident, snake, upper_first


class ViewSpec:
    __slots__ = ("kind", "role", "prop")

    def __init__(self, kind, role, prop):
        self.kind, self.role, self.prop = kind, role, prop


def make_views(rng, count):
    pools = {
        "label": rng.sample(LABEL_ROLES, len(LABEL_ROLES)),
        "button": rng.sample(BUTTON_ROLES, len(BUTTON_ROLES)),
        "image": rng.sample(IMAGE_ROLES, len(IMAGE_ROLES)),
        "field": rng.sample(FIELD_ROLES, len(FIELD_ROLES)),
        "switch": rng.sample(SWITCH_ROLES, len(SWITCH_ROLES)),
    }
    suffix = {"label": "Label", "button": "Button", "image": "ImageView", "field": "TextField",
              "switch": "Switch"}
    weights = ["label"] * 5 + ["button"] * 3 + ["image"] * 2 + ["field", "switch"]
    views = [ViewSpec("label", pools["label"].pop(), None)]
    while len(views) < count:
        kind = rng.choice(weights)
        if not pools[kind]:
            continue
        views.append(ViewSpec(kind, pools[kind].pop(), None))
    for v in views:
        v.prop = v.role + suffix[v.kind]
    return views


def view_decl(rng, v):
    p = v.prop
    if v.kind == "label":
        style = rng.choice(["headline", "body", "subheadline", "footnote", "caption1", "title2"])
        color = rng.choice([".label", ".secondaryLabel", ".systemGray", ".tertiaryLabel"])
        return [
            f"    private lazy var {p}: UILabel = {{",
            "        let label = UILabel()",
            f"        label.font = .preferredFont(forTextStyle: .{style})",
            f"        label.textColor = {color}",
            f"        label.numberOfLines = {rng.randint(0, 3)}",
            "        label.adjustsFontForContentSizeCategory = true",
            "        return label",
            "    }()",
        ]
    if v.kind == "button":
        return [
            f"    private lazy var {p}: UIButton = {{",
            "        let button = UIButton(type: .system)",
            f'        button.setTitle(NSLocalizedString("{snake(v.role)}.button", comment: ""), for: .normal)',
            "        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)",
            f"        button.layer.cornerRadius = {rng.choice([8, 10, 12, 22])}",
            "        return button",
            "    }()",
        ]
    if v.kind == "image":
        return [
            f"    private lazy var {p}: UIImageView = {{",
            "        let imageView = UIImageView()",
            f"        imageView.contentMode = .{rng.choice(['scaleAspectFill', 'scaleAspectFit'])}",
            "        imageView.clipsToBounds = true",
            f"        imageView.layer.cornerRadius = {rng.choice([4, 8, 16, 32])}",
            "        return imageView",
            "    }()",
        ]
    if v.kind == "field":
        return [
            f"    private lazy var {p}: UITextField = {{",
            "        let textField = UITextField()",
            "        textField.borderStyle = .roundedRect",
            f'        textField.placeholder = NSLocalizedString("{snake(v.role)}.placeholder", comment: "")',
            "        textField.clearButtonMode = .whileEditing",
            "        return textField",
            "    }()",
        ]
    return [f"    private lazy var {p} = UISwitch()"]


def view_constraints(rng, v, previous):
    top = ("$0.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(16)" if previous is None
           else f"$0.top.equalTo({previous}.snp.bottom).offset({rng.choice([8, 12, 16, 24])})")
    lines = [f"        {v.prop}.snp.makeConstraints {{", f"            {top}"]
    if v.kind == "image":
        lines.append(f"            $0.size.equalTo({rng.choice([48, 64, 80, 120])})")
        lines.append("            $0.centerX.equalToSuperview()")
    elif v.kind == "switch":
        lines.append("            $0.trailing.equalToSuperview().inset(20)")
    else:
        lines.append(f"            $0.leading.trailing.equalToSuperview().inset({rng.choice([16, 20, 24])})")
        if v.kind in ("button", "field"):
            lines.append(f"            $0.height.equalTo({rng.choice([44, 48, 52])})")
    lines.append("        }")
    return lines


def view_binding(v, rx_binding=True):
    r, p = v.role, v.prop
    if v.kind == "label":
        return [f"viewModel.{r} ~> {p}.rx.text"] if rx_binding else [f"viewModel.{r}.bind(to: {p}.rx.text)"]
    if v.kind == "image":
        return ([f"viewModel.{r}Image ~> {p}.rx.image"] if rx_binding
                else [f"viewModel.{r}Image.bind(to: {p}.rx.image)"])
    if v.kind == "field":
        return [f"{p}.rx.text.orEmpty.bind(to: viewModel.{r}Text)"]
    if v.kind == "button":
        return [f"{p}.rx.tap.bind {{ [unowned self] in", f"    self.viewModel.{ident(r)}()", "}"]
    return [f"{p}.rx.isOn.bind {{ [unowned self] isOn in",
            f"    self.viewModel.set{upper_first(r)}Enabled(isOn)", "}"]


def vc_imports(rng, vc):
    imports = ["import UIKit", "import RxSwift", "import RxCocoa"]
    if vc.kind in ("base", "hidden"):
        imports.append("import SnapKit")
        imports.append("import RxBinding")
    if vc.kind == "storyboard":
        imports.append("import Reusable")
    if vc.kind == "base" and rng.random() < 0.5:
        imports.append("import RxController")
    return imports


def vc_class_lines(project, vc, views):
    """The view controller class itself (without file header/imports)."""
    rng = project.rng
    lines = []
    if vc.kind == "hidden":
        lines.append(f"final class {vc.name}: {vc.hidden_base}<{vc.vm}> {{")
    elif vc.kind == "base":
        lines.append(f"final class {vc.name}: BaseViewController<{vc.vm}> {{")
    elif vc.kind == "plain":
        lines.append(f"final class {vc.name}: UIViewController {{")
    elif vc.kind == "storyboard":
        lines.append(f"final class {vc.name}: UIViewController, StoryboardBased {{")
    else:
        lines.append(f"final class {vc.name}: UITableViewController {{")
    lines.append("")

    if vc.kind in ("base", "hidden"):
        if vc.children:
            lines += ["    // MARK: - Children", ""]
            for child, prop, style, vm_source in vc.children:
                lines.append(f"    private lazy var {prop} = {child.name}(viewModel: {vm_source})")
            lines.append("")
            containers = [c for c in vc.children if c[2] == "to"]
            for child, prop, style, vm_source in containers:
                lines.append(f"    private lazy var {prop[:-len('ViewController')]}ContainerView = UIView()")
            if containers:
                lines.append("")
        lines += ["    // MARK: - Views", ""]
        for v in views:
            lines += view_decl(rng, v)
            lines.append("")
        lines += ["    // MARK: - Lifecycle", "", "    override func viewDidLoad() {", "        super.viewDidLoad()", ""]
        lines.append(f'        title = NSLocalizedString("{snake(vc.stem + vc.screen)}.title", comment: "")')
        for child, prop, style, vm_source in vc.children:
            container = prop[:-len("ViewController")] + "ContainerView"
            if style == "plain":
                lines.append(f"        addChild({prop})")
                lines.append(f"        view.addSubview({prop}.view)")
                lines.append(f"        {prop}.didMove(toParent: self)")
            elif style == "to":
                lines.append(f"        addChild({prop}, to: {container})")
            else:
                lines.append(f"        self.addChild({prop})")
                lines.append(f"        {prop}.didMove(toParent: self)")
        if rng.random() < 0.5:
            lines.append("        navigationItem.largeTitleDisplayMode = .never")
        lines += ["    }", ""]
        lines += ["    override func subviews() -> [UIView] {", "        return ["]
        subs = [v.prop for v in views]
        subs += [c[1][:-len("ViewController")] + "ContainerView" for c in vc.children if c[2] == "to"]
        for n, s in enumerate(subs):
            lines.append(f"            {s}{',' if n < len(subs) - 1 else ''}")
        lines += ["        ]", "    }", ""]
        lines += ["    override func bind() -> [Disposable] {", "        return ["]
        binds = [view_binding(v) for v in views]
        for n, b in enumerate(binds):
            for k, line in enumerate(b):
                comma = "," if k == len(b) - 1 and n < len(binds) - 1 else ""
                lines.append(f"            {line}{comma}")
        lines += ["        ]", "    }", ""]
        lines += ["    override func createConstraints() {"]
        previous = None
        for n, v in enumerate(views):
            if n:
                lines.append("")
            lines += view_constraints(rng, v, previous)
            previous = v.prop
        for child, prop, style, vm_source in vc.children:
            if style == "to":
                container = prop[:-len("ViewController")] + "ContainerView"
                lines += ["", f"        {container}.snp.makeConstraints {{",
                          f"            $0.top.equalTo({previous}.snp.bottom).offset(16)",
                          "            $0.leading.trailing.equalToSuperview()",
                          f"            $0.height.equalTo({rng.choice([120, 160, 200, 240])})", "        }"]
                previous = container
        lines += ["    }", "", "}"]
        return lines

    # UIKit subclasses without the RxController base.
    if vc.kind == "storyboard":
        lines += ["    // MARK: - Outlets", ""]
        for v in views:
            cls = {"label": "UILabel", "button": "UIButton", "image": "UIImageView",
                   "field": "UITextField", "switch": "UISwitch"}[v.kind]
            lines.append(f"    @IBOutlet private weak var {v.prop}: {cls}!")
        lines += ["", "    // MARK: - Properties", "", f"    var viewModel: {vc.vm}!",
                  "    private let disposeBag = DisposeBag()", ""]
    else:
        lines += ["    // MARK: - Properties", "", f"    private let viewModel: {vc.vm}",
                  "    private let disposeBag = DisposeBag()", ""]
        if vc.kind == "plain":
            for v in views:
                lines += view_decl(rng, v)
                lines.append("")
        lines += ["    // MARK: - Initialization", "", f"    init(viewModel: {vc.vm}) {{",
                  "        self.viewModel = viewModel"]
        if vc.kind == "plain":
            lines.append("        super.init(nibName: nil, bundle: nil)")
        else:
            lines.append(f"        super.init(style: .{rng.choice(['insetGrouped', 'grouped', 'plain'])})")
        lines += ["    }", "", "    required init?(coder: NSCoder) {",
                  '        fatalError("init(coder:) has not been implemented")', "    }", ""]
    lines += ["    // MARK: - Lifecycle", "", "    override func viewDidLoad() {", "        super.viewDidLoad()",
              "        view.backgroundColor = .systemBackground"]
    if vc.kind == "plain":
        lines.append("        setUpLayout()")
    if vc.kind == "table":
        lines.append('        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")')
        lines.append("        tableView.rowHeight = UITableView.automaticDimension")
    lines += ["        bindViewModel()", "    }", ""]
    if vc.kind == "plain":
        lines += ["    private func setUpLayout() {"]
        props = ", ".join(v.prop for v in views)
        lines.append(f"        [{props}].forEach {{ view.addSubview($0) }}")
        previous = None
        for v in views:
            lines += view_constraints(rng, v, previous)
            previous = v.prop
        lines += ["    }", ""]
    lines += ["    private func bindViewModel() {"]
    if vc.kind == "table":
        lines += ["        viewModel.title", "            .bind(to: rx.title)", "            .disposed(by: disposeBag)"]
    else:
        for v in views:
            b = view_binding(v, rx_binding=False)
            lines.append(f"        {b[0]}")
            if len(b) == 1:
                lines.append("            .disposed(by: disposeBag)")
            else:
                lines += [f"        {line}" for line in b[1:-1]]
                lines.append("        }.disposed(by: disposeBag)")
    lines += ["    }", ""]
    if vc.kind == "table":
        lines += [
            "    // MARK: - Table view", "",
            "    override func numberOfSections(in tableView: UITableView) -> Int {", "        return 1", "    }", "",
            "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
            "        return viewModel.rows.count", "    }", "",
            "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
            '        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)',
            "        var content = cell.defaultContentConfiguration()",
            "        content.text = viewModel.rows[indexPath.row]",
            "        content.secondaryText = viewModel.detail(forRow: indexPath.row)",
            "        cell.contentConfiguration = content",
            "        cell.accessoryType = .disclosureIndicator",
            "        return cell", "    }", "",
            "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
            "        tableView.deselectRow(at: indexPath, animated: true)",
            "        viewModel.selectRow(at: indexPath.row)", "    }", "",
        ]
    lines.append("}")
    return lines


def step_cases_for_vm(flow, rng):
    """One or two step cases the view model can emit."""
    simple = [c for c, a in flow.cases if not a and c != "start"]
    with_id = [c for c, a in flow.cases if a == "id"]
    out = []
    if with_id and rng.random() < 0.5:
        out.append(f"{flow.step}.{rng.choice(with_id)}(id: identifier ?? \"\")")
    if simple:
        out.append(f"{flow.step}.{rng.choice(simple)}")
    return out or [f"{flow.step}.start"]


def vm_class_lines(project, vc, views):
    rng = project.rng
    lines = [f"final class {vc.vm}: BaseViewModel {{", ""]
    if vc.child_vm_props:
        lines += ["    // MARK: - Children", ""]
        for prop, typ in vc.child_vm_props:
            lines.append(f"    let {prop} = {typ}()")
        lines.append("")
    lines += ["    // MARK: - Input", "", "    var identifier: String?"]
    for v in views:
        if v.kind == "field":
            lines.append(f'    let {v.role}Text = BehaviorRelay<String>(value: "")')
    lines += ["", "    // MARK: - State", ""]
    for v in views:
        if v.kind == "label":
            lines.append(f"    private let {v.role}Relay = BehaviorRelay<String?>(value: nil)")
        elif v.kind == "image":
            lines.append(f"    private let {v.role}ImageRelay = BehaviorRelay<UIImage?>(value: nil)")
        elif v.kind == "switch":
            lines.append(f"    private let {v.role}EnabledRelay = BehaviorRelay<Bool>(value: {rng.choice(['true', 'false'])})")
    if vc.kind == "table":
        lines.append("    private(set) var rows: [String] = []")
    lines += ["", "    // MARK: - Output", ""]
    for v in views:
        if v.kind == "label":
            lines += [f"    var {v.role}: Observable<String?> {{", f"        return {v.role}Relay.asObservable()", "    }", ""]
        elif v.kind == "image":
            lines += [f"    var {v.role}Image: Observable<UIImage?> {{", f"        return {v.role}ImageRelay.asObservable()",
                      "    }", ""]
    if vc.kind == "table" and not any(v.role == "title" and v.kind == "label" for v in views):
        lines += ["    var title: Observable<String?> {", f'        return .just("{vc.screen}")', "    }", ""]
    lines += ["    // MARK: - Initialization", "", "    override init() {", "        super.init()"]
    for prop, typ in vc.child_vm_props:
        lines.append(f"        addChild({prop})")
    first_label = next((v for v in views if v.kind == "label"), None)
    if first_label:
        lines.append(f'        {first_label.role}Relay.accept(NSLocalizedString("{snake(vc.stem + vc.screen)}.{snake(first_label.role)}", comment: ""))')
    lines += ["    }", "", "    // MARK: - Actions", ""]
    flow = vc.flow if not vc.is_child else None
    steps = step_cases_for_vm(flow, rng) if flow is not None and not vc.app else []
    n = 0
    for v in views:
        if v.kind == "button":
            lines.append(f"    func {ident(v.role)}() {{")
            if steps:
                lines.append(f"        steps.accept({steps[n % len(steps)]})")
                n += 1
            else:
                lines.append(f'        print("{vc.vm}: {v.role} tapped")')
            lines += ["    }", ""]
        elif v.kind == "switch":
            lines += [f"    func set{upper_first(v.role)}Enabled(_ isOn: Bool) {{",
                      f"        {v.role}EnabledRelay.accept(isOn)", "    }", ""]
    if vc.kind == "table":
        lines += ["    func detail(forRow row: Int) -> String? {", "        guard rows.indices.contains(row) else {",
                  "            return nil", "        }", '        return "\\(row + 1) of \\(rows.count)"', "    }", "",
                  "    func selectRow(at row: Int) {"]
        if steps:
            lines.append(f"        steps.accept({steps[0]})")
        else:
            lines.append("        identifier = rows[row]")
        lines += ["    }", ""]
    if lines[-1] == "":
        lines.pop()
    lines.append("}")
    return lines


def emit_vc(project, vc):
    rng = project.rng
    if vc.kind == "table":
        views = []
    else:
        views = make_views(rng, rng.randint(3, 7))
    target = target_lines(rng)
    lines = header(project, vc.name + ".swift") + vc_imports(rng, vc) + [""]
    if vc.kind != "hidden" and rng.random() < 0.3:
        lines.append(f"/// Shows the {snake(vc.screen).replace('_', ' ')} screen of the {vc.feature} feature.")
    lines += vc_class_lines(project, vc, views)
    vm_lines = vm_class_lines(project, vc, views)
    tag = vc.stem + vc.screen
    if vc.vm_separate:
        vm_target = target_lines(rng)
        vm_file = header(project, vc.vm + ".swift")
        vm_file += ["import UIKit", "import RxSwift", "import RxCocoa"]
        if vc.kind != "hidden":
            vm_file.append("import RxFlow")
        vm_file += ["import RxController", ""] + vm_lines
        pad(project, vm_file, vm_target, vc.vm, tag)
        project.emit(vc.vm_path, vm_file)
    else:
        lines += ["", "// MARK: - View model", ""] + vm_lines
    pad(project, lines, target, vc.name, tag)
    if vc.kind == "hidden":
        text = "\n".join(lines)
        assert "ViewController" not in text and "Flow" not in text, vc.name
    project.emit(vc.path, lines)
