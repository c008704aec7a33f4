"""Spec -> Swift files ({path: text}). Pure: the same spec always renders the same bytes."""

import re

from .spec import HELPER_FAMILIES, ROOT

HEADER = "//\n//  {name}\n//  rxprojects seed {seed}\n//\n"


class Parts:
    """What one flow or view controller accumulates while its edges are rendered."""

    def __init__(self):
        self.members = []
        self.init_lines = []
        self.methods = []
        self.ext_methods = []
        self.top = []
        self.needs_container = False
        self.needs_generic_push = False
        self.fc_methods = []
        self.fc_members = []


def is_rx(spec, name):
    return name in spec.vcs and spec.vcs[name]["base"] in ("rx_direct", "rx_generic")


def ctor(spec, name, type_name=None):
    type_name = type_name or name
    if is_rx(spec, name):
        return f"{type_name}(viewModel: {name}Model())"
    return f"{type_name}()"


def case_name(item):
    return f"{item['case']}{item['uid']}"


def decoy_for(spec, item):
    """A node the `#if false` branch names instead of the target; never an edge."""
    others = [n for n in sorted(spec.vcs) if n not in item["targets"]]
    return ctor(spec, others[0]) if others else "GhostViewController()"


def maker_class(uid, made):
    """A class whose method and property, both declared `UIViewController`, make the screen `made`."""
    return (f"final class Maker{uid} {{\n    func make() -> UIViewController {{\n        return {made}\n    }}\n"
            f"    let screen: UIViewController = {made}\n}}")


def returned_value(form, uid, made, name):
    """The value forms flows and the other styles write alike (spec.HELPER_VALUE_FORMS): (the members and the
    methods they add, the expression shown), or None for another form. `name` names the optional property."""
    if form == "abstract_return":
        return [], [f"private func make{uid}() -> UIViewController {{\n    let screen = {made}\n    return screen\n}}"], f"make{uid}()"
    if form == "throwing_return":
        return [], [f"private func make{uid}() throws -> UIViewController {{\n    {made}\n}}"], f"try! make{uid}()"
    if form == "optional_property":
        return [f"private var {name}: UIViewController? = {made}"], [], f"{name}!"
    return None


def value_for(spec, item, target, family, parts, var):
    """Lines before the contribution and the expression whose type is `target`."""
    c = ctor(spec, target)
    uid = item["uid"]
    if family == "inline":
        return [], c
    if family == "local":
        return [f"let {var} = {c}"], var
    if family == "local_abstract":
        return [f"let {var}: UIViewController = {c}"], var
    if family == "init_shorthand":
        init = f".init(viewModel: {target}Model())" if is_rx(spec, target) else ".init()"
        return [f"let {var}: {target} = {init}"], var
    if family == "property_init":
        declared = target if target in spec.flows else "UIViewController"
        parts.members.append(f"private let {var}: {declared}")
        parts.init_lines.append(f"self.{var} = {c}")
        return [], f"self.{var}" if uid % 2 else var
    if family == "lazy_property":
        parts.members.append(f"private lazy var {var} = {c}")
        return [], var
    if family == "computed_property":
        parts.members.append(f"private var {var}: Presentable {{\n    return {c}\n}}")
        return [], var
    if family == "factory":
        return [], f"{item['case'].capitalize()}Factory{uid}.make()"
    if family == "static_extension":
        return [], f"{target}.make{uid}()"
    if family == "helper_presentable":
        parts.methods.append(f"private func build{uid}() -> Presentable {{\n    let screen = {c}\n    return screen\n}}")
        return [], f"build{uid}()"
    if family == "helper_ext":
        parts.ext_methods.append(f"func make{uid}() -> {target} {{\n    {c}\n}}")
        return [], f"self.make{uid}()"
    if family == "helper_typed":
        parts.methods.append(f"private func make{uid}() -> {target} {{\n    return {c}\n}}")
        return [], f"make{uid}()"
    if family == "swinject":
        parts.needs_container = True
        call = [f"resolve({target}.self)", f'resolve({target}.self, name: "main")',
                f"resolve({target}.self, argument: {uid})"][uid % 3]
        return [], f"container.{call}!"
    if family == "cast":
        return [f"let any{uid}: Any = {c}", f"let {var} = any{uid} as{'!' if uid % 2 else '?'} {target}"], var
    if family == "nil_coalescing":
        parts.needs_container = True
        return [f"let {var} = container.resolve({target}.self) ?? {c}"], var
    if family == "guard_let":
        parts.needs_container = True
        return [f"guard let {var} = container.resolve({target}.self) else {{", "    return .none", "}"], var
    if family == "storyboard" and uid % 2:
        return [f'guard let {var} = UIStoryboard(name: "{target}", bundle: nil).instantiateInitialViewController() as? {target} else {{',
                "    return .none", "}"], var
    if family == "storyboard":
        return [f'let {var} = UIStoryboard(name: "Main", bundle: nil)',
                f'    .instantiateViewController(withIdentifier: "{target}") as! {target}'], var
    if family == "reusable":
        return [f"let {var} = {target}.instantiate()"], var
    if family == "iife":
        if uid % 2:
            return [f"let {var} = {{ () -> {target} in", f"    return {c}", "}()"], var
        return [f"let {var} = {{ {c} }}()"], var
    returned = returned_value(family, uid, c, var)
    if returned:
        parts.members.extend(returned[0])
        parts.methods.extend(returned[1])
        return [], returned[2]
    if family in ("maker_method", "holder_property"):
        parts.top.append(maker_class(uid, c))
        parts.members.append(f"private let maker{uid} = Maker{uid}()")
        return [], f"maker{uid}.make()" if family == "maker_method" else f"maker{uid}.screen"
    if family == "late_property":
        # Declared abstract, assigned later in a method nothing here calls.
        parts.members.append(f"private var {var}: UIViewController!")
        parts.methods.append(f"private func prepare{uid}() {{\n    {var} = {c}\n}}")
        return [], var
    if family == "tuple":
        # A helper returning a tuple, taken apart (`let (screen, _) = ...`) or read by position (`.0`).
        parts.methods.append(f"private func pair{uid}() -> (UIViewController, Int) {{\n    return ({c}, {uid})\n}}")
        if uid % 2:
            return [f"let ({var}, _) = pair{uid}()"], var
        return [f"let pair{uid}x = pair{uid}()"], f"pair{uid}x.0"
    if family == "typealias":
        alias = f"{item['case'].capitalize()}Screen{uid}"
        parts.top.append(f"typealias {alias} = {target}")
        return [], ctor(spec, target, alias)
    if family in ("if_debug", "else_of_if_false"):
        return [], c  # the branch is drawn around the whole return, see item_body
    raise ValueError(family)


def shown_value(spec, entry, target, members, methods):
    """Lines before a show, transition or `addChild` and the expression it shows, made in the entry's value
    form (spec.VALUE_FORMS); the class's new members and methods go to `members` and `methods`."""
    uid, form = entry["uid"], entry.get("vform", "inline")
    c = ctor(spec, target)
    if form == "inline":
        return [], c
    returned = returned_value(form, uid, c, f"pending{uid}")
    if returned:
        members.extend(returned[0])
        methods.extend(returned[1])
        return [], returned[2]
    if form in ("maker_method", "holder_property"):
        # Another object's method declared `-> UIViewController`, or its property declared so: nested in the class.
        members.append(maker_class(uid, c))
        members.append(f"private let maker{uid} = Maker{uid}()")
        return [], f"maker{uid}.make()" if form == "maker_method" else f"maker{uid}.screen"
    if form == "late_property":
        # Declared abstract, assigned in a method of its own that nothing here calls.
        members.append(f"private var late{uid}: UIViewController!")
        methods.append(f"func prepare{uid}() {{\n    late{uid} = {c}\n}}")
        return [], f"late{uid}"
    if form in ("tuple_split", "tuple_index"):
        methods.append(f"private func pair{uid}() -> (UIViewController, Int) {{\n    return ({c}, {uid})\n}}")
        if form == "tuple_split":
            return [f"let (shown{uid}, _) = pair{uid}()"], f"shown{uid}"
        return [f"let pair{uid}x = pair{uid}()"], f"pair{uid}x.0"
    other = ctor(spec, entry["also"][0])
    var = f"shown{uid}"
    if form == "union_if":
        return [f"let {var}: UIViewController", "if Bool.random() {", f"    {var} = {c}", "} else {",
                f"    {var} = {other}", "}"], var
    if form == "union_ternary":
        return [f"let {var}: UIViewController = Bool.random() ? {c} : {other}"], var
    if form == "union_inline":
        return [], f"(Bool.random() ? {c} as UIViewController : {other})"
    if form == "union_coalescing":
        members.append(f"private var pending{uid}: UIViewController? = {c}")
        return [], f"(pending{uid} ?? {other})"
    if form == "union_switch":
        return [f"let {var}: UIViewController", "switch Int.random(in: 0...2) {", "case 0:", f"    {var} = {c}",
                "default:", f"    {var} = {other}", "}"], var
    raise ValueError(form)


def stepper():
    return "OneStepper(withSingleStep: AppStep.done)"


def one_contributor(value, form, target_is_flow):
    if form == "contribute_next" and not target_is_flow:
        return f".contribute(withNext: {value})"
    return f".contribute(withNextPresentable: {value}, withNextStepper: {stepper()})"


def item_body(spec, item, parts):
    """The lines of a case that contributes the item's targets, ending in its `return`."""
    uid = item["uid"]
    family, form, targets = item["family"], item["form"], item["targets"]
    target_is_flow = targets[0] in spec.flows
    pre = []
    if family in ("branches", "ternary", "switch_union"):
        a, b = (ctor(spec, t) for t in targets)
        var = f"screen{uid}"
        if family == "switch_union":
            pre += [f"let {var}: UIViewController", "switch rootViewController.viewControllers.count {", "case 0:",
                    f"    {var} = {a}", "default:", f"    {var} = {b}", "}"]
        elif family == "branches":
            pre += [f"let {var}: UIViewController", "if rootViewController.viewControllers.isEmpty {",
                    f"    {var} = {a}", "} else {", f"    {var} = {b}", "}"]
        else:
            pre.append(f"let {var}: UIViewController = rootViewController.viewControllers.isEmpty ? {a} : {b}")
        values = [var]
    elif family == "abstract_presentable":
        parts.methods.append(abstract_show(uid))
        lines, value = value_for(spec, item, targets[0], item.get("argument", "inline"), parts, f"screen{uid}x0")
        return lines + [f"return show{uid}({value})"]
    elif family in HELPER_FAMILIES:
        c = ctor(spec, targets[0])
        parts.top.append(static_wrapper(uid))
        if family == "static_wrapper":
            wrapped = f".contribute{uid}(with: {c})" if uid % 2 else f"FlowContributor.contribute{uid}(with: {c})"
            return [f"return .one(flowContributor: {wrapped})"]
        if family == "wrapper_of_wrapper":
            parts.top.append(push_wrapper(uid))
            return [f"return .push{uid}({c})"]
        parts.methods.append(map_helper(uid))
        return [f"let screen{uid} = {c}", f"return .multiple(flowContributors: contributors{uid}([screen{uid}]))"]
    elif form == "generic_push":
        parts.needs_generic_push = True
        return [f"return present({targets[0]}.self)"]
    else:
        values = []
        for i, target in enumerate(targets):
            fam = family
            allowed = ("inline", "local") if len(targets) > 1 else None
            if allowed and fam not in allowed:
                fam = "local" if uid % 2 else "inline"
            lines, value = value_for(spec, item, target, fam, parts, f"{'flow' if target in spec.flows else 'screen'}{uid}x{i}")
            pre += lines
            values.append(value)
    if form in ("multiple", "multiple_variadic"):
        contributors = [one_contributor(v, "contribute_next" if (uid + i) % 2 else "contribute", t in spec.flows)
                        for i, (v, t) in enumerate(zip(values, targets))]
        if form == "multiple":
            ret = ["return .multiple(flowContributors: ["] + [f"    {c}," for c in contributors] + ["])"]
        else:
            ret = ["return .multiple("] + [f"    {c}{',' if i < len(contributors) - 1 else ''}"
                                          for i, c in enumerate(contributors)] + [")"]
    else:
        value = values[0]
        if form == "vc":
            ret = [f"return .viewController({value})"]
        elif form == "vc_with":
            ret = [f"return .viewController({value}, with: {stepper()})"]
        elif form in ("contribute", "contribute_next"):
            ret = ["return .one(flowContributor: " + one_contributor(value, form, target_is_flow) + ")"]
        elif form == "qualified":
            ret = [f"return FlowContributors.one(flowContributor: FlowContributor.contribute(",
                   f"    withNextPresentable: {value},", f"    withNextStepper: {stepper()}))"]
        elif form == "next_flow_item":
            ret = [f"return .one(flowItem: NextFlowItem(nextPresentable: {value}, nextStepper: {stepper()}))"]
        elif form == "flow":
            ret = [f"return .flow({value}, with: AppStep.start)"]
        elif form == "flows_use":
            if not value.isidentifier():
                pre.append(f"let presented{uid} = {value}")
                value = f"presented{uid}"
            pre += [f"Flows.use({value}, when: .created) {{ [unowned self] root in",
                    "    self.rootViewController.present(root, animated: true)", "}"]
            ret = ["return .one(flowContributor: .contribute(",
                   f"    withNextPresentable: {value},",
                   "    withNextStepper: OneStepper(withSingleStep: AppStep.start)))"]
        else:
            raise ValueError(form)
    if family == "if_debug":
        ret = ["#if DEBUG"] + ret + ["#else", "return .none", "#endif"]
    elif family == "else_of_if_false":
        ret = ["#if false", f"return .viewController({decoy_for(spec, item)})", "#else"] + ret + ["#endif"]
    return pre + ret


