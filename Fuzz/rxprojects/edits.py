"""Random single-file edits of a spec, each with the truth following from the new spec."""

import copy
import re

from .render import render
from .spec import (ROOT, FLOW_FAMILIES, FLOW_FORMS, HELPER_SHOW_FORMS, KNOWN_BUG_HELPER_VALUE_FORMS, PLAIN_USED_NAMES,
                   UNION_FORMS, VALUE_FORMS, VC_FAMILIES, VC_FORMS)


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


def plain_type(gen, spec, paths):
    """A plain type (spec.PLAIN_FORMS) added to a file, or one removed, renamed or rewritten: one file changes,
    the truth does not."""
    rng = gen.rng
    spec.plain = [p for p in spec.plain if p["file"] in paths]  # types of deleted files went with them
    text = "\n".join(render(spec).values())
    used = [n for n in PLAIN_USED_NAMES if re.search(rf"\b{n}\b", text)]
    if not spec.plain or rng.random() < 0.5:
        entry = gen.add_plain(spec, rng.choice(sorted(paths)), used)
        return f"add plain type {entry['name']} ({entry['form']}) to {entry['file']}"
    entry = rng.choice(spec.plain)
    action = rng.choice(["remove", "rename", "rewrite"])
    if action == "remove":
        spec.plain.remove(entry)
        return f"remove plain type {entry['name']} from {entry['file']}"
    old = entry["name"]
    if action == "rename":
        gen.draw_plain(spec, entry, used, form=False)
        return f"rename plain type {old} to {entry['name']} in {entry['file']}"
    gen.draw_plain(spec, entry, used, name=False)
    return f"rewrite plain type {old} in {entry['file']} as {entry['form']}"


EDITS = [add_edge, remove_edge, new_file, delete_file, reshape]


def random_edit(gen, spec, paths):
    """A new spec, a description, and the paths to touch without change."""
    rng = gen.rng
    if rng.random() < 0.15:
        path = rng.choice(sorted(paths))
        return spec, f"touch {path} without change", [path]
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
