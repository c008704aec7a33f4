"""Random single-file edits of a spec, each with the truth following from the new spec (but while a plain type
named like what the code uses is in it: Spec.truth_exact)."""

import copy
import re

from .render import extended_type, generated_files, global_name, is_rx, member_label, method_blocks, render
from .spec import (ROOT, BODY_HOOKS, BODY_SHARE, FLOW_FAMILIES, FLOW_FORMS, FOLDERS, FRAMEWORK_EXT_SHARE, GLOBAL_SHARE,
                   HELPER_SHOW_FORMS, KNOWN_BUG_HELPER_VALUE_FORMS, MEMBER_SHARE, PLAIN_USED_NAMES, SHADOW_NAME_KINDS,
                   SHADOW_NESTED_FORMS, UNION_FORMS, VALUE_FORMS, VC_FAMILIES, VC_FORMS)


def said(entry):
    """What the description of an edit that may change the output adds (`shadows`: Spec.truth_exact)."""
    return " (may change the output: truth not asserted)" if entry.get("shadows") else ""


def add_edge(gen, spec):
    rng = gen.rng
    if spec.vcs and len(spec.vcs) >= 2 and rng.random() < 0.4:
        a, b = rng.sample(sorted(spec.vcs), 2)
        gen.add_child(spec, a, b)
        return f"add child {a} -> {b}"
    if spec.coordinators and rng.random() < 0.3:
        coordinator = rng.choice(sorted(spec.coordinators))
        target = gen.add_screen_show(spec, coordinator)
        if target:
            return f"add show {coordinator} -> {target}"
    flow = rng.choice(sorted(spec.flows))
    pool = sorted(spec.vcs) or sorted(spec.flows)
    target = rng.choice(pool)
    gen.add_item(spec, flow, [target])
    return f"add contribution {flow} -> {target}"


def remove_edge(gen, spec):
    rng = gen.rng
    entries = [("item", i["uid"]) for i in spec.items] + [("child", c["uid"]) for c in spec.children]
    entries += [("show", s["uid"]) for s in spec.shows if s["target"] != ROOT]
    if not entries:
        return None
    kind, uid = rng.choice(entries)
    if kind == "show":
        show = next(s for s in spec.shows if s["uid"] == uid)
        spec.shows.remove(show)
        return f"remove show {show['coordinator']} -> {show['target']}"
    if kind == "item":
        item = next(i for i in spec.items if i["uid"] == uid)
        spec.items.remove(item)
        return f"remove contribution {item['flow']} -> {', '.join(item['targets'])}"
    child = next(c for c in spec.children if c["uid"] == uid)
    spec.children.remove(child)
    return f"remove child {child['parent']} -> {child['child']}"


def new_file(gen, spec):
    vc = gen.add_vc(spec)
    flow = gen.rng.choice(sorted(spec.flows))
    gen.add_item(spec, flow, [vc])
    return f"new file {spec.vcs[vc]['file']}: {vc}, contributed by {flow}"


def delete_file(gen, spec):
    names = sorted(n for n in list(spec.flows) + list(spec.vcs) if n != ROOT)
    if not names:
        return None
    name = gen.rng.choice(names)
    spec.remove_node(name)
    return f"delete {name} and every reference to it"


def reshape(gen, spec):
    """The same edges written another way: the edited file changes, the truth does not."""
    rng = gen.rng
    shown = [e for e in spec.shows + spec.children if "vform" in e]
    if shown and rng.random() < 0.4:
        return reshape_value(gen, rng.choice(shown))
    single = [i for i in spec.items if len(i["targets"]) == 1]
    if not single:
        return None
    item = rng.choice(single)
    is_flow = item["targets"][0] in spec.flows
    item["family"] = rng.choice(FLOW_FAMILIES if is_flow else [f for f in VC_FAMILIES if f not in (
        "factory", "static_extension", "helper_ext")])
    item["form"] = rng.choice(FLOW_FORMS if is_flow else [f for f in VC_FORMS if f != "generic_push"])
    return f"rewrite contribution {item['flow']} -> {item['targets'][0]} as {item['family']}/{item['form']}"


def reshape_value(gen, entry):
    """A shown screen made in another value form: a union stays a union of the same two screens."""
    if entry["vform"] in UNION_FORMS:
        forms = list(UNION_FORMS)
    else:
        forms = [f for f in VALUE_FORMS if f not in UNION_FORMS]
        if entry["form"] in HELPER_SHOW_FORMS and not gen.known_bugs:
            forms = [f for f in forms if f not in KNOWN_BUG_HELPER_VALUE_FORMS]
    entry["vform"] = gen.rng.choice(forms)
    owner = entry.get("coordinator") or entry["parent"]
    target = entry.get("target") or entry["child"]
    return f"rewrite {owner} -> {target} as {entry['vform']}"