def static_wrapper(uid):
    """A project wrapper around RxFlow's contribution, as real apps write them in an extension."""
    return "\n".join(["extension FlowContributor {",
                      f"    static func contribute{uid}(with presentable: Presentable) -> FlowContributor {{",
                      "        .contribute(withNextPresentable: presentable, withNextStepper: OneStepper(withSingleStep: AppStep.done))",
                      "    }", "}"])


def push_wrapper(uid):
    """A wrapper of the wrapper, with a defaulted parameter the call leaves out."""
    return "\n".join(["extension FlowContributors {",
                      f"    static func push{uid}(_ presentable: Presentable, animated: Bool = true) -> FlowContributors {{",
                      f"        .one(flowContributor: .contribute{uid}(with: presentable))",
                      "    }", "}"])


def map_helper(uid):
    """A helper of the flow mapping its array parameter through the wrapper."""
    return "\n".join([f"private func contributors{uid}(_ screens: [Presentable]) -> [FlowContributor] {{",
                      f"    screens.map {{ FlowContributor.contribute{uid}(with: $0) }}", "}"])


def abstract_show(uid):
    """A helper whose parameter is only a `Presentable`, called with a screen: the call binds it."""
    return "\n".join([f"private func show{uid}(_ presentable{uid}: Presentable) -> FlowContributors {{",
                      "    " + abstract_show_return(uid), "}"])


def abstract_show_return(uid):
    return (f"return .one(flowContributor: .contribute(withNextPresentable: presentable{uid}, "
            "withNextStepper: OneStepper(withSingleStep: AppStep.done)))")


def abstract_child_call(uid):
    return f"addChild(child{uid})"


def coordinator_param_call(uid):
    return f"navigationController.pushViewController(screen{uid}, animated: true)"


def fc_param_call(uid):
    return f"navigationController?.pushViewController(screen{uid}, animated: true)"


def x_untriggered_return(uid):
    return f"return .present(p{uid})"


def indent(lines, n):
    pad = " " * n
    out = []
    for block in lines:
        for line in block.split("\n"):
            out.append(pad + line if line and not line.startswith("#") else line)
    return out


class Files:
    def __init__(self, spec):
        self.spec = spec
        self.chunks = {}

    def add(self, path, lines):
        self.chunks.setdefault(path, []).append("\n".join(lines))

    def text(self):
        out = {}
        for path, chunks in self.chunks.items():
            name = path.rsplit("/", 1)[-1]
            out[path] = HEADER.format(name=name, seed=self.spec.seed) + "\n" + "\n\n".join(chunks) + "\n"
        return out


IMPORTS = ["import UIKit", "import RxFlow", "import RxController", "import Swinject"]


def render_flow(spec, name, files):
    node = spec.flows[name]
    parts = Parts()
    items = sorted((i for i in spec.items if i["flow"] == name), key=lambda i: i["uid"])
    cases, if_cases = [], []
    for item in items:
        body = item_body(spec, item, parts)
        cname = case_name(item)
        if item["place"] in ("method", "extension"):
            method = [f"func navigateTo{cname.capitalize()}() -> FlowContributors {{"] + indent(body, 4) + ["}"]
            if item["place"] == "method":
                parts.methods.append("\n".join(["private " + method[0]] + method[1:]))
            else:
                parts.ext_methods.append("\n".join(method))
            body = [f"return navigateTo{cname.capitalize()}()"]
        if item["place"] == "if_case":
            if_cases += [f"if case .{cname} = step {{"] + indent(body, 4) + ["}"]
        else:
            cases += [f"case .{cname}:"] + indent(body, 4)
    for noise in spec.noise:
        if noise["host"] == name and noise["kind"] == "unused_helper" and noise["mention"] in spec.vcs:
            parts.methods.append(f"private func unused{noise['uid']}() -> FlowContributors {{\n"
                                 f"    return .viewController({ctor(spec, noise['mention'])})\n}}")
    navigate = (["func navigate(to step: Step) -> FlowContributors {",
                 "    guard let step = step as? AppStep else { return .none }"]
                + indent(if_cases, 4)
                + ["    switch step {"] + indent(cases, 4) + ["    default:", "        return .none", "    }", "}"])
    if parts.needs_generic_push:
        parts.methods.append("\n".join([
            "private func present<Screen: UIViewController>(_ type: Screen.Type) -> FlowContributors {",
            "    let screen = Screen()",
            "    rootViewController.pushViewController(screen, animated: true)",
            "    return .viewController(screen)", "}"]))
    members = ["var root: Presentable {", "    return rootViewController", "}", "",
               "private let rootViewController = UINavigationController()"]
    if parts.needs_container:
        members.append("private let container = Container()")
    members += parts.members
    members += ["", "init() {"] + indent(parts.init_lines, 4) + ["}"]
    conformance = {"class": ": Flow", "protocol": ": NavigationFlow", "extension": "", "inherits": ": Flow",
                   "overrides": ": Flow"}[node["decl"]]
    # An inheriting flow does not override navigate(to:): its superclass (a flow nothing contributes) has it.
    cls = f"{name}Base" if node["decl"] in ("inherits", "overrides") else name
    body = members + [""]
    if node["decl"] != "extension":
        body += navigate + [""]
    for m in parts.methods:
        body += [m, ""]
    final = "" if cls != name else "final "
    lines = IMPORTS + [""] + parts.top + ([""] if parts.top else []) + [f"{final}class {cls}{conformance} {{"]
    lines += indent(body[:-1], 4) + ["}"]
    if cls != name and node["decl"] == "overrides":
        lines += ["", f"final class {name}: {cls} {{",
                  "    override func navigate(to step: Step) -> FlowContributors {",
                  "        return super.navigate(to: step)", "    }", "}"]
    elif cls != name:
        lines += ["", f"final class {name}: {cls} {{}}"]
    files.add(node["file"], lines)
    ext = []
    if node["decl"] == "extension":
        ext += [f"extension {name}: Flow {{"] + indent(navigate, 4) + ["}"]
    if parts.ext_methods:
        ext += ([""] if ext else []) + [f"extension {cls} {{"] + indent(parts.ext_methods, 4) + ["}"]
    if ext:
        files.add(node["ext_file"], IMPORTS + [""] + ext)
    elif node["ext_file"]:
        files.add(node["ext_file"], ["import RxFlow", "", f"extension {name} {{",
                                     "    var title: String { String(describing: Self.self) }", "}"])
    for item in items:
        uid = item["uid"]
        if item["family"] == "factory" and item["form"] != "generic_push" and len(item["targets"]) == 1:
            t = item["targets"][0]
            files.add(item["extras_file"], ["import UIKit", "", f"enum {item['case'].capitalize()}Factory{uid} {{",
                                            f"    static func make() -> {t} {{", f"        return {ctor(spec, t)}",
                                            "    }", "}"])
        if item["family"] == "static_extension" and item["form"] != "generic_push" and len(item["targets"]) == 1:
            t = item["targets"][0]
            files.add(item["extras_file"], ["import UIKit", "", f"extension {t} {{",
                                            f"    static func make{uid}() -> {t} {{", f"        {ctor(spec, t)}",
                                            "    }", "}"])


VC_SUPER = {"UIViewController": "UIViewController", "UITableViewController": "UITableViewController",
            "UINavigationController": "UINavigationController", "project_base": "BaseScreen"}


def child_lines(spec, child, parts, files):
    uid, c = child["uid"], ctor(spec, child["child"])
    form = child["form"]
    if form in ("direct", "self"):
        pre, c = shown_value(spec, child, child["child"], parts.members, parts.methods)
    if form == "direct":
        return pre + [f"addChild({c})"]
    if form == "local_didmove":
        return [f"let child{uid} = {c}", f"addChild(child{uid})", f"view.addSubview(child{uid}.view)",
                f"child{uid}.didMove(toParent: self)"]
    if form == "self":
        return pre + [f"let child{uid} = {c}", f"self.addChild(child{uid})"]
    if form == "to_container":
        parts.members.append(f"private let container{uid} = UIView()")
        return [f"addChild({c}, to: container{uid})"]
    if form == "legacy":
        return [f"addChildViewController({c})"]
    if form == "property":
        parts.members.append(f"private lazy var child{uid} = {c}")
        return [f"addChild(child{uid})"]
    if form == "extension":
        parts.ext_methods.append(f"func install{uid}() {{\n    let embedded = {c}\n    addChild(embedded)\n}}")
        return []
    if form == "external":
        files.add(child["extras_file"], ["import UIKit", "", f"enum Assembly{uid} {{",
                                         f"    static func attach(to parent: {child['parent']}) {{",
                                         f"        parent.addChild({c})", "    }", "}"])
        return []
    if form == "if_debug":
        return ["#if DEBUG", f"addChild({c})", "#endif"]
    if form.startswith("fc_"):
        parts.fc_methods.append(fc_method(spec, child, parts.fc_members))
        return []
    if form == "generic_helper":
        parts.methods.append(f"private func embed{uid}<Child: UIViewController>(_ child: Child) {{\n"
                             "    addChild(child)\n    child.didMove(toParent: self)\n}")
        return [f"embed{uid}({c})"]
    raise ValueError(form)