# Words no plain type is named after: Swift's keywords (most cannot name a type) and contextual ones.
SWIFT_KEYWORDS = set("""
    associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private
    precedencegroup protocol public rethrows static struct subscript typealias var break case catch continue default
    defer do else fallthrough for guard if in repeat return throw throws switch where while Any as await async is nil
    self Self super true false try Type Protocol some any get set willSet didSet lazy weak unowned override final
    required convenience mutating nonmutating dynamic indirect optional actor _""".split())
STRING_OR_COMMENT = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|/\*.*?\*/', re.S)
IDENTIFIER = r"[A-Za-z_][A-Za-z0-9_]*"


def shadow_candidates(files):
    """The names the rendered project's code uses (strings and comments left out), by kind, for plain types
    named like them (spec.draw_plain): `probed`, the `X` of `Q.X` with a capitalised `Q` (`Target.make12()`,
    `AppStep.done`); `qualified`, what else follows `Q.` (an identifier or a closing bracket before the dot);
    `implicit`, what follows a dot with nothing before it (`.viewController`, `.done`); `member`,
    what `case`, `let`, `var` and `func` declare and argument labels; `undeclared`, the capitalised names no
    `class`, `struct`, `enum`, `protocol` or `typealias` of the project declares (framework types, generic
    parameters); `pairs`, each `(Q, X)` of `Q.X` (the head of a chain); `names`, the union of the first five."""
    code = "\n".join(STRING_OR_COMMENT.sub(" ", text) for _, text in sorted(files.items()))
    usable = lambda n: n not in SWIFT_KEYWORDS
    qualified = {m.group(1) for m in re.finditer(rf"[\w)\]?!]\.({IDENTIFIER})", code)}
    implicit = {m.group(1) for m in re.finditer(rf"(?<![\w)\]?!.])\.({IDENTIFIER})", code)}
    member = {m.group(1) for m in re.finditer(rf"\b(?:case|let|var|func)\s+({IDENTIFIER})", code)}
    # Argument labels and parameter names: `(withNextPresentable: x`, `(with presentable: Presentable`.
    for m in re.finditer(rf"[(,]\s*(?:({IDENTIFIER})\s+)?({IDENTIFIER})\s*:(?!:)", code):
        member |= {n for n in m.groups() if n}
    declared = {m.group(1) for m in re.finditer(rf"\b(?:class|struct|enum|protocol|typealias)\s+({IDENTIFIER})", code)}
    member -= declared
    # Module names and compilation conditions are no type names.
    code = re.sub(r"^\s*(?:import|#if|#elseif)\b[^\n]*", " ", code, flags=re.M)
    undeclared = {m.group(1) for m in re.finditer(r"\b([A-Z][A-Za-z0-9_]*)", code)} - declared
    pairs = {(m.group(1), m.group(2)) for m in re.finditer(rf"(?<![\w.])({IDENTIFIER})(?=\.({IDENTIFIER}))", code)}
    # `X` of `Q.X` with a type-like `Q`: rxtree probes a nested type `Q.X`, then a top-level `X`.
    probed = {x for q, x in pairs if q[0].isupper()}
    out = {"probed": probed, "qualified": qualified - probed, "implicit": implicit - qualified,
           "member": member - qualified - implicit, "undeclared": undeclared - qualified - implicit - member}
    out = {kind: sorted(filter(usable, names)) for kind, names in out.items()}
    out["pairs"] = sorted((q, x) for q, x in pairs if usable(q) and usable(x))
    out["names"] = sorted(set().union(*(out[k] for k in SHADOW_NAME_KINDS)))
    return out


def plain_type(gen, spec, paths):
    """A plain type (spec.PLAIN_FORMS) added to a file, or one removed, renamed or rewritten: one file changes,
    the truth does not, unless the type is named like what the code uses (`shadows`: then the truth is not
    asserted while it is there, Spec.truth_exact)."""
    rng = gen.rng
    spec.plain = [p for p in spec.plain if p["file"] in paths]  # types of deleted files went with them
    # The framework extensions' text left out of the names that say which framework types the project uses.
    unextended = copy.copy(spec)
    unextended.extensions = []
    text = "\n".join(render(unextended).values())
    used = [n for n in PLAIN_USED_NAMES if re.search(rf"\b{n}\b", text)]
    # What the project's own code uses, the plain types' text left out (their members are no lookups); the
    # framework extensions' kept (their bodies and the types they extend are code using names).
    bare = copy.copy(spec)
    bare.plain = []
    shadows = shadow_candidates(render(bare))

    def said_of_plain(entry):
        return " (shadows a used name: truth not asserted)" if entry.get("shadows") else ""

    if not spec.plain or rng.random() < 0.5:
        entry = gen.add_plain(spec, rng.choice(sorted(paths)), used, shadows)
        return f"add plain type {plain_label(entry)} ({entry['form']}) to {entry['file']}{said_of_plain(entry)}"
    entry = rng.choice(spec.plain)
    action = rng.choice(["remove", "rename", "rewrite"])
    if action == "remove":
        spec.plain.remove(entry)
        return f"remove plain type {plain_label(entry)} from {entry['file']}"
    old = plain_label(entry)
    if action == "rename":
        gen.draw_plain(spec, entry, used, form=False, shadows=shadows)
        return f"rename plain type {old} to {plain_label(entry)} in {entry['file']}{said_of_plain(entry)}"
    gen.draw_plain(spec, entry, used, name=False, shadows=shadows)
    return f"rewrite plain type {old} in {entry['file']} as {entry['form']}{said_of_plain(entry)}"


def plain_label(entry):
    """A plain type's name, with its nested one for the forms nesting a used name."""
    return f"{entry['name']}.{entry['ref']}" if entry["form"] in SHADOW_NESTED_FORMS else entry["name"]


def extension_names(files):
    """What the rendered project's code (strings and comments left out) calls, for framework extensions named like
    it (spec.draw_extension): `self`, the functions it declares and calls unqualified or on `self` or `super`
    (`make12()`, `self.make12()`, `embed7(...)`, `display(...)`, `super.navigate(to:)`); `self_properties`, the
    properties it declares and reads so (`container`, `late5`); `member`, the names it writes after a dot
    (`container.resolve`, `Factory3.make`, `X.instantiate`, `.viewControllers`, `.contribute12(with:)`); `used`,
    edits.shadow_candidates' names."""
    code = "\n".join(STRING_OR_COMMENT.sub(" ", text) for _, text in sorted(files.items()))
    declared = {m.group(1) for m in re.finditer(rf"\bfunc\s+({IDENTIFIER})", code)}
    called = {m.group(1) for m in re.finditer(rf"(?<![\w.])(?<!func )({IDENTIFIER})\s*\(", code)}
    called |= {m.group(1) for m in re.finditer(rf"\b(?:self|super)\.({IDENTIFIER})\s*\(", code)}
    # After a dot: on a value or type (`container.resolve`), or implicit (`.contribute12(with:)`, `.done`).
    member = {m.group(1) for m in re.finditer(rf"(?:[\w)\]?!]|(?<![\w)\]?!.]))\.({IDENTIFIER})", code)}
    # Properties the code declares and reads unqualified or on `self` (`container`, `late5`, `rootViewController`).
    properties = {m.group(1) for m in re.finditer(rf"\b(?:let|var)\s+({IDENTIFIER})", code)}
    read = {m.group(1) for m in re.finditer(rf"(?<![\w.])(?<!let )(?<!var )({IDENTIFIER})\b(?!\s*[:(])", code)}
    read |= {m.group(1) for m in re.finditer(rf"\bself\.({IDENTIFIER})\b(?!\s*\()", code)}
    usable = lambda n: n not in SWIFT_KEYWORDS and n != "init"
    return {"self": sorted(filter(usable, declared & called)), "self_properties": sorted(filter(usable, properties & read)),
            "member": sorted(filter(usable, member)), "used": shadow_candidates(files)["names"]}