def fc_method(spec, child, members):
    """The flow controller's method showing the child, then its helpers (methods, `enum` factories)."""
    uid, form, c = child["uid"], child["form"], ctor(spec, child["child"])
    helpers = []
    pre = []
    if form not in ("fc_factory", "fc_factory_in", "fc_wrapped"):
        pre, c = shown_value(spec, child, child["child"], members, helpers)
    if form == "fc_push":
        body = [f"let screen = {c}", "navigationController?.pushViewController(screen, animated: true)"]
    elif form == "fc_present":
        body = [f"navigationController?.present({c}, animated: true)"]
    elif form == "fc_show":
        body = [f"navigationController?.show({c}, sender: nil)"]
    elif form == "fc_set":
        body = [f"navigationController?.setViewControllers([{c}], animated: true)"]
    elif form == "fc_assign":
        body = [f"navigationController?.viewControllers = [{c}]"]
    elif form == "fc_wrapped":
        body = [f"navigationController?.present(UINavigationController(rootViewController: Factory{uid}.create()), "
                "animated: true)"]
    elif form == "fc_factory_in":
        # A factory that makes the screen and pushes it itself, handed the navigation controller.
        body = [f"Factory{uid}.createIn(navigationController: navigationController)"]
    elif form == "fc_helper":
        # A method of the flow controller pushing its parameter, read at each call.
        helpers.append(f"private func display{uid}(_ screen: UIViewController) {{\n"
                       "    navigationController?.pushViewController(screen, animated: true)\n}")
        body = [f"display{uid}({c})"]
    else:
        body = [f"navigationController?.pushViewController(Factory{uid}.create(), animated: true)"]
    method = "\n".join([f"func show{uid}() {{"] + ["    " + line for line in pre + body] + ["}"] + [""] + helpers)
    if form in ("fc_factory", "fc_wrapped"):
        method += f"\n\nenum Factory{uid} {{\n    static func create() -> {child['child']} {{ {c} }}\n}}"
    if form == "fc_factory_in":
        method += (f"\n\nenum Factory{uid} {{\n    static func createIn(navigationController: UINavigationController?) {{\n"
                   f"        let screen = {c}\n        navigationController?.pushViewController(screen, animated: true)\n"
                   "    }\n}")
    return method


def render_flow_controller(spec, name, parts):
    """The MVVM-FC classes of a view controller whose flow controller shows other screens."""
    fc = f"{name}FlowController"
    methods, factories = [], []
    for m in parts.fc_methods:
        method, _, factory = m.partition("\n\nenum ")
        methods.append(method)
        if factory:
            factories.append("enum " + factory)
    lines = ["", f"final class {fc} {{", "    weak var navigationController: UINavigationController?"]
    lines += indent(parts.fc_members, 4)
    if spec.vcs[name]["fc_holder"] == "created_with":
        lines += ["    private weak var viewController: UIViewController?", "",
                  "    init(viewController: UIViewController) {", "        self.viewController = viewController", "    }"]
    for method in methods:
        lines += [""] + indent([method], 4)
    lines.append("}")
    for factory in factories:
        lines += ["", factory]
    if spec.vcs[name]["fc_holder"] == "factory":
        # As real MVVM-FC apps wire a module: the factory makes the screen and its flow controller and joins them.
        parts.members.append(f"var flowController: {fc}?")
        lines += ["", f"enum {name}Module {{", f"    static func make() -> {name} {{", f"        let screen = {ctor(spec, name)}",
                  f"        let flowController = {fc}()", "        screen.flowController = flowController", "        return screen",
                  "    }", "}"]
    elif spec.vcs[name]["fc_holder"] == "created_with":
        # Created with its screen by the module's factory, which returns both.
        lines += ["", f"enum {name}Module {{", f"    static func make() -> ({name}, {fc}) {{",
                  f"        let screen = {ctor(spec, name)}", f"        let flowController = {fc}(viewController: screen)",
                  "        return (screen, flowController)", "    }", "}"]
    elif spec.vcs[name]["fc_holder"] == "view_model":
        # Handed to the screen inside its view model, by the module's factory.
        model = f"{name}Navigation"
        parts.members.append(f"var navigation: {model}?")
        lines += ["", f"final class {model} {{", f"    let flowController: {fc}", "",
                  f"    init(flowController: {fc}) {{", "        self.flowController = flowController", "    }", "}",
                  "", f"enum {name}Module {{", f"    static func make() -> {name} {{", f"        let screen = {ctor(spec, name)}",
                  f"        let flowController = {fc}()", f"        screen.navigation = {model}(flowController: flowController)",
                  "        return screen", "    }", "}"]
    elif spec.vcs[name]["fc_holder"] == "presenter":
        parts.members.append(f"private let presenter = {name}Presenter()")
        lines += ["", f"final class {name}Presenter {{", f"    let flowController = {fc}()", "}"]
    else:
        parts.members.append(f"private let flowController = {fc}()")
    return lines


def render_vc(spec, name, files):
    node = spec.vcs[name]
    parts = Parts()
    load = []
    for child in sorted((c for c in spec.children if c["parent"] == name), key=lambda c: c["uid"]):
        load += child_lines(spec, child, parts, files)
    top = []
    for noise in sorted((n for n in spec.noise if n["host"] == name), key=lambda n: n["uid"]):
        m, uid = noise["mention"], noise["uid"]
        if noise["kind"] == "string":
            load.append(f'let hint{uid} = "addChild({m}()) // .viewController({m}())"')
        elif noise["kind"] == "if_false":
            load += ["#if false", f"addChild({ctor(spec, m) if m in spec.vcs else m + '()'})", "#endif"]
        elif noise["kind"] == "fc_param":
            parts.fc_methods.append(f"func showExternal{uid}(_ screen{uid}: UIViewController) {{\n"
                                    f"    {fc_param_call(uid)}\n}}")
        elif noise["kind"] == "abstract_child":
            parts.methods.append(f"private func attach{uid}(_ child{uid}: UIViewController) {{\n"
                                 f"    {abstract_child_call(uid)}\n}}")
        elif noise["kind"] == "vm_add_child" and is_rx(spec, name):
            top += [f"final class Nested{uid}Model: BaseViewModel {{", "    func setUp() {",
                    f"        addChild({name}Model())", "    }", "}"]
    if parts.fc_methods:
        top = render_flow_controller(spec, name, parts)[1:] + ([""] + top if top else [])
    base = node["base"]
    if base == "rx_direct":
        sup = f"RxViewController<{name}Model>"
    elif base == "rx_generic":
        sup = f"BaseViewController<{name}Model>"
    else:
        sup = VC_SUPER[base]
    body = parts.members + ([""] if parts.members else [])
    body += ["override func viewDidLoad() {", "    super.viewDidLoad()"] + indent(load, 4) + ["}"]
    for m in parts.methods:
        body += ["", m]
    lines = ["import UIKit", "import RxController", "", f"final class {name}: {sup} {{"] + indent(body, 4) + ["}"]
    if is_rx(spec, name):
        lines += ["", f"final class {name}Model: BaseViewModel {{}}"]
    if top:
        lines += [""] + top
    files.add(node["file"], lines)
    if parts.ext_methods:
        files.add(node["ext_file"], ["import UIKit", "", f"extension {name} {{"] + indent(parts.ext_methods, 4) + ["}"])
    elif node["ext_file"]:
        files.add(node["ext_file"], ["import UIKit", "", f"extension {name} {{",
                                     "    var screenName: String { String(describing: Self.self) }", "}"])


def render_noise(spec, noise, files):
    m, uid, kind = noise["mention"], noise["uid"], noise["kind"]
    host = noise["host"]
    host_file = (spec.flows.get(host) or spec.vcs.get(host) or spec.flows[ROOT])["file"]
    if kind == "comment":
        files.add(host_file, [f"// {m} used to be contributed here: return .viewController({m}())",
                              f"/* addChild({m}()) and .contribute(withNextPresentable: {m}(), withNextStepper: x) */"])
    elif kind == "decoy_type":
        files.add(host_file, [f"struct {m}Configuration{uid} {{", f'    let title = "{m}"', "}", "",
                              f"final class {m}Presenter{uid} {{",
                              f"    func configuration() -> {m}Configuration{uid} {{ .init() }}", "}"])
    elif kind in ("unreachable_vc", "similar_vc") and noise.get("target") in spec.vcs:
        files.add(noise["file"], ["import UIKit", "", f"final class {noise['decoy']}: UIViewController {{",
                                  "    override func viewDidLoad() {", "        super.viewDidLoad()",
                                  f"        addChild({ctor(spec, noise['target'])})", "    }", "}"])
    elif kind == "unreachable_flow" and noise.get("target") in spec.vcs:
        files.add(noise["file"], IMPORTS + ["", f"final class {noise['decoy']}: Flow {{",
                                            "    var root: Presentable { UINavigationController() }", "",
                                            "    func navigate(to step: Step) -> FlowContributors {",
                                            f"        return .viewController({ctor(spec, noise['target'])})",
                                            "    }", "}"])


def show_lines(spec, show, members, methods):
    uid, target, form = show["uid"], show["target"], show["form"]
    pre, c = shown_value(spec, show, target, members, methods)
    return pre + show_call(spec, show, c)


def show_call(spec, show, c):
    uid, form = show["uid"], show["form"]
    if form == "coordinate_flow":
        return [f"flowCoordinator.coordinate(flow: {c}, with: OneStepper(withSingleStep: AppStep.start))"]
    if form == "flows_use":
        # The closure does not present `root`: a closure parameter shown by a coordinator is untyped (a warning).
        if uid % 2:
            return [f"let flow{uid} = {c}",
                    f"flowCoordinator.coordinate(flow: flow{uid}, with: OneStepper(withSingleStep: AppStep.start))"]
        return [f"let flow{uid} = {c}", f"Flows.use(flow{uid}, when: .created) {{ _ in", "    print(\"ready\")", "}"]
    if form == "push":
        return [f"let screen{uid} = {c}", f"navigationController.pushViewController(screen{uid}, animated: true)"]
    if form == "present":
        return [f"navigationController.present({c}, animated: true)"]
    if form == "set":
        return [f"navigationController.setViewControllers([{c}], animated: false)"]
    if form == "show":
        return [f"navigationController.show({c}, sender: nil)"]
    if form == "wrapped":
        return [f"let wrapper{uid} = UINavigationController(rootViewController: {c})",
                f"navigationController.present(wrapper{uid}, animated: true)"]
    if form in ("start", "start_local"):
        return [f"let child{uid} = {c}", f"childCoordinators.append(child{uid})", f"child{uid}.start()"]
    if form == "append":
        return [f"childCoordinators.append({c})"]
    if form == "helper_keep":
        return [f"adopt({c})"]
    if form == "coordinate_to":
        return [f"coordinate(to: {c})"]
    if form == "nav_property":
        return [f"navigationController.present(nav{uid}, animated: true)"]
    if form == "show_detail":
        return [f"navigationController.showDetailViewController({c}, sender: nil)"]
    if form == "assign_root":
        return [f"window.rootViewController = {c}"]
    if form == "assign_tabs":
        return ["tabBarController.viewControllers = [" + ", ".join(
            [c] + [ctor(spec, t) for t in show.get("also", [])]) + "]"]
    if form == "helper_push":
        return [f"display({c})"]
    if form == "router_push":
        return [f"router.push({c})"]
    if form == "router_injected":
        return [f"injected{uid}.router.embedModule({c})"]
    raise ValueError(form)


# Project helpers hand-written coordinators call on themselves, read at each call: one keeps and starts a
# child (in a protocol extension, as real apps write it), the other pushes a screen.
KEEP_HELPER = ["extension Coordinator {", "    func adopt(_ child: Coordinator) {", "        childCoordinators.append(child)",
               "        child.start()", "    }", "}"]
# A base class whose start() pushes the screen each subclass returns.
BASE_COORDINATOR = ["class ScreenCoordinator: Coordinator {", "    var childCoordinators: [Coordinator] = []",
                    "    let navigationController = UINavigationController()",
                    "    var rootViewController: UIViewController { fatalError(\"a subclass returns its screen\") }", "",
                    "    func start() {", "        navigationController.pushViewController(rootViewController, animated: true)",
                    "    }", "}"]