def framework_extension(gen, spec, paths):
    """A framework extension (spec.FRAMEWORK_EXT_FORMS) added to a file, or one removed, retargeted (another type),
    rewritten (another form) or edited (its members renamed, its literals changed): the truth does not change,
    unless the extension may change the output (`shadows`: then the truth is not asserted while it is there,
    Spec.truth_exact)."""
    rng = gen.rng
    spec.extensions = [e for e in spec.extensions if e["file"] in paths]  # extensions of deleted files went with them
    # What the project's own code calls, plain types and extensions left out (their members are no calls).
    bare = copy.copy(spec)
    bare.plain, bare.extensions = [], []
    files = render(bare)
    names = extension_names(files)

    def imports(path):
        return {m.group(1) for m in re.finditer(r"^import (\w+)", files[path], re.M)} if path in files else {"UIKit"}

    if not spec.extensions or rng.random() < 0.5:
        if rng.random() < 0.15:
            # In a file of its own, importing UIKit: a file with no keyword, which the selective scan leaves out.
            uid = spec.next_uid
            path = f"{rng.choice(FOLDERS)}/Extensions/Helpers{uid}.swift"
            entry = gen.add_extension(spec, path, {"UIKit"}, names)
            entry["place"] = "file"
            return f"add framework extension {extension_label(spec, entry)} ({entry['form']}) in a new file {path}{said(entry)}"
        path = rng.choice(sorted(paths))
        entry = gen.add_extension(spec, path, imports(path), names)
        return f"add framework extension {extension_label(spec, entry)} ({entry['form']}) to {path}{said(entry)}"
    entry = rng.choice(spec.extensions)
    old = extension_label(spec, entry)
    action = rng.choice(["remove", "retarget", "rewrite", "edit"])
    if action == "remove":
        spec.extensions.remove(entry)
        return f"remove framework extension {old} ({entry['form']}) from {entry['file']}"
    if action == "edit":
        entry["rev"] += 1
        return f"edit framework extension {old} ({entry['form']}) in {entry['file']}{said(entry)}"
    form = entry["form"]
    gen.draw_extension(spec, entry, imports(entry["file"]), names, form=action == "rewrite")
    if action == "retarget" and entry["form"] == form:
        return f"retarget framework extension {old} to {extension_label(spec, entry)} in {entry['file']}{said(entry)}"
    return (f"rewrite framework extension {old} in {entry['file']} as {extension_label(spec, entry)} "
            f"({entry['form']}){said(entry)}")


def extension_label(spec, entry):
    """A framework extension's extended type, with the name it uses when it has one (`NSObject.make12`)."""
    ref = entry.get("ref")
    if isinstance(ref, tuple):
        ref = next((p["name"] for p in spec.plain if p["uid"] == ref[1]), None)
    return extended_type(spec, entry) + (f".{ref}" if ref else "")


def global_names(files):
    """What the rendered project's code (strings and comments left out) calls or reads bare, for free functions and
    global variables named like it (spec.draw_global): `calls`, the lower-case names called with nothing before them
    (`make12()`, `embed7(...)`, `display(...)`, `pair5()`, `max(...)`), the functions it declares included, then the
    capitalised ones it declares nowhere (`NextFlowItem(...)`, `Container()`); `reads`,
    the lower-case names it declares with `let` or `var` and reads bare (`container`, `late5`, `screen`)."""
    code = "\n".join(STRING_OR_COMMENT.sub(" ", text) for _, text in sorted(files.items()))
    usable = lambda n: n not in SWIFT_KEYWORDS and n != "init" and n[0].islower()
    calls = {m.group(1) for m in re.finditer(rf"(?<![\w.])(?<!func )({IDENTIFIER})\s*\(", code)}
    properties = {m.group(1) for m in re.finditer(rf"\b(?:let|var)\s+({IDENTIFIER})", code)}
    read = {m.group(1) for m in re.finditer(rf"(?<![\w.])(?<!let )(?<!var )({IDENTIFIER})\b(?!\s*[:(])", code)}
    # Capitalised names called bare that the project declares nowhere (`NextFlowItem(...)`, `Container()`): framework
    # types' initializers, which a free function of the name may answer too.
    declared = {m.group(1) for m in re.finditer(rf"\b(?:class|struct|enum|protocol|typealias)\s+({IDENTIFIER})", code)}
    types = {n for n in calls if n[0].isupper() and n not in declared and n not in SWIFT_KEYWORDS}
    return {"calls": sorted(filter(usable, calls)) + sorted(types), "reads": sorted(filter(usable, properties & read))}


def global_edit(gen, spec, paths):
    """A free function or global variable (spec.GLOBAL_FORMS) added to a file or a file of its own, or one removed,
    renamed, rewritten (another form) or edited (its literals changed): the truth does not change, unless the global
    may change the output (`shadows`: then the truth is not asserted while it is there, Spec.truth_exact)."""
    rng = gen.rng
    spec.globals = [g for g in spec.globals if g["file"] in paths or g["place"] == "file"]  # deleted files' went with them
    bare = copy.copy(spec)
    bare.globals = []
    names = global_names(render(bare))

    def label(entry):
        return global_name(spec, entry)

    if not spec.globals or rng.random() < 0.5:
        if rng.random() < 0.15:
            uid = spec.next_uid
            path = f"{rng.choice(FOLDERS)}/Globals/Constants{uid}.swift"
            entry = gen.add_global(spec, path, names)
            entry["place"] = "file"
            return f"add global {label(entry)} ({entry['form']}) in a new file {path}{said(entry)}"
        path = rng.choice(sorted(paths))
        entry = gen.add_global(spec, path, names)
        return f"add global {label(entry)} ({entry['form']}) to {path}{said(entry)}"
    entry = rng.choice(spec.globals)
    old = label(entry)
    action = rng.choice(["remove", "rename", "rewrite", "edit"])
    if action == "remove":
        spec.globals.remove(entry)
        return f"remove global {old} ({entry['form']}) from {entry['file']}"
    if action == "edit":
        entry["rev"] += 1
        return f"edit global {old} ({entry['form']}) in {entry['file']}{said(entry)}"
    gen.draw_global(spec, entry, names, form=action == "rewrite")
    return f"{action} global {old} in {entry['file']} as {label(entry)} ({entry['form']}){said(entry)}"


# What a view controller reads on itself that UIKit declares (`view.addSubview(...)`): a member of the name may answer.
UIKIT_SELF_READS = {"view", "navigationController", "title", "parent"}


def member_names(spec, files):
    """The rendered project's types and what its code (strings and comments left out) uses, for members named like it
    (spec.draw_member): `hosts`, each type a file declares at its top (`class`, `struct`, `enum`, `protocol` at the
    start of a line: a node, a flow's base, a view model, a route, a factory, a module, a presenter, a decoy, a plain
    type, `BaseScreen`, `AppStep`, `NavigationFlow`...) with its file, kind, role (`flow`, `vc`, `coordinator`,
    `xcoordinator` or `other`) and whether it is a view controller's class (`uikit`); by host, in the files declaring
    it and, for a superclass or a protocol, those of its subclasses and adopters: `calls`, the lower-case names called
    unqualified or on `self` or `super` (`make12()`, `self.make12()`, `prepare5()`, `addChild(...)`), `constructors`,
    the capitalised ones (`MeadowViewController()`, `OneStepper(...)`, `UINavigationController(...)`), and `reads`,
    the properties the project's types declare (and UIKit's `view`, `navigationController`, `title`, `parent`) read
    unqualified or on `self` (`container`, `late5`, `rootViewController`); `pairs`, the `X` of each `Q.X`
    the code writes with the host as `Q` (`MeadowViewController.instantiate()`, `AppStep.done`, `Factory12.create()`),
    and `members`, the functions and properties its blocks declare, in any file (`screenName`, `title`, `make12`)."""
    declaration = re.compile(rf"^(?:final )?(class|struct|enum|protocol) ({IDENTIFIER})(?:<[^>\n]*>)?(?::([^{{\n]*))?\s*\{{",
                             re.M)
    hosts, seen, inherited = [], set(), []
    for path, text in sorted(files.items()):
        for m in declaration.finditer(text):
            kind, name, supers = m.group(1), m.group(2), (m.group(3) or "").strip()
            if (path, name) in seen:
                continue
            seen.add((path, name))
            uikit = kind == "class" and (name in spec.vcs or name in ("BaseScreen", "BaseViewController") or bool(re.match(
                r"(?:UI\w*Controller|BaseScreen|RxViewController|BaseViewController)\b", supers)))
            if kind == "protocol":
                role = "other"
            elif name in spec.flows or re.match(r"(?:Flow|NavigationFlow)\b", supers):
                role = "flow"
            elif name in spec.coordinators or re.match(r"(?:Coordinator|ScreenCoordinator|NavigationCoordinator)\b", supers):
                role = "xcoordinator" if supers.startswith("NavigationCoordinator") else "coordinator"
            else:
                role = "vc" if uikit else "other"
            hosts.append({"file": path, "type": name, "kind": kind, "role": role, "uikit": uikit})
            inherited.append((name, path, supers))
    types = {h["type"] for h in hosts}
    usable = lambda n: n not in SWIFT_KEYWORDS and n != "init" and n[0].islower()
    code = {path: STRING_OR_COMMENT.sub(" ", text) for path, text in files.items()}
    # Properties of types (declared in a block, not locals).
    properties = {m.group(1) for text in code.values()
                  for m in re.finditer(rf"^    (?:[\w@()]+ )*?(?:let|var) ({IDENTIFIER})", text, re.M)}
    # A type's code is its files' and, for a superclass or a protocol, its subclasses' and adopters' files.
    sources = {}
    for name, path, _ in inherited:
        sources.setdefault(name, set()).add(path)
    for name, path, supers in inherited:
        for base in set(re.findall(IDENTIFIER, supers)) & types - {name}:
            sources[base].add(path)
    calls, reads, constructors = {}, {}, {}
    for name, paths in sorted(sources.items()):
        text = "\n".join(code[path] for path in sorted(paths))
        called = {m.group(1) for m in re.finditer(rf"(?<![\w.])(?<!func )({IDENTIFIER})\s*\(", text)}
        called |= {m.group(1) for m in re.finditer(rf"\b(?:self|super)\.({IDENTIFIER})\s*\(", text)}
        read = {m.group(1) for m in re.finditer(rf"(?<![\w.])(?<!let )(?<!var )({IDENTIFIER})\b(?!\s*[:(])", text)}
        read |= {m.group(1) for m in re.finditer(rf"\bself\.({IDENTIFIER})\b(?!\s*\()", text)}
        calls[name] = sorted(filter(usable, called))
        reads[name] = sorted(filter(usable, read & (properties | UIKIT_SELF_READS)))
        constructors[name] = sorted(n for n in called if n[0].isupper() and n not in SWIFT_KEYWORDS)
    pairs = {}
    for q, x in shadow_candidates(files)["pairs"]:
        if q in types and x != "init":
            pairs.setdefault(q, []).append(x)
    members = {}
    opening = re.compile(rf"^(?:(?:final|private|fileprivate|public) )*(?:class|struct|enum|protocol|extension) ({IDENTIFIER})")
    member = re.compile(rf"^    (?:[\w@()]+ )*?(?:func|var|let) ({IDENTIFIER})")
    for path, text in sorted(code.items()):
        current = None
        for line in text.split("\n"):
            m = opening.match(line)
            if m:
                current = m.group(1) if m.group(1) in types and not line.rstrip().endswith("{}") else None
            elif line == "}":
                current = None
            elif current and member.match(line):
                members.setdefault(current, set()).add(member.match(line).group(1))
    return {"hosts": hosts, "calls": calls, "reads": reads, "constructors": constructors,
            "pairs": {q: sorted(set(x)) for q, x in pairs.items()},
            "members": {q: sorted(n for n in names if n not in SWIFT_KEYWORDS) for q, names in members.items()}}