# As a coordinator library declares it, read at its call sites.
COORDINATE_HELPER = ["extension Coordinator {", "    func coordinate(to child: Coordinator) {",
                     "        childCoordinators.append(child)", "        child.start()", "    }", "}"]
PUSH_HELPER = ["", "func display(_ screen: UIViewController) {",
               "    navigationController.pushViewController(screen, animated: true)", "}"]
# A router object coordinators hold: no node, its methods read at each coordinator's call, an overload handing on to
# another.
ROUTER = ["final class ScreenRouter {", "    private let navigationController: UINavigationController", "",
          "    init(navigationController: UINavigationController) {", "        self.navigationController = navigationController",
          "    }", "", "    func push(_ module: UIViewController) {", "        push(module, animated: true)", "    }", "",
          "    func push(_ module: UIViewController, animated: Bool) {",
          "        navigationController.pushViewController(module, animated: animated)", "    }", "",
          "    func embedModule(_ module: UIViewController) {", "        push(module, animated: false)", "    }", "}"]
# A router typed by a protocol, passed to an initialiser: the holder's property is what its constructions pass.
ROUTER_HOLDER = ["protocol ScreenRouting: AnyObject {", "    func embedModule(_ module: UIViewController)", "}", "",
                 "extension ScreenRouter: ScreenRouting {}", "", "final class RouterHolder {", "    let router: ScreenRouting", "",
                 "    init(router: ScreenRouting) {", "        self.router = router", "    }", "}"]


def x_transition(spec, show, members, methods):
    """A route case's lines in prepareTransition(for:), ending in the transition's return."""
    uid, target, form = show["uid"], show["target"], show["form"]
    pre, c = shown_value(spec, show, target, members, methods)
    return pre + x_return(show, c)


def x_return(show, c):
    uid, form = show["uid"], show["form"]
    if form == "x_push":
        return [f"let screen{uid} = {c}", f"return .push(screen{uid})"]
    if form == "x_present":
        return [f"return .present({c})"]
    if form == "x_present_on_root":
        return [f"return .presentOnRoot({c})"]
    if form == "x_set":
        return [f"return .set([{c}])"]
    if form == "x_show":
        return [f"return .show({c})"]
    if form == "x_multiple":
        return [f"return .multiple(.dismissToRoot(), .push({c}))"]
    if form == "x_qualified":
        return [f"return NavigationTransition.push({c})"]
    if form == "x_embed":
        return [f"return .embed({c}, in: rootViewController)"]
    if form == "x_route":
        return [f"return .route(.start, on: child{uid})"]
    if form == "x_trigger":
        return [f"return .trigger(.start, on: child{uid}.strongRouter)"]
    if form == "x_add_child":
        return [f"let child = {c}", "addChild(child)", "return .present(child)"]
    if form == "x_helper":
        return [f"return .presentModally({c})"]
    if form == "x_payload":
        return [f"guard let payload{uid} = payload{uid} else {{ return .none() }}", f"return .present(payload{uid})"]
    if form == "x_stored_router":
        return [f"return .trigger(.start, on: child{uid})"]
    raise ValueError(form)


def x_presentable(spec, target):
    """A value to present: a screen, or a coordinator's router."""
    return ctor(spec, target) + (".strongRouter" if target in spec.coordinators else "")


# A project helper returning a transition, as real apps keep them in an `extension Transition`.
X_HELPERS = ["import XCoordinator", "", "extension Transition {",
             "    static func presentModally(_ presentable: Presentable) -> Transition {",
             "        presentable.viewController?.modalPresentationStyle = .formSheet",
             "        return .present(presentable)", "    }", "}"]


def render_xcoordinator(spec, name, files):
    shows = sorted((s for s in spec.shows if s["coordinator"] == name), key=lambda s: s["uid"])
    route = f"{name}Route"
    members = [f"private lazy var child{s['uid']} = {ctor(spec, s['target'])}"
               for s in shows if s["form"] in ("x_route", "x_trigger")]
    # Routers kept in stored properties, set before `super.init`; routes carrying a presentable, triggered after it.
    members += [f"private let child{s['uid']}: StrongRouter<{s['target']}Route>" for s in shows if s["form"] == "x_stored_router"]
    stored = [f"    self.child{s['uid']} = {x_presentable(spec, s['target'])}" for s in shows if s["form"] == "x_stored_router"]
    triggered = [f"    trigger(.show{s['uid']}({x_presentable(spec, s['target'])}))" for s in shows if s["form"] == "x_payload"]
    # The coordinator's root screen, handed to `super.init(root:)`.
    roots = [s for s in shows if s["form"] == "x_init_root"]
    shows = [s for s in shows if s["form"] != "x_init_root"]
    super_init = f"    super.init(root: {ctor(spec, roots[0]['target'])})" if roots else "    super.init(initialRoute: .start)"
    cases, methods = [], []
    for show in shows:
        label = f"case let .show{show['uid']}(payload{show['uid']}):" if show["form"] == "x_payload" else f"case .show{show['uid']}:"
        cases += [label] + indent(x_transition(spec, show, members, methods), 4)
    untriggered = sorted((n["uid"] for n in spec.noise if n["host"] == name and n["kind"] == "x_untriggered"))
    for uid in untriggered:
        cases += [f"case let .any{uid}(p{uid}):", "    " + x_untriggered_return(uid)]
    body = members + ([""] if members else []) + ["init() {"] + stored + [super_init] + triggered + ["}", "",
            f"override func prepareTransition(for route: {route}) -> NavigationTransition {{",
            "    switch route {"] + indent(cases, 4) + ["    case .start:", "        return .none()", "    }", "}"]
    for method in methods:
        body += [""] + method.split("\n")
    lines = ["import UIKit", "import XCoordinator", "", f"enum {route}: Route {{", "    case start"]
    lines += [f"    case show{s['uid']}" + ("(Presentable?)" if s["form"] == "x_payload" else "") for s in shows]
    lines += [f"    case any{uid}(Presentable)" for uid in untriggered] + ["}", ""]
    lines += [f"final class {name}: NavigationCoordinator<{route}> {{"] + indent(body, 4) + ["}"]
    files.add(spec.coordinators[name]["file"], lines)
    if name == spec.root:
        files.add("App/Transitions.swift", X_HELPERS)


def render_coordinator(spec, name, files):
    if spec.coordinator_style == "xcoordinator":
        render_xcoordinator(spec, name, files)
        return
    methods, members, helpers = [], [], []
    shows = sorted((s for s in spec.shows if s["coordinator"] == name), key=lambda s: s["uid"])
    # Late binding: the screen the base class's start() pushes is what this subclass's override returns.
    roots = [s for s in shows if s["form"] == "base_root"]
    shows = [s for s in shows if s["form"] != "base_root"]
    members += [f"private lazy var nav{s['uid']} = UINavigationController(rootViewController: {ctor(spec, s['target'])})"
                for s in shows if s["form"] == "nav_property"]
    if any(s["form"] == "router_push" for s in shows):
        members += ["private let router = ScreenRouter(navigationController: UINavigationController())"]
    members += [f"private let injected{s['uid']} = RouterHolder(router: ScreenRouter(navigationController: UINavigationController()))"
                for s in shows if s["form"] == "router_injected"]
    for show in shows:
        methods += ["", f"func show{show['uid']}() {{"] + indent(show_lines(spec, show, members, helpers), 4) + ["}"]
    for helper in helpers:
        methods += [""] + helper.split("\n")
    for noise in sorted((n for n in spec.noise if n["host"] == name and n["kind"] == "coordinator_param"),
                        key=lambda n: n["uid"]):
        methods += ["", f"func showExternal{noise['uid']}(_ screen{noise['uid']}: UIViewController) {{",
                    "    " + coordinator_param_call(noise["uid"]), "}"]
    # Only where it is called: a helper no call binds shows a screen of its declared type (a warning).
    if any(s["form"] == "helper_push" for s in shows):
        methods += PUSH_HELPER
    common = ["private let flowCoordinator = FlowCoordinator()", "private let window = UIWindow()",
              "private let tabBarController = UITabBarController()"] + members
    if roots:
        body = ["override var rootViewController: UIViewController {", f"    {ctor(spec, roots[0]['target'])}", "}",
                ""] + common + methods
    else:
        body = (["var childCoordinators: [Coordinator] = []", "private let navigationController = UINavigationController()"]
                + common + ["", "func start() {", "    navigationController.setNavigationBarHidden(false, animated: false)",
                            "}"] + methods)
    lines = IMPORTS + [""] + ([
        "protocol Coordinator: AnyObject {", "    var childCoordinators: [Coordinator] { get set }",
        "    func start()", "}", ""] if name == spec.root else [])
    if name == spec.root and any(s["form"] == "helper_keep" for s in spec.shows):
        lines += KEEP_HELPER + [""]
    if name == spec.root and any(s["form"] == "coordinate_to" for s in spec.shows):
        lines += COORDINATE_HELPER + [""]
    if name == spec.root and any(s["form"] == "base_root" for s in spec.shows):
        lines += BASE_COORDINATOR + [""]
    if name == spec.root and any(s["form"] in ("router_push", "router_injected") for s in spec.shows):
        lines += ROUTER + [""]
    if name == spec.root and any(s["form"] == "router_injected" for s in spec.shows):
        lines += ROUTER_HOLDER + [""]
    lines += [f"final class {name}: {'ScreenCoordinator' if roots else 'Coordinator'} {{"] + indent(body, 4) + ["}"]
    files.add(spec.coordinators[name]["file"], lines)


def generated_files(spec):
    """{relative path: file text} of the nodes, their edges and the noise: the project before the edits' body edits,
    plain types, framework extensions, globals, members and padding."""
    files = Files(spec)
    cases = sorted(case_name(i) for i in spec.items)
    files.add("App/AppStep.swift", ["import RxFlow", "", "enum AppStep: Step {", "    case start", "    case done"]
              + [f"    case {c}" for c in cases] + ["}"])
    files.add("App/Base.swift", [
        "import UIKit", "import RxFlow", "import RxController", "",
        "protocol NavigationFlow: Flow {}", "",
        "class BaseViewModel: RxViewModel {}", "",
        "class BaseViewController<VM: BaseViewModel>: RxViewController<VM> {}", "",
        "class BaseScreen: UIViewController {}"])
    for name in sorted(spec.flows):
        render_flow(spec, name, files)
    for name in sorted(spec.vcs):
        render_vc(spec, name, files)
    for name in sorted(spec.coordinators):
        render_coordinator(spec, name, files)
    for noise in sorted(spec.noise, key=lambda n: n["uid"]):
        render_noise(spec, noise, files)
    return files.text()


def render(spec):
    """{relative path: file text} for the whole project."""
    text = generated_files(spec)
    # Body edits of the generated methods, before anything else is added to the files (only those methods are found).
    for entry in sorted(getattr(spec, "bodies", []), key=lambda b: b["uid"]):
        if entry["file"] in text:
            text[entry["file"]] = with_body(spec, text[entry["file"]], entry, text)
    for entry in sorted(getattr(spec, "plain", []), key=lambda p: p["uid"]):
        if entry["file"] in text:
            text[entry["file"]] = with_plain_type(spec, text[entry["file"]], entry)
    present = set(text)
    # Framework extensions, then globals: each in its file, or in a file of its own
    # (`Shared/Extensions/String+Helpers12.swift`, `Core/Globals/Constants12.swift`) holding no keyword unless it does.
    for kind, lines_of in (("extensions", framework_extension_lines), ("globals", global_lines)):
        for entry in sorted(getattr(spec, kind, []), key=lambda e: e["uid"]):
            lines = lines_of(spec, entry, present)
            if entry["file"] in text:
                text[entry["file"]] = with_declaration(text[entry["file"]], lines, entry["place"])
            elif entry["place"] == "file":
                name = entry["file"].rsplit("/", 1)[-1]
                text[entry["file"]] = HEADER.format(name=name, seed=spec.seed) + "\n" + "\n".join(["import UIKit", ""] + lines) + "\n"
    # Members of the project's types: in a type's body or in an extension of it in its file (nothing once it is gone).
    for entry in sorted(getattr(spec, "members", []), key=lambda m: m["uid"]):
        if entry["file"] in text:
            text[entry["file"]] = with_member(spec, text[entry["file"]], entry)
    for path, positions in sorted(getattr(spec, "padding", {}).items()):
        if path not in text:
            continue
        lines = text[path].split("\n")
        for position in sorted(positions, reverse=True):
            lines.insert(position % len(lines), "// a line that moves the ones below it")
        text[path] = "\n".join(lines)
    return text


def plain_type_lines(spec, entry, imports_uikit):
    """A plain type's declaration (spec.PLAIN_FORMS, spec.ADVERSARIAL_PLAIN_FORMS): valid Swift, and no edge
    (but for those named like what the code uses, spec.SHADOW_NESTED_FORMS and `shadows`)."""
    name, form, ref, uid = entry["name"], entry["form"], entry.get("ref"), entry["uid"]
    if form == "struct":
        return [f"struct {name} {{}}"]
    if form == "codable":
        return [f"struct {name}: Codable, Equatable {{", "    let id: String", "    var count: Int", "}"]
    if form == "enum":
        return [f"enum {name} {{", "    case a, b", "}"]
    if form == "final_class" or (form == "nsobject" and not imports_uikit):
        return [f"final class {name} {{}}"]
    if form == "nsobject":
        return [f"final class {name}: NSObject {{}}"]
    if form == "nested":
        return [f"struct {name} {{", "    struct Inner {", "        let x: Int", "    }", "", "    let inner: Inner", "}"]
    if form == "computed":
        return [f"struct {name}: Hashable {{", "    var count: Int", "", "    var isEmpty: Bool {",
                "        count == 0", "    }", "}"]
    if form == "doc":
        # Leading trivia: not the type's own text, even when it names a navigation type.
        return [f"/// Kept by the screen the Flow shows; the Coordinator never reads it ({uid}).",
                f"enum {name}: String, CaseIterable {{", "    case first", "    case second", "}"]
    if form == "protocol":
        return [f"protocol {name} {{", "    var id: String { get }", "}"]
    if form == "nested_alias":
        return [f"struct {name} {{", "    typealias ID = String", "", "    let id: ID", "}"]
    if form == "func":
        return [f"struct {name} {{", "    let id: Int", "", "    func make() -> Int {", "        id + 1", "    }", "}"]
    if form == "keyword_comment":
        return [f"struct {name} {{", f"    // not a {ref}: nothing here navigates", "    let id: Int", "}"]
    if form == "keyword_string":
        return [f"struct {name} {{", f'    let note = "{ref}"', "}"]
    if form == "call_property":
        return [f"struct {name} {{", f"    let limit = max({uid}, 1)", "    let tags = Array<String>()", "}"]
    if form == "extension":
        return [f"struct {name} {{", "    let id: Int", "}", "", f"extension {name}: CustomStringConvertible {{",
                f'    var description: String {{ "{name}" }}', "}"]
    if form == "if_debug":
        return ["#if DEBUG", f"struct {name} {{", "    let id: Int", "}", "#endif"]
    if form == "base_screen":
        # A view controller nothing shows: a node, but no edge reaches it.
        return [f"final class {name}: BaseScreen {{}}"]
    if form == "view_model":
        return [f"final class {name}: BaseViewModel {{}}"]
    if form == "mentions_node":
        kept = ref if ref in spec.vcs or ref in spec.flows else "String"
        return [f"struct {name} {{", f"    var owner: {kept}?", "}"]
    if form == "nested_used_name":
        return [f"struct {name} {{", f"    struct {ref} {{", "        let x: Int", "    }", "}"]
    if form == "shadow_nested":
        # `Q.X` is written in the code (spec.SHADOW_NESTED_FORMS): now a nested type may answer it.
        return [f"enum {name} {{", f"    struct {ref} {{}}", "}"]
    if form == "shadow_nested_alias":
        return [f"enum {name} {{", f"    typealias {ref} = String", "}"]
    raise ValueError(form)


def with_plain_type(spec, text, entry):
    """`text` with the plain type after its imports (`start`) or at its end."""
    declaration = plain_type_lines(spec, entry, "import UIKit" in text.rstrip("\n").split("\n"))
    return with_declaration(text, declaration, entry["place"])


def with_declaration(text, declaration, place):
    """`text` with the declaration's lines after its imports (`start`) or at its end."""
    lines = text.rstrip("\n").split("\n")
    if place in ("end", "file"):
        return "\n".join(lines + [""] + declaration) + "\n"
    at = max([i + 1 for i, line in enumerate(lines) if line.startswith("import ")] or [HEADER.count("\n")])
    return "\n".join(lines[:at] + [""] + declaration + lines[at:]) + "\n"


# Members of the benign framework extensions, by extended type: a method (name, return type, body), a computed
# property (name, type, body) and a static one (name, type, value); none calls anything.
STD_MEMBERS = {
    "String": (("trimmedTitle", "String", "self"), ("isBlank", "Bool", "isEmpty"), ("placeholder", "String", '"-"')),
    "Int": (("clamped", "Int", "self"), ("isZero", "Bool", "self == 0"), ("pageSize", "Int", "20")),
    "Double": (("halved", "Double", "self / 2"), ("isPositive", "Bool", "self > 0"), ("spacing", "Double", "8")),
    "Date": (("startOfPeriod", "Date", "self"), ("epochSeconds", "Double", "timeIntervalSince1970"),
             ("referenceSeconds", "Double", "978_307_200")),
    "URL": (("normalised", "URL", "self"), ("isSecure", "Bool", 'scheme == "https"'), ("defaultPort", "Int", "443")),
    "Bundle": (("resources", "Bundle", "self"), ("displayIdentifier", "String", 'bundleIdentifier ?? ""'),
               ("fallbackName", "String", '"App"')),
    "UIColor": (("highlighted", "UIColor", "self"), ("isOpaqueColor", "Bool", "cgColor.alpha == 1"),
                ("disabledAlpha", "CGFloat", "0.4")),
    "UIFont": (("bolder", "UIFont", "self"), ("leading", "CGFloat", "lineHeight - pointSize"), ("titleSize", "CGFloat", "17")),
    "Array": (("secondItem", "Element?", "count > 1 ? self[1] : nil"), ("hasMany", "Bool", "count > 1"),
              ("defaultCapacity", "Int", "8")),
    "NSObject": (("retained", "NSObject", "self"), ("objectName", "String", "description"),
                 ("registryKey", "String", '"object"')),
    "Result": (("outcomeName", "String", '"result"'), ("isSuccess", "Bool", "if case .success = self { true } else { false }"),
               ("retries", "Int", "3")),
}
# Generic types take no stored static property: theirs is computed.
GENERIC_EXT_TYPES = ("Array", "Result", "Collection", "Optional", "Error", "Equatable")
IDENTIFIABLE_IDS = {"Int": ("Int", "self"), "Date": ("Double", "timeIntervalSince1970"), "URL": ("String", "absoluteString"),
                    "String": ("String", "self")}
UIKIT_TYPES = ("NSObject", "UIResponder", "UIViewController", "UIView", "UIWindow", "UIStoryboard",
               "UINavigationController", "UITableViewController")


def extended_type(spec, entry, present=None):
    """The type a framework extension extends: its framework type, or for `project_type` the project type it
    names (`String` once that type is gone: its node deleted, its plain type removed or in a deleted file)."""
    if entry["form"] != "project_type":
        return entry["type"]
    kind, key = entry["type"]
    if kind == "node" and (key in spec.vcs or key in spec.flows or key in spec.coordinators):
        return key
    return plain_or_decoy_name(spec, kind, key, present) or "String"


def plain_or_decoy_name(spec, kind, key, present=None):
    """The name of the plain type (`plain`) or decoy type (`decoy`) with uid `key`, while it is in the project
    (a plain type's file among `present`, when given); None once it is gone."""
    if kind == "plain":
        for plain in getattr(spec, "plain", []):
            if plain["uid"] == key and (present is None or plain["file"] in present):
                return plain["name"]
    if kind == "decoy":
        for noise in spec.noise:
            if noise["uid"] == key and noise["kind"] == "decoy_type":
                return f"{noise['mention']}Configuration{noise['uid']}"
    return None


def member_lines(t, part, tag):
    """One of a benign extension's members of type `t` (STD_MEMBERS): `method`, `computed` or `static`."""
    members = STD_MEMBERS.get(t, STD_MEMBERS["String"] if t not in ("Collection", "Optional", "Error", "Equatable")
                               else (("itself", "Self", "self"), ("isPresent", "Bool", "true"), ("limit", "Int", "8")))
    if part == "method":
        name, ret, body = members[0]
        return [f"func {name}{tag}() -> {ret} {{", f"    {body}", "}"]
    if part == "computed":
        name, ret, body = members[1]
        return [f"var {name}{tag}: {ret} {{", f"    {body}", "}"]
    name, ret, value = members[2]
    if t in GENERIC_EXT_TYPES:
        return [f"static var {name}{tag}: {ret} {{ {value} }}"]
    return [f"static let {name}{tag}: {ret} = {value}"]