def member_edit(gen, spec, paths):
    """A member (spec.MEMBER_FORMS) added to a type a file declares, in its body or in an extension of it in that file,
    or one removed, renamed, rewritten (another form, the name kept when fresh), edited (its literals changed) or moved
    (from the body to an extension or back): the truth does not change, unless the member may change the output
    (`shadows`: then the truth is not asserted while it is there, Spec.truth_exact)."""
    rng = gen.rng
    bare = copy.copy(spec)
    bare.members = []
    names = member_names(spec, render(bare))
    hosts = {(h["file"], h["type"]): h for h in names["hosts"]}
    # Members of deleted files and types went with them; a host rewritten (a plain type) is what it is now.
    spec.members = [m for m in spec.members if (m["file"], m["type"]) in hosts]
    for entry in spec.members:
        entry.update(hosts[(entry["file"], entry["type"])])

    def where(entry):
        block = "the body of" if entry["place"] in ("body", "body_start") and entry["kind"] != "protocol" else "an extension of"
        return f"{block} {entry['type']} in {entry['file']}"

    if not spec.members or rng.random() < 0.5:
        entry = gen.add_member(spec, names)
        return f"add member {member_label(entry)} ({entry['form']}) in {where(entry)}{said(entry)}"
    entry = rng.choice(spec.members)
    old = member_label(entry)
    action = rng.choice(["remove", "rename", "rewrite", "edit", "move"])
    if action == "remove":
        spec.members.remove(entry)
        return f"remove member {old} ({entry['form']}) from {where(entry)}"
    if action == "move" and entry["kind"] != "protocol" and entry["form"] != "conformance":
        entry["place"] = rng.choice(["end", "start"] if entry["place"] in ("body", "body_start") else ["body", "body_start"])
        return f"move member {old} ({entry['form']}) to {where(entry)}{said(entry)}"
    if action in ("edit", "move"):
        entry["rev"] += 1
        return f"edit member {old} ({entry['form']}) in {where(entry)}{said(entry)}"
    gen.draw_member(spec, entry, names, name=action == "rename", form=action == "rewrite")
    return f"{action} member {old} in {where(entry)} as {member_label(entry)} ({entry['form']}){said(entry)}"