def framework_extension_lines(spec, entry, present=None):
    """A framework extension's lines (spec.FRAMEWORK_EXT_FORMS, spec.ADVERSARIAL_FRAMEWORK_EXT_FORMS): valid-looking
    Swift (rxtree does not type-check), and no edge (but for those marked `shadows`, which may change the output)."""
    form, ref, variant, uid = entry["form"], entry.get("ref"), entry.get("variant", 0), entry["uid"]
    rev = entry.get("rev", 0)
    tag = f"{uid}" if not rev else f"{uid}v{rev}"
    n = uid + 1000 * rev
    t = extended_type(spec, entry, present)

    def extension(members, head=None):
        return [head or f"extension {t} {{"] + indent(members, 4) + ["}"]

    if form == "method_empty":
        return extension([f"func noteUsage{tag}() {{}}"])
    if form == "method_literal":
        if variant % 2:
            return extension([f"func label{tag}() -> String {{", f'    return "v{n}"', "}"])
        return extension([f"func weight{tag}() -> Int {{", f"    return {n}", "}"])
    if form == "computed":
        return extension(member_lines(t, "computed", tag))
    if form == "static_let":
        return extension(member_lines(t, "static", tag))
    if form == "conformance":
        id_type, id_body = IDENTIFIABLE_IDS.get(t, ("String", f'"{n}"'))
        retroactive = "@retroactive " if (variant + rev) % 2 else ""  # an edit flips it
        return extension([f"public var id: {id_type} {{", f"    {id_body}", "}"],
                         f"extension {t}: {retroactive}Identifiable {{")
    if form == "several":
        return extension(member_lines(t, "method", tag) + [""] + member_lines(t, "computed", tag) + [""]
                         + member_lines(t, "static", tag))
    if form == "where_clause":
        clause = {"Array": ("Element == String", f"var joinedTitle{tag}: String", 'first ?? ""'),
                  "Collection": ("Element == Int", f"var isAllZero{tag}: Bool", "isEmpty"),
                  "Optional": ("Wrapped == String", f"var orEmpty{tag}: String", 'self ?? ""')}[t]
        head = f"extension {t} where {clause[0]} {{"
        if t == "Array" and variant % 3:
            # SE-0361's bound generic extensions: `extension Array<String>`, `extension [String]`.
            head = "extension Array<String> {" if variant % 3 == 1 else "extension [String] {"
        return extension([clause[1] + " {", f"    {clause[2]}", "}"], head)
    if form == "protocol_ext":
        member = {"Collection": [f"var isNotEmpty{tag}: Bool {{", "    !isEmpty", "}"],
                  "Error": [f"var code{tag}: Int {{", f"    {n}", "}"],
                  "Equatable": [f"func isSame{tag}(as other: Self) -> Bool {{", "    self == other", "}"]}[t]
        return extension(member)
    if form == "private":
        return extension(member_lines(t, "computed", tag), f"{'private' if variant % 2 else 'fileprivate'} extension {t} {{")
    if form == "doc":
        # Leading trivia: not the extension's own text, even when it names a navigation type.
        return ([f"/// Shared by the Flow's screens; no Coordinator reads it ({n})."]
                + extension(member_lines(t, "computed", tag)))
    if form == "self_call":
        if entry.get("property"):
            return extension([f"var {ref}: Int {{", f"    {n}", "}"])
        if variant % 3 == 2 and t in UIKIT_TYPES:
            return extension([f"func {ref}(_ value: Any? = {rev or 'nil'}) -> UIViewController {{",
                              "    return UIViewController()", "}"])
        params = "" if variant % 3 == 0 and not rev else f"_ value: Any? = {rev or 'nil'}"
        return extension([f"func {ref}({params}) -> Int {{", f"    return {n}", "}"])
    if form == "member_call":
        static = "static " if variant % 2 else ""
        if variant % 3 == 2:
            return extension([f"{static}var {ref}: Int {{", f"    {n}", "}"])
        return extension([f"{static}func {ref}(_ value: Any? = nil) -> Int {{", f"    return {n}", "}"])
    if form == "nav_call":
        screen = ctor(spec, ref) if ref in spec.vcs else "UIViewController()"
        if t == "UINavigationController":
            return extension([f"func open{tag}() {{", f"    pushViewController({screen}, animated: true)", "}"])
        if t == "UIWindow":
            return extension([f"func open{tag}() {{", f"    rootViewController = {screen}", "}"])
        if t == "NSObject":
            return extension([f"func attach{tag}(to parent: UIViewController) {{", f"    parent.addChild({screen})", "}"])
        call = [f"navigationController?.pushViewController({screen}, animated: true)", f"addChild({screen})",
                f"present({screen}, animated: true)"][variant % 3]
        return extension([f"func open{tag}() {{", f"    {call}", "}"])
    if form == "controller":
        member = {"UIViewController": [f"var isOnScreen{tag}: Bool {{", "    viewIfLoaded?.window != nil", "}"],
                  "UINavigationController": [f"var depth{tag}: Int {{", f"    {n}", "}"],
                  "UITableViewController": [f"var rowHeight{tag}: CGFloat {{", "    44", "}"]}[t]
        return extension(member)
    if form == "nested_type":
        if variant % 2:
            return extension([f"enum Style{tag} {{", "    case plain, bold", "}"])
        return extension([f"struct Parts{tag} {{", "    let head: String", "}"])
    if form == "nested_alias":
        return extension([f"typealias Stamp{tag} = Double"])
    if form == "nested_used":
        # Named like what the code uses: a nested type may answer a lookup of the name.
        if variant % 2:
            return extension([f"struct {ref} {{", f"    let revision{rev}: Int", "}"] if rev else [f"struct {ref} {{}}"])
        return extension([f"typealias {ref} = {'Double' if rev % 2 else 'Int'}"])
    if form == "project_type":
        if ref:
            return extension([f"func {ref}() -> Int {{", f"    return {n}", "}"])
        return extension([f"var accent{tag}: Int {{", f"    {n}", "}"])
    if form == "used_type":
        if t == "UIStoryboard":
            return extension([f"static var mainName{tag}: String {{", '    "Main"', "}"])
        return extension([f"var tag{tag}: Int {{", f"    {n}", "}"])
    if form == "body_call":
        member = [[f"func describe{tag}() -> String {{", "    String(describing: self)", "}"],
                  [f"func limit{tag}() -> Int {{", f"    max({n}, 1)", "}"],
                  [f"func log{tag}() {{", f'    print("{t} {n}")', "}"],
                  [f"func coin{tag}() -> Bool {{", "    Bool.random()", "}"]][variant % 4]
        return extension(member)
    if form == "if_debug":
        return ["#if DEBUG"] + extension(member_lines(t, "computed", tag)) + ["#endif"]
    if form == "debug_pair":
        # Quiet at the top, and another extension of the type in `#if DEBUG`: its text is none of the quiet one's.
        if variant % 2:
            screen = ctor(spec, ref) if ref in spec.vcs else "UIViewController()"
            debug = [f"func attach{tag}(to parent: UIViewController) {{", f"    parent.addChild({screen})", "}"]
        else:
            node = ref if ref in spec.vcs or ref in spec.flows else "String"
            debug = [f"var owner{tag}: {node}? {{", "    nil", "}"]
        return extension(member_lines(t, "computed", tag)) + ["", "#if DEBUG"] + extension(debug) + ["#endif"]
    if form == "project_protocol":
        if ref == "NavigationFlow":
            root = "rootViewController ?? UIViewController()" if t == "UIWindow" else "UIViewController()"
            return extension(["var root: Presentable {", f"    {root}", "}", "", f"var revision{tag}: Int {{ {n} }}", "",
                              "func navigate(to step: Step) -> FlowContributors {", "    return .none", "}"],
                             f"extension {t}: NavigationFlow {{")
        if ref == "Coordinator":
            return extension(["var childCoordinators: [Coordinator] {", "    get { [] }", "    set {}", "}", "",
                              f"var revision{tag}: Int {{ {n} }}", "", "func start() {}"], f"extension {t}: Coordinator {{")
        # A plain protocol (`protocol P { var id: String { get } }`), while it is one.
        protocol = next((p["name"] for p in getattr(spec, "plain", []) if p["uid"] == ref[1] and p["form"] == "protocol"
                         and (present is None or p["file"] in present)), None)
        member = ["var id: String {", f'    "{n}"', "}"]
        return extension(member, f"extension {t}: {protocol} {{" if protocol else None)
    raise ValueError(form)


def expected_stderr(spec, files):
    """The warnings the generated warning forms must produce, as rxtree prints them (sorted by place)."""
    found = []

    def locate(path, code, needle, message):
        lines = files[path].split("\n")
        for number, line in enumerate(lines, 1):
            if line.strip() == code:
                found.append((path, number, line.index(needle) + 1, message))
                return
        raise AssertionError(f"generated line not found in {path}: {code}")

    for noise in spec.noise:
        if noise["kind"] == "abstract_child" and noise["host"] in spec.vcs:
            uid = noise["uid"]
            locate(spec.vcs[noise["host"]]["file"], abstract_child_call(uid), f"child{uid})",
                   f"child view controller 'child{uid}' added by {noise['host']} has the abstract type "
                   "'UIViewController'; no edge drawn")
        if noise["kind"] == "fc_param" and noise["host"] in spec.vcs:
            uid = noise["uid"]
            locate(spec.vcs[noise["host"]]["file"], fc_param_call(uid), f"screen{uid},",
                   f"'screen{uid}' shown by {noise['host']}FlowController has the abstract type 'UIViewController'; "
                   "no edge drawn")
        if noise["kind"] == "coordinator_param" and noise["host"] in spec.coordinators:
            uid = noise["uid"]
            locate(spec.coordinators[noise["host"]]["file"], coordinator_param_call(uid), f"screen{uid},",
                   f"'screen{uid}' shown by {noise['host']} has the abstract type 'UIViewController'; no edge drawn")
        if noise["kind"] == "x_untriggered" and noise["host"] in spec.coordinators:
            uid = noise["uid"]
            locate(spec.coordinators[noise["host"]]["file"], x_untriggered_return(uid), f"p{uid})",
                   f"cannot resolve the type of 'p{uid}' shown by {noise['host']}; no edge drawn")
    # A plain type declared in several files (named like another, spec.draw_plain): rxtree merges the
    # declarations, the first in path order deciding what the type is. When that one is a view controller
    # (`final class X: BaseScreen`), each declaration in another file is warned about.
    for name in sorted({p["name"] for p in getattr(spec, "plain", []) if p["form"] == "base_screen"}):
        declaration = re.compile(rf"^(?:final class|class|struct|enum|protocol) {name}\b")
        places = [(path, number, line) for path in sorted(files)
                  for number, line in enumerate(files[path].split("\n"), 1) if declaration.match(line)]
        if not places or not places[0][2].startswith(f"final class {name}: BaseScreen "):
            continue
        first_path, first_line, _ = places[0]
        for path, number, line in places[1:]:
            if path != first_path:
                found.append((path, number, line.index(f" {name}") + 2,
                              f"'{name}' is also declared at {first_path}:{first_line}; rxtree merges their edges"))
    return "".join(f"{p}:{l}:{c}: warning: {m}\n" for p, l, c, m in sorted(found))


# The warnings expected_stderr adds that are about no navigation call (lint --explain counts the others).
REDECLARATION_WARNING = "; rxtree merges their edges"


# Operator characters an operator global's name is spelled with, by digit of its uid (`<+>`, `<-*>`).
OPERATOR_CHARS = "+-*%~^!&|="


def global_name(spec, entry, present=None):
    """A global's name: its own, or for `type_name` the name of the project type it takes (a plain type's or a decoy's;
    `orphan12` once that type is gone)."""
    if entry["form"] != "type_name":
        return entry["name"]
    kind, key = entry["ref"] if isinstance(entry.get("ref"), tuple) else (None, None)
    return plain_or_decoy_name(spec, kind, key, present) or f"orphan{entry['uid']}"