# What a method's body does that makes calling it a navigation (its text, strings and comments left out): a call or
# name a style reads, or a node's name.
NAVIGATING = re.compile(r"\b(?:present\w*|push\w*|addChild\w*|show\w*|setViewControllers|viewControllers|rootViewController|"
                        r"contribute\w*|viewController|flow|Flows|coordinate|start|append|adopt|display|embed\w*|trigger|"
                        r"route|steps|accept|one|multiple|NextFlowItem|resolve|instantiate\w*|make\w*|create\w*|window|"
                        r"didMove|addSubview|navigate\w*|prepare\w*|transition|strongRouter|child\w*)\b")
# A parameter a call on `self` can pass a screen to: unlabelled, typed as a screen, a presentable or a generic one.
SCREEN_PARAMETER = re.compile(rf"^_ {IDENTIFIER}: (?:UIViewController|Presentable|Child|Screen)$")
UNCALLED_HOOKS = set(BODY_HOOKS) - {"start"}


def body_methods(spec, files):
    """The methods the renderer emitted (`files`: render.generated_files) that a body edit may change (not one whose body
    is an expression it returns), in the types the project declares (edits.member_names' hosts, protocols left out) and
    their extensions: where each is, the host's role, what its body may use (`receiver`: `self` in a view controller,
    else the navigation controller the host holds: `rootViewController`, `navigationController`,
    `navigationController?`; `steps`: the relay a view model or an RxController screen emits on), whether it is static
    or an initializer, its return type, whether it is declared `()` and called by no style by name (`free`), and the
    methods of its host it may call on `self` (`callees`: no parameter, or one taking a screen; `navigates` when it
    takes a screen, or its text makes a navigation call or names a node)."""
    hosts = {}
    for host in member_names(spec, files)["hosts"]:
        if host["kind"] != "protocol":
            hosts.setdefault(host["type"], host)
    nodes = set(spec.vcs) | set(spec.flows) | set(spec.coordinators)
    found = []
    for path, text in sorted(files.items()):
        lines = text.split("\n")
        for m in method_blocks(lines):
            if m["type"] in hosts:
                body = STRING_OR_COMMENT.sub(" ", "\n".join(lines[m["line"] + 1:m["end"]]))
                navigates = bool(NAVIGATING.search(body)) or any(re.search(rf"\b{n}\b", body) for n in nodes)
                # A body that is one expression returned (`screens.map { ... }`, `X()`) takes no statement.
                implicit = bool(m["returns"]) and not re.search(r"^\s*return\b", body, re.M)
                found.append((path, m, navigates, implicit))
    declarations = {}
    for path, text in sorted(files.items()):
        for m in re.finditer(rf"^(?:final )?class ({IDENTIFIER})\b[^{{\n]*\{{\n(.*?)^\}}", text, re.M | re.S):
            declarations.setdefault(m.group(1), m.group(0))
    methods = []
    for path, m, _, implicit in found:
        if implicit:
            continue
        host, name = hosts[m["type"]], m["name"]
        declaration = declarations.get(m["type"], "")
        if host["role"] == "vc":
            receiver = "self"
        elif host["role"] == "coordinator":
            receiver = "navigationController"
        elif host["role"] == "xcoordinator" or (host["role"] == "flow" and "let rootViewController = " in declaration):
            receiver = "rootViewController"
        elif "weak var navigationController: UINavigationController?" in declaration:
            receiver = "navigationController?"
        else:
            receiver = None
        if host["role"] == "vc" and is_rx(spec, m["type"]):
            steps = "viewModel.steps"
        elif re.match(rf"^(?:final )?class {IDENTIFIER}: (?:BaseViewModel|RxViewModel)\b", declaration):
            steps = "steps"
        else:
            steps = None
        callees = []
        for _, c, navigates, _ in found:
            params = c["params"].strip()
            # A coordinator's `start()` may be called (quiet where it pushes nothing); no other method a style calls.
            if (c["type"] != m["type"] or c["name"] in UNCALLED_HOOKS or c["name"] == name or "static" in c["modifiers"]
                    or not (params == "" or SCREEN_PARAMETER.match(params))):
                continue
            callees.append({"name": c["name"], "args": "screen" if params else None, "returns": bool(c["returns"]),
                            "navigates": navigates or bool(params)})
        methods.append({"file": path, "type": m["type"], "method": name, "role": host["role"], "receiver": receiver,
                        "static": "static" in m["modifiers"], "init": name == "init",
                        "returns": (m["returns"] or "").strip() or None, "steps": steps,
                        "free": (m["params"] == "" and name not in BODY_HOOKS and not m["generic"]
                                 and "override" not in m["modifiers"]),
                        "callees": sorted({c["name"]: c for c in callees}.values(), key=lambda c: c["name"])})
    return methods


def body_edit(gen, spec, paths):
    """A body edit (spec.BODY_FORMS) of a method the renderer emits, or one removed (the body as it was), rewritten
    (another form), retargeted (another method), edited (its literals changed) or moved (start <-> end): the truth does
    not change, unless the edit may change the output (`shadows`: then the truth is not asserted while it is there,
    Spec.truth_exact)."""
    rng = gen.rng
    methods = body_methods(spec, generated_files(spec))
    where = {(m["file"], m["type"], m["method"]): m for m in methods}
    # Edits of methods gone (their node, edge or file deleted) went with them.
    spec.bodies = [b for b in spec.bodies if (b["file"], b["type"], b["method"]) in where]

    def label(entry):
        return f"{entry['type']}.{entry['method']} in {entry['file']}"

    if not spec.bodies or rng.random() < 0.5:
        entry = gen.add_body(spec, methods)
        return f"add body edit ({entry['form']}, {entry['place']}) to {label(entry)}{said(entry)}"
    entry = rng.choice(spec.bodies)
    old = label(entry)
    action = rng.choice(["remove", "rewrite", "retarget", "edit", "move"])
    if action == "remove":
        spec.bodies.remove(entry)
        return f"remove body edit ({entry['form']}) from {old}"
    if action == "move" and not entry["init"] and not entry["returns"] and entry["form"] != "parameter":
        entry["place"] = "end" if entry["place"] == "start" else "start"
        return f"move body edit ({entry['form']}) to the {entry['place']} of {old}{said(entry)}"
    if action in ("edit", "move"):
        entry["rev"] += 1
        return f"edit body edit ({entry['form']}) in {old}{said(entry)}"
    if action == "rewrite":
        gen.draw_body(spec, entry, where[(entry["file"], entry["type"], entry["method"])])
        return f"rewrite body edit in {old} as {entry['form']} ({entry['place']}){said(entry)}"
    form = entry["form"]
    gen.draw_body(spec, entry, rng.choice(methods), form=False)
    now = f" as {entry['form']}" if entry["form"] != form else ""
    return f"retarget body edit ({form}) from {old} to {label(entry)}{now} ({entry['place']}){said(entry)}"


EDITS = [add_edge, remove_edge, new_file, delete_file, reshape]


def random_edit(gen, spec, paths):
    """A new spec, a description, and the paths to touch without change."""
    rng = gen.rng
    draw = rng.random()
    low = int(draw * 2 ** 40) % 10_000
    if low < GLOBAL_SHARE * 10_000:
        # Taken from the low digits of the first draw: a seed that draws no such edit makes the edits it made before,
        # and every other kind keeps its share.
        new = copy.deepcopy(spec)
        return new, global_edit(gen, new, set(paths)), []
    if low < (GLOBAL_SHARE + MEMBER_SHARE) * 10_000:
        # The band above the globals', for the same reasons.
        new = copy.deepcopy(spec)
        return new, member_edit(gen, new, set(paths)), []
    if low < (GLOBAL_SHARE + MEMBER_SHARE + BODY_SHARE) * 10_000:
        # The band above the members', for the same reasons.
        new = copy.deepcopy(spec)
        return new, body_edit(gen, new, set(paths)), []
    if draw < 0.15:
        path = rng.choice(sorted(paths))
        return spec, f"touch {path} without change", [path]
    if draw >= 1 - FRAMEWORK_EXT_SHARE:
        # Taken from the top of the first draw: a seed that draws no such edit makes the edits it made before.
        new = copy.deepcopy(spec)
        return new, framework_extension(gen, new, set(paths)), []
    if rng.random() < 0.15:
        # Lines added or removed around the code: its facts move, their meaning does not.
        new = copy.deepcopy(spec)
        path = rng.choice(sorted(paths))
        positions = new.padding.setdefault(path, [])
        if positions and rng.random() < 0.4:
            positions.pop(rng.randrange(len(positions)))
            return new, f"remove a line from {path}", []
        for _ in range(rng.randint(1, 3)):
            positions.append(rng.randrange(1_000_000))
        return new, f"add lines to {path}", []
    if rng.random() < 0.2:
        new = copy.deepcopy(spec)
        return new, plain_type(gen, new, set(paths)), []
    while True:
        new = copy.deepcopy(spec)
        description = rng.choice(EDITS)(gen, new)
        if description:
            return new, description, []