def global_lines(spec, entry, present=None):
    """A free function's or global variable's lines (spec.GLOBAL_FORMS, spec.ADVERSARIAL_GLOBAL_FORMS,
    spec.SHADOWING_GLOBAL_FORMS): valid-looking Swift, and no edge (but for those marked `shadows`)."""
    form, ref, variant, uid = entry["form"], entry.get("ref"), entry.get("variant", 0), entry["uid"]
    rev = entry.get("rev", 0)
    n = uid + 1000 * rev
    name = global_name(spec, entry, present)
    screen = ref if isinstance(ref, str) and ref in spec.vcs else "UIViewController"
    if form == "private_let":
        return [f"private let {name} = {n}.0"]
    if form == "let":
        return [f'let {name} = "v{n}"'] if variant % 2 else [f"let {name} = {n}"]
    if form == "var":
        return [f"var {name} = {n}"] if variant % 2 else [f"var {name}: Double = {n}.5"]
    if form == "multi_let":
        return [f"let {name} = {n}, {name}Extra = {rev + 2}"]
    if form == "func_empty":
        return [f"func {name}() {{}}"]
    if form == "func_literal":
        return [f"func {name}() -> Int {{", f"    return {n}", "}"]
    if form == "func_params":
        return [f"private func {name}(_ text: String, scale: Int = {n}) -> Int {{", "    text.count * scale", "}"]
    if form == "func_locals":
        return [f"func {name}() -> Int {{", f"    let x = {n}", "    return x", "}"]
    if form == "overloads":
        return [f"func {name}(_ value: Int) -> Int {{", f"    value + {n}", "}", "",
                f"func {name}(_ value: String) -> String {{", f'    value + "{n}"', "}"]
    if form == "fileprivate_func":
        return [f"fileprivate func {name}() -> Bool {{", f"    {n} > 0", "}"]
    if form == "doc":
        # Leading trivia: not the declaration's own text, even when it names a navigation type.
        return [f"/// Read by the screen the Flow shows; the Coordinator never calls it ({uid}).",
                f"func {name}() -> Int {{ {n} }}"]
    if form == "body_call":
        call = ["print({n})", "max({n}, 2)", "String(describing: {n})", "debugPrint({n})"][variant % 4].format(n=n)
        return [f"func {name}() {{", f"    _ = {call}", "}"] if variant % 4 else [f"func {name}() {{", f"    {call}", "}"]
    if form == "returns_screen":
        # Names a node (nothing calls it): rxtree rebuilds, the edges stay.
        return [f"func {name}() -> {screen} {{", f"    {screen}()", "}"]
    if form == "if_debug":
        return ["#if DEBUG", f"let {name} = {n}", "#endif"]
    if form == "debug_twin":
        # The same name declared again in `#if DEBUG`: a variable, a function, or the other kind.
        twin = [[f"let {name} = {n + 1}"], [f"func {name}() -> Int {{ 0 }}"], [f"func {name}() -> Int {{ 0 }}"]][variant % 3]
        head = [f"func {name}() -> Int {{ {n} }}"] if variant % 3 == 1 else [f"let {name} = {n}"]
        return head + ["", "#if DEBUG"] + twin + ["#endif"]
    if form == "type_twin":
        # Another top-level declaration of its name in the file: a type, a typealias, or the other kind.
        twin = [[f"struct {name} {{}}"], [f"typealias {name} = Int"], [f"var {name}: Int {{ {n} }}"]][variant % 3]
        return twin + ["", f"func {name}(_ value: Int) -> Int {{", f"    value + {n}", "}"]
    if form == "operator":
        op = "<" + "".join(OPERATOR_CHARS[int(d)] for d in str(uid)) + ">"
        return [f"infix operator {op}: AdditionPrecedence", "",
                f"func {op}(lhs: Int, rhs: Int) -> Int {{", f"    lhs * {n} + rhs", "}"]
    if form == "type_name":
        return [f"let {name} = {n}"] if variant % 2 else [f"func {name}(revision: Int) -> Int {{", f"    revision + {n}", "}"]
    if form == "shadow_call":
        return [f"func {name}() -> Int {{", f"    {n}", "}"]
    if form == "shadow_overload":
        return [f"func {name}(revision{rev}: Int, _ extra: Any? = nil) -> Int {{", f"    revision{rev} + {n}", "}"]
    if form == "shadow_read":
        return [f"let {name} = {n}"] if variant % 2 else [f"var {name}: Int {{ {n} }}"]
    if form == "nav_call":
        call = [f"parent.present({screen}(), animated: true)", f"parent.navigationController?.pushViewController({screen}(), animated: true)",
                f"parent.addChild({screen}())", f"parent.show({screen}(), sender: nil)"][variant % 4]
        return [f"func open{uid}(from parent: UIViewController) {{", f"    {call}", "}"]
    raise ValueError(form)


def member_label(entry):
    """A member's `Type.name` (`Type.init(revision12:)` for an initializer)."""
    if entry["form"] == "initializer":
        return f"{entry['type']}.init({entry['name']}:)"
    return f"{entry['type']}.{entry['name']}"


def with_member(spec, text, entry):
    """`text` with the member in the body of its type (at its end or start; a body written `{}` opened), or in an
    extension of it at the file's end or after its imports, and the top-level lines its form adds after that; `text`
    unchanged when the file no longer declares the type."""
    lines = text.rstrip("\n").split("\n")
    declaration = re.compile(rf"^(?:final )?(class|struct|enum|protocol) {re.escape(entry['type'])}\b")
    at = next((i for i, line in enumerate(lines) if declaration.match(line)), None)
    if at is None:
        return text
    kind = declaration.match(lines[at]).group(1)
    inner, outer, head = member_parts(spec, entry, kind)
    place = entry["place"]
    if place in ("body", "body_start") and (head or kind == "protocol"):
        place = "end"  # a conformance, or a protocol's member, goes in an extension
    if place in ("body", "body_start"):
        if inner:
            if lines[at].endswith("{}"):
                lines[at:at + 1] = [lines[at][:-1], "}"]
            if place == "body_start":
                blank = [] if lines[at + 1] == "}" else [""]
                lines[at + 1:at + 1] = indent(inner, 4) + blank
            else:
                close = next(i for i in range(at + 1, len(lines)) if lines[i] == "}")
                blank = [] if close == at + 1 else [""]
                lines[close:close] = blank + indent(inner, 4)
        text = "\n".join(lines) + "\n"
        return with_declaration(text, outer, "end") if outer else text
    block = ([head or f"extension {entry['type']} {{"] + indent(inner, 4) + ["}"]) if inner else []
    return with_declaration(text, block + ([""] if block and outer else []) + outer, place)


def member_parts(spec, entry, kind):
    """A member's lines (spec.MEMBER_FORMS, spec.ADVERSARIAL_MEMBER_FORMS, spec.SHADOWING_MEMBER_FORMS) for a host
    declared as `kind`: those of its block (body or extension), the top-level lines after it (an `#if DEBUG`
    extension), and the extension's head when it is not `extension T {` (a conformance). A stored property is
    `static` in an enum and an extension, and computed in a protocol's extension. Valid-looking Swift, and no edge
    (but for those marked `shadows`)."""
    form, ref, variant, uid = entry["form"], entry.get("ref"), entry.get("variant", 0), entry["uid"]
    rev = entry.get("rev", 0)
    n = uid + 1000 * rev
    name, host = entry["name"], entry["type"]
    screen = entry.get("screen") if entry.get("screen") in spec.vcs else None
    make = ctor(spec, screen) if screen else "UIViewController()"
    screen = screen or "UIViewController"
    protocol = kind == "protocol"
    static = kind == "enum" or protocol or entry["place"] in ("start", "end")
    if form == "helper":
        if variant % 2:
            return [f"private func {name}(_ count: Int) -> String {{", "    String(count)", "}"], [], None
        return [f"func {name}(_ count: Int) -> String {{", f'    "\\(count) of {n}"', "}"], [], None
    if form == "literal_func":
        return [f"func {name}() -> Int {{", f"    return {n}", "}"], [], None
    if form == "empty_func":
        return [f"func {name}() {{}}"], [], None
    if form == "computed":
        if variant % 2:
            return [f"var {name}: Bool {{", f"    {n} > 10", "}"], [], None
        return [f'private var {name}: String {{ "v{n}" }}'], [], None
    if form == "static_let":
        if protocol:
            return [f"static var {name}: Double {{ {n}.0 }}"], [], None
        return ([f"static let {name} = {n}.0"] if variant % 2 else [f'static let {name}: String = "v{n}"']), [], None
    if form == "stored":
        if protocol:
            return [f"var {name}: Int {{ {n} }}"], [], None
        if static:
            return [f"static var {name} = {n}"], [], None
        return ([f"private var {name} = {n}"] if variant % 2 else [f"let {name}: [Int] = [{n}, 2]"]), [], None
    if form == "multi_binding":
        if protocol:
            return [f"var {name}: Int {{ {n} }}", f"var {name}Extra: Int {{ {rev + 2} }}"], [], None
        return [f"{'static ' if static else ''}{'var' if variant % 2 else 'let'} {name} = {n}, {name}Extra = {rev + 2}"], [], None
    if form == "maker":
        # The type itself, named nowhere in its text, or a literal: what a later `uses_member` may make a screen of.
        return [[f"var {name}: Self {{", "    self", "}"], [f"static func {name}() -> Self {{", "    self.init()", "}"],
                [f"static func {name}() -> Int {{", f"    {n}", "}"], [f"static var {name}: Int {{ {n} }}"]][variant % 4], [], None
    if form == "self_helper":
        # A helper calling another plain helper on `self`.
        return [f"private func {name}Base() -> Int {{", f"    {n}", "}", "", f"func {name}() -> Int {{",
                f"    {'self.' if variant % 2 else ''}{name}Base() + 1", "}"], [], None
    if form == "overloads":
        return [f"func {name}(_ value: Int) -> Int {{", f"    value + {n}", "}", "",
                f"func {name}(_ value: String) -> String {{", f'    value + "{n}"', "}"], [], None
    if form == "locals":
        if variant % 2:
            return [f"func {name}() -> Int {{", f"    let base = {n}", "    var total = base", "    total += 1",
                    "    return total", "}"], [], None
        return [f"func {name}() -> Int {{", f"    let base = {n}", "    let doubled = base * 2", "    return doubled",
                "}"], [], None
    if form == "doc":
        # Leading trivia: not the member's own text, even when it names a navigation type.
        return [f"/// Read by the Flow's screens; no Coordinator calls it ({uid}).", f"func {name}() -> Int {{ {n} }}"], [], None
    if form == "static_func":
        return [f"static func {name}(_ text: String) -> Int {{", f"    text.count + {n}", "}"], [], None
    if form == "closure_property":
        if protocol:
            return [f"var {name}: (Int) -> Int {{ {{ $0 + {n} }} }}"], [], None
        return [f"{'static ' if static else ''}let {name}: (Int) -> Int = {{ $0 + {n} }}"], [], None
    if form == "body_call":
        call = ["print({n})", "_ = max({n}, 2)", 'debugPrint("{name}")', "_ = String(describing: self)"][variant % 4]
        return [f"func {name}() {{", "    " + call.format(n=n, name=name), "}"], [], None
    if form == "assign_own":
        # A method assigning a property of its own (the rule keeps no memo for a member assigning a property).
        if static:
            return [f"static var {name}Count = 0", "", f"static func {name}() {{", f"    {name}Count = {n}", "}"], [], None
        return [f"private var {name}Count = 0", "", f"{'mutating ' if kind == 'struct' else ''}func {name}() {{",
                f"    {'self.' if variant % 2 else ''}{name}Count = {n}", "}"], [], None
    if form == "assign_title":
        return [f"func {name}() {{", f'    {"self." if variant % 2 else ""}title = "v{n}"', "}"], [], None
    if form == "if_debug":
        member = [f"func {name}() -> Int {{", f"    {n}", "}"] if variant % 2 else [f"var {name}: Int {{ {n} }}"]
        if entry["place"] in ("start", "end") and variant % 3 == 0:
            # `#if DEBUG` around the whole extension.
            return [], ["#if DEBUG", f"extension {host} {{"] + indent(member, 4) + ["}", "#endif"], None
        return ["#if DEBUG"] + member + ["#endif"], [], None
    if form == "debug_twin":
        # Quiet in its block, and declared again in `#if DEBUG`: in the block, or in an extension at the top.
        quiet = [f"func {name}() -> Int {{ {n} }}"]
        twin = [[f"func {name}() -> Int {{ 0 }}"], [f"func {name}() -> {screen}? {{ nil }}"],
                [f"var {name}: Int {{ {n + 1} }}"]][variant % 3]
        if (variant // 3) % 2:
            return quiet, ["#if DEBUG", f"extension {host} {{"] + indent(twin, 4) + ["}", "#endif"], None
        return quiet + ["", "#if DEBUG"] + twin + ["#endif"], [], None
    if form == "keyword_name":
        return ([f'var {name}: String {{ "v{n}" }}'] if variant % 2 else [f"func {name}() -> Int {{ {n} }}"]), [], None
    if form == "conformance":
        # A standard protocol adopted in the extension (never dropped, even with no member left).
        if variant % 2:
            return ["var id: String {", f'    "v{n}"', "}", "", f"var {name}: Int {{ {n} }}"], [], f"extension {host}: Identifiable {{"
        sendable = "@unchecked Sendable" if kind == "class" else "Sendable"
        return [f"var {name}: Int {{ {n} }}"], [], f"extension {host}: {sendable} {{"
    if form == "returns_screen":
        # Names a node, and nothing calls it.
        return [f"{'static ' if variant % 2 else ''}func {name}() -> {screen} {{", f"    {make}", "}"], [], None
    if form == "override":
        if ref in ("viewDidLayoutSubviews", "viewWillLayoutSubviews"):
            return [f"override func {ref}() {{", f"    super.{ref}()", "}"], [], None
        return [f"override func {ref}(_ animated: Bool) {{", f"    super.{ref}(animated)", "}"], [], None
    if form == "screen_property":
        if protocol:
            return [f"var {name}: {screen} {{ {make} }}"], [], None
        if static:
            return [f"static let {name} = {make}"], [], None
        return ([f"private lazy var {name} = {make}"] if variant % 2 else [f"private let {name}: {screen} = {make}"]), [], None
    if form == "initializer":
        return [f"convenience init({name}: Int) {{", "    self.init()", "}"], [], None
    if form == "self_call":
        return [[f"func {name}() -> Int {{", f"    {n}", "}"], [f"func {name}(_ value: Any? = nil) -> Int {{", f"    {n}", "}"],
                [f"static func {name}() -> Int {{ {n} }}"]][variant % 3], [], None
    if form == "type_named":
        # Named like a type the code makes in the host (`MeadowViewController()`, `OneStepper(withSingleStep:)`).
        if variant % 2:
            return [f"static func {name}(_ value: Any? = nil, withSingleStep: Any? = nil) -> Int {{", f"    {n}", "}"], [], None
        return [f"func {name}() -> Int {{ {n} }}"], [], None
    if form == "self_read":
        if variant % 2 or protocol:
            return [f"var {name}: Int {{ {n} }}"], [], None
        return [f"{'static ' if static else 'private '}let {name} = {n}"], [], None
    if form == "member_read":
        # Named like the `X` the code writes after the host's name (`MeadowViewController.instantiate()`).
        return [[f"static func {name}() -> Int {{", f"    {n}", "}"], [f"static var {name}: Int {{ {n} }}"],
                [f"static func {name}(_ value: Any? = nil) -> {screen} {{", f"    {make}", "}"],
                [f"func {name}() -> Int {{ {n} }}"]][variant % 4], [], None
    if form == "existing":
        if variant % 2:
            return [f"func {name}(revision{rev}: Int) -> Int {{", f"    revision{rev} + {n}", "}"], [], None
        return [f"var {name}: Int {{ {n} }}"], [], None
    if form == "nav_call":
        return navigation_member(entry, name, make, variant), [], None
    if form == "uses_member":
        # What another type's `maker` member returns (a plain screen once that member is gone).
        made = next((m for m in spec.members if m["uid"] == ref and m["form"] == "maker"), None)
        if made:
            maker = ctor(spec, made["type"]) if made["type"] in spec.vcs else f"{made['type']}()"
            make = [f"{maker}.{made['name']}", f"{made['type']}.{made['name']}()", f"{made['type']}.{made['name']}()",
                    f"{made['type']}.{made['name']}"][made["variant"] % 4]
        return navigation_member(entry, name, make, variant), [], None
    if form == "nav_twin":
        # Quiet in its block; declared again with a navigation call in an `#if DEBUG` extension at the top.
        twin = navigation_member(entry, name, make, variant)
        return [f"func {name}() -> Int {{ {n} }}"], ["#if DEBUG", f"extension {host} {{"] + indent(twin, 4) + ["}", "#endif"], None
    if form == "assign_used":
        # A screen assigned to a property the code reads (`late5 = X()`).
        return [f"func {name}() {{", f"    {'self.' if variant % 2 else ''}{ref} = {make}", "}"], [], None
    if form == "hook":
        return ([f"func {name}() -> Int {{ {n} }}"] if variant % 2 else [f"var {name}: Int {{ {n} }}"]), [], None
    raise ValueError(form)


def navigation_member(entry, name, make, variant):
    """A function making a navigation call with the screen `make` makes, as the host's role writes one: a view
    controller adds, pushes, presents or shows it, a coordinator pushes it, an XCoordinator returns `.push`, a flow
    contributes or pushes it, any other type presents it on or adds it to a parameter."""
    role = entry.get("role")
    if role == "vc":
        call = [f"addChild({make})", f"navigationController?.pushViewController({make}, animated: true)",
                f"present({make}, animated: true)", f"show({make}, sender: nil)"][variant % 4]
        return [f"func {name}() {{", f"    {call}", "}"]
    if role == "coordinator":
        return [f"func {name}() {{", f"    navigationController.pushViewController({make}, animated: true)", "}"]
    if role == "xcoordinator":
        return [f"func {name}() -> NavigationTransition {{", f"    .push({make})", "}"]
    if role == "flow":
        if variant % 2:
            return [f"func {name}() -> FlowContributors {{", f"    .viewController({make})", "}"]
        return [f"func {name}() {{", f"    rootViewController.pushViewController({make}, animated: true)", "}"]
    call = [f"parent.present({make}, animated: true)", f"parent.addChild({make})"][variant % 2]
    return [f"func {name}(from parent: UIViewController) {{", f"    {call}", "}"]


# A top-level block (a type's declaration or an extension) and a method declared in it, as the renderer writes them: at
# column 0 and 4, the method's body indented and closed by `    }` (one-line methods are no candidates).
BLOCK_OPENING = re.compile(r"^(?:(?:final|private|fileprivate|public) )*(class|struct|enum|extension|protocol) ([A-Za-z_]\w*)")
METHOD_SIGNATURE = re.compile(r"^    ((?:[\w@]+ )*)(?:func ([A-Za-z_]\w*)(<[^>\n]*>)?\(([^()]*)\)(?: -> (.+))?|(init)\(([^()]*)\)) \{$")


def method_blocks(lines):
    """The methods of the top-level blocks of a file's `lines`: type (the declared or extended one), block kind,
    name (`init` for an initializer), modifiers, generic clause, parameters, return type, and the indices of the
    signature line and of the line closing the body."""
    out, current, i = [], None, 0
    while i < len(lines):
        line = lines[i]
        opening = BLOCK_OPENING.match(line)
        if opening:
            current = None if line.rstrip().endswith("{}") else (opening.group(1), opening.group(2))
        elif line == "}":
            current = None
        elif current:
            m = METHOD_SIGNATURE.match(line)
            end = next((j for j in range(i + 1, len(lines)) if lines[j] == "    }" or lines[j] == "}"), None) if m else None
            if m and end is not None and lines[end] == "    }":
                init = m.group(6) is not None
                out.append({"type": current[1], "block": current[0], "name": "init" if init else m.group(2),
                            "modifiers": m.group(1).split(), "generic": m.group(3) or "",
                            "params": m.group(7) if init else m.group(4), "returns": None if init else m.group(5),
                            "line": i, "end": end})
                i = end
        i += 1
    return out


def with_body(spec, text, entry, files):
    """`text` with the body edit in its method (a statement at the start or end of the body, or a defaulted parameter);
    `text` unchanged when the file no longer declares the method."""
    lines = text.split("\n")
    target = next((m for m in method_blocks(lines) if m["type"] == entry["type"] and m["name"] == entry["method"]), None)
    if target is None:
        return text
    uid, n = entry["uid"], entry["uid"] + 1000 * entry.get("rev", 0)
    if entry["form"] == "parameter":
        head = f"func {entry['method']}()"
        if head in lines[target["line"]]:
            lines[target["line"]] = lines[target["line"]].replace(head, f"func {entry['method']}(edited{uid}: Int = {n})", 1)
        return "\n".join(lines)
    pad = " " * 8
    statements = [s if not s or s.startswith("#") else pad + s for s in body_statements(spec, entry, files)]
    at = target["line"] + 1 if entry["place"] == "start" else target["end"]
    lines[at:at] = statements
    return "\n".join(lines)


def body_statements(spec, entry, files):
    """A body edit's statements (spec.BODY_FORMS, spec.SHADOWING_BODY_FORMS), as the host's role writes them: valid-looking
    Swift, and no edge (but for those marked `shadows`). An edit (`rev`) changes the literals, and the variant of the
    forms that have none (`present` for `addChild`, `self.start()` for `start()`)."""
    form, ref, uid, rev = entry["form"], entry.get("ref"), entry["uid"], entry.get("rev", 0)
    variant, n = entry.get("variant", 0) + rev, uid + 1000 * rev
    screen = entry.get("screen") if entry.get("screen") in spec.vcs else None
    make = ctor(spec, screen) if screen else "UIViewController()"
    shown = screen or "UIViewController"
    receiver = entry.get("receiver")
    if form == "local":
        return [f"let edited{uid} = {n}"] if variant % 2 else [f"let edited{uid}: [Int] = [{n}, 2]"]
    if form == "print":
        return [f'print("edited {n}")'] if variant % 2 else [f'debugPrint("edited", {n})']
    if form == "comment":
        return [f"// edited {n}: {shown}() is shown elsewhere; addChild, present and .viewController are not called here"]
    if form == "keyword_string":
        return [f'let note{uid} = "present({shown}()) // .viewController({shown}()) // addChild {n}"']
    if form == "uikit_call":
        if receiver == "self":
            return [["self.setNeedsStatusBarAppearanceUpdate()", "view.setNeedsLayout()", "view.layoutIfNeeded()",
                     "self.view.setNeedsDisplay()"][variant % 4]]
        return [[f"{receiver}.setNavigationBarHidden(false, animated: false)", f"{receiver}.view.setNeedsLayout()",
                 f"_ = {receiver}.viewControllers.count"][variant % 3]]
    if form == "assign_property":
        if receiver == "self":
            return [[f'self.title = "Edited{n}"', "isModalInPresentation = true", "view.backgroundColor = .white",
                     f'title = "Edited{n}"', "self.definesPresentationContext = true"][variant % 5]]
        return [[f'{receiver}.title = "Edited{n}"', f"{receiver}.isNavigationBarHidden = true",
                 f"{receiver}.view.backgroundColor = .white"][variant % 3]]
    if form in ("self_call", "self_nav"):
        exists = any(m["type"] == entry["type"] and m["name"] == ref for path, text in sorted(files.items())
                     if f"func {ref}" in text for m in method_blocks(text.split("\n")))
        if not exists and form == "self_call":
            return [f'print("edited {n}")']  # the method called is gone
        call = f"{'self.' if variant % 2 else ''}{ref}({make if entry.get('args') == 'screen' else ''})"
        return [f"_ = {call}" if entry.get("discard") else call]
    if form == "nav_call":
        return body_navigation(entry, make, variant)
    if form == "nav_return":
        if entry.get("returns") == "NavigationTransition":
            value = [f".push({make})", f".present({make})"][variant % 2]
        else:
            value = [f".viewController({make})", f".one(flowContributor: .contribute(withNextPresentable: {make}, "
                     "withNextStepper: OneStepper(withSingleStep: AppStep.done)))"][variant % 2]
        return ["if Bool.random() {", f"    return {value}", "}"]
    if form == "steps":
        return [f"{entry['steps']}.accept(AppStep.{'done' if variant % 2 else 'start'})"]
    raise ValueError(form)


def body_navigation(entry, make, variant):
    """A navigation call with the screen `make` makes, as the host's role writes one in a method of its own: a view
    controller adds, pushes, presents or shows it, a type holding a navigation controller pushes, presents or sets it
    there, a static method or any other type presents it on a view controller or pushes it on a navigation
    controller it makes."""
    receiver, uid = entry.get("receiver"), entry["uid"]
    if entry.get("static"):
        receiver = None
    if receiver == "self" and not entry.get("init"):
        return [[f"addChild({make})", f"navigationController?.pushViewController({make}, animated: true)",
                 f"present({make}, animated: true)", f"show({make}, sender: nil)"][variant % 4]]
    if receiver and receiver != "self":
        return [[f"{receiver}.pushViewController({make}, animated: true)", f"{receiver}.present({make}, animated: true)",
                 f"{receiver}.setViewControllers([{make}], animated: false)"][variant % 3]]
    if variant % 2:
        return [f"let host{uid} = UINavigationController()", f"host{uid}.pushViewController({make}, animated: true)"]
    return [f"UIViewController().present({make}, animated: true)"]
