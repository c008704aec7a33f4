"""The project plan: flows, view controllers and how they reach each other.

`Project.build` lays out the flow tree and its screens; `plan_flow` decides, while a flow's file is
written, its step cases and contribution forms. `expected_edges` reads the finished plan back as
the edges rxtree should print, so a test can check rxtree without running it twice.
"""

from __future__ import annotations

import os
import random
from collections import deque

from .coordinators import COORDINATOR_SHARE, ROOT as COORDINATOR_ROOT, coordinator_edges, plan_coordinators
from .words import APP_NAMES, APP_SCREENS, CHILD_PARTS, DOMAINS, FLOW_SUBS, QUALIFIERS, SCREENS, lower_first

NAV_SHARE = 0.30
MIN_FILES = 200
MAX_DEPTH = 6
MAX_LEVELS = 10  # rxtree's default --maxLevels


class VC:
    __slots__ = (
        "name", "vm", "kind", "hidden_base", "stem", "screen", "feature", "flow", "children",
        "is_child", "vm_separate", "case", "assoc", "path", "vm_path", "parent_vc", "app",
        "child_vm_props",
    )

    def __init__(self):
        self.children = []  # list of (VC, prop_name, style, vm_source)
        self.child_vm_props = []  # (prop, child VM type)
        self.parent_vc = None
        self.case = None
        self.assoc = False
        self.app = False


class FlowSpec:
    __slots__ = (
        "name", "step", "stem", "feature", "depth", "parent", "children", "own", "shared",
        "cycles", "is_app", "step_separate", "path", "step_path", "cases", "vc_items", "flow_items",
    )

    def __init__(self, name, step, stem, feature, depth, parent, is_app=False):
        self.name = name
        self.step = step
        self.stem = stem
        self.feature = feature
        self.depth = depth
        self.parent = parent
        self.children = []
        self.own = []
        self.shared = []
        self.cycles = []
        self.is_app = is_app
        self.step_separate = False
        self.cases = []  # (name, assoc) in declaration order
        self.vc_items = []  # set by plan_flow
        self.flow_items = []


class Project:
    def __init__(self, n: int, seed: int):
        self.n = n
        self.rng = random.Random(seed)
        self.app_name = APP_NAMES[seed % len(APP_NAMES)]
        self.used = set()
        self.stems = set()
        self.features = []
        self.feature_set = set()
        self.flows = []
        self.vcs = []
        self.files = {}  # path -> text, or -> bytes written when `out` is set
        self.out = None  # when set, `emit` writes each file at once instead of keeping its text
        self.coordinators = []
        self.chains = []
        self.nav_files = 0
        self.hidden_count = 0

    # -- names ---------------------------------------------------------------

    def take(self, name: str) -> bool:
        if name in self.used:
            return False
        self.used.add(name)
        return True

    def new_feature(self) -> str:
        rng = self.rng
        for domain in DOMAINS:
            if domain not in self.feature_set and domain not in self.stems and rng.random() < 0.5:
                break
        else:
            domain = None
        if domain is None or domain in self.feature_set:
            for _ in range(10000):
                domain = rng.choice(QUALIFIERS) + rng.choice(DOMAINS)
                if domain not in self.feature_set and domain not in self.stems:
                    break
        self.feature_set.add(domain)
        self.features.append(domain)
        return domain

    # -- structure -----------------------------------------------------------

    def new_flow(self, parent: FlowSpec, depth: int) -> FlowSpec:
        rng = self.rng
        if parent.is_app or rng.random() < 0.45:
            feature = self.new_feature()
            stem = feature
        else:
            feature = parent.feature
            stem = None
            for sub in rng.sample(FLOW_SUBS, len(FLOW_SUBS)):
                candidate = feature + sub
                if candidate not in self.stems and (candidate + "Flow") not in self.used:
                    stem = candidate
                    break
            if stem is None:
                feature = self.new_feature()
                stem = feature
        self.stems.add(stem)
        name, step = stem + "Flow", stem + "Step"
        assert self.take(name) and self.take(step), name
        flow = FlowSpec(name, step, stem, feature, depth, parent)
        flow.step_separate = rng.random() < 0.5
        base = f"Features/{feature}/Flows/"
        flow.path = base + name + ".swift"
        flow.step_path = base + step + ".swift" if flow.step_separate else None
        self.nav_files += 2 if flow.step_separate else 1
        parent.children.append(flow)
        self.flows.append(flow)
        return flow

    def new_vc(self, flow, stem, screen, feature, kind, is_child=False, folder=None) -> VC | None:
        rng = self.rng
        vc = VC()
        if kind == "hidden":
            vc.name, vc.vm = stem + screen + "Screen", stem + screen + "ScreenModel"
        else:
            vc.name, vc.vm = stem + screen + "ViewController", stem + screen + "ViewModel"
        if vc.name in self.used or vc.vm in self.used:
            return None
        self.take(vc.name)
        self.take(vc.vm)
        vc.kind = kind
        if kind == "hidden":  # alternate, so small projects have both bases
            self.hidden_count += 1
            vc.hidden_base = "ScreenBase" if self.hidden_count % 2 else "FormScreenBase"
        else:
            vc.hidden_base = None
        vc.stem, vc.screen, vc.feature, vc.flow = stem, screen, feature, flow
        vc.is_child = is_child
        vc.vm_separate = rng.random() < 0.5
        folder = folder or f"Features/{feature}"
        sub = "Screens" if kind == "hidden" else "ViewControllers"
        vc.path = f"{folder}/{sub}/{vc.name}.swift"
        vc.vm_path = f"{folder}/ViewModels/{vc.vm}.swift" if vc.vm_separate else None
        self.nav_files += 2 if vc.vm_separate else 1
        self.vcs.append(vc)
        return vc

    def add_children(self, parent: VC, depth: int):
        rng = self.rng
        count = rng.randint(1, 3)
        parts = rng.sample(CHILD_PARTS, count)
        styles = ["plain", "to", "self"]
        for part in parts:
            child = self.new_vc(parent.flow, parent.stem + parent.screen, part, parent.feature, "base",
                                is_child=True, folder="App" if parent.app else None)
            if child is None:
                continue
            child.app = parent.app
            child.parent_vc = parent
            prop = lower_first(part) + "ViewController"
            style = rng.choice(styles)
            if rng.random() < 0.5:
                vm_prop = lower_first(part) + "ViewModel"
                parent.child_vm_props.append((vm_prop, child.vm))
                vm_source = "viewModel." + vm_prop
            else:
                vm_source = ".init()"
            parent.children.append((child, prop, style, vm_source))
            if depth == 0 and rng.random() < 0.12:
                self.add_children(child, depth + 1)

    def populate(self, flow: FlowSpec):
        rng = self.rng
        if flow.is_app:
            count = rng.randint(2, 3)
            screens = rng.sample(APP_SCREENS, count)
        else:
            count = round(rng.triangular(4, 14, 6))
            screens = rng.sample(SCREENS, len(SCREENS))
        made = 0
        for screen in screens:
            if made == count:
                break
            if flow.is_app:
                kind = "base"
                stem = ""
            else:
                stem = flow.stem
                r = rng.random()
                if r < 0.08 and made > 0:
                    kind = "hidden"
                elif r < 0.80:
                    kind = "base"
                elif r < 0.87:
                    kind = "plain"
                elif r < 0.94:
                    kind = "storyboard"
                else:
                    kind = "table"
            vc = self.new_vc(flow, stem, screen, flow.feature, kind,
                             folder="App" if flow.is_app else None)
            if vc is None:
                continue
            vc.app = flow.is_app
            flow.own.append(vc)
            made += 1
            if kind == "base" and rng.random() < 0.25:
                self.add_children(vc, 0)

    def build(self):
        rng = self.rng
        for fixed in ["AppFlow", "AppStep", "AppDelegate", "BaseViewController", "BaseViewModel",
                      "ScreenBase", "FormScreenBase", "BaseNavigationController", "APIError"]:
            self.take(fixed)
        nav_total_target = round(self.n * NAV_SHARE)
        coordinator_target = round(nav_total_target * COORDINATOR_SHARE)
        nav_target = nav_total_target - coordinator_target
        self.nav_files = 8  # App/ and Base/ files
        app = FlowSpec("AppFlow", "AppStep", "App", "App", 0, None, is_app=True)
        app.path = "App/AppFlow.swift"
        app.step_path = "App/AppStep.swift"
        app.step_separate = True
        self.flows.append(app)
        self.app = app

        per_flow = 21.0  # files a flow brings with its view controllers and view models, on average
        queue = deque([app])
        pending = 0
        while queue:
            flow = queue.popleft()
            if not flow.is_app:
                pending -= 1
            self.populate(flow)
            if flow.is_app:
                # The tree is at most MAX_DEPTH deep, so a large app needs more top-level flows.
                want = rng.randint(3, 6) + nav_target // 5000
            elif flow.depth < MAX_DEPTH:
                want = rng.randint(1, 4)
            else:
                want = 0
            for _ in range(want):
                if not flow.is_app and self.nav_files + (pending + 1) * per_flow > nav_target:
                    break
                child = self.new_flow(flow, flow.depth + 1)
                queue.append(child)
                pending += 1

        flows = [f for f in self.flows if not f.is_app]
        # Hidden view controllers: at least one.
        if not any(vc.kind == "hidden" for vc in self.vcs):
            first = flows[0]
            for vc in first.own[1:]:
                if vc.kind == "base" and not vc.children:
                    self.used.discard(vc.name)
                    self.used.discard(vc.vm)
                    vc.kind = "hidden"
                    vc.hidden_base = "FormScreenBase"
                    vc.name, vc.vm = vc.stem + vc.screen + "Screen", vc.stem + vc.screen + "ScreenModel"
                    self.take(vc.name)
                    self.take(vc.vm)
                    vc.path = f"Features/{vc.feature}/Screens/{vc.name}.swift"
                    if vc.vm_path:
                        vc.vm_path = f"Features/{vc.feature}/ViewModels/{vc.vm}.swift"
                    break

        # Shared view controllers: contributed by a second flow.
        candidates = [vc for f in flows for vc in f.own[1:]]
        shared_flows = [f for f in flows if rng.random() < 0.12] or flows[:1]
        for flow in shared_flows:
            for _ in range(10):
                vc = rng.choice(candidates)
                if vc.flow is not flow and vc not in flow.shared:
                    flow.shared.append(vc)
                    break

        # Cycles: a flow contributes one of its ancestors.
        deep = [f for f in flows if f.depth >= 2] or flows
        for flow in rng.sample(deep, min(2, len(deep))):
            ancestors = []
            p = flow.parent
            while p is not None and not p.is_app:
                ancestors.append(p)
                p = p.parent
            if ancestors and len(flow.children) > 0:
                flow.cycles.append(rng.choice(ancestors))
            elif ancestors:
                flow.cycles.append(ancestors[0])

        plan_coordinators(self, coordinator_target)
        self.nav_total = self.nav_files
        if self.nav_total >= self.n:
            raise SystemExit("error: --files is too small for the navigation structure")

    # -- output --------------------------------------------------------------

    def emit(self, path: str, lines: list):
        assert path not in self.files, path
        text = "\n".join(lines) + "\n"
        if self.out is None:
            self.files[path] = text
            return
        # Written at once, so a 100,000-file project never holds its 600 MB of text.
        full = os.path.join(self.out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        data = text.encode("utf-8")
        with open(full, "wb") as fh:
            fh.write(data)
        self.files[path] = len(data)


# ---------------------------------------------------------------------------
# Contributions of one flow
# ---------------------------------------------------------------------------

VC_FORMS = ["vc", "vc_with", "one_presentable", "one_next"]


def plan_flow(project, flow):
    """Decide step cases, contribution forms and value sources of one flow."""
    rng = project.rng
    items = []
    used_cases = {"start", "dismiss", "alert", "done"}

    def case_name(base):
        name = base
        k = 2
        while name in used_cases:
            name = f"{base}{k}"
            k += 1
        used_cases.add(name)
        return name

    for n, vc in enumerate(flow.own):
        item = {"type": "vc", "vc": vc, "local": lower_first(vc.screen), "shared": False}
        item["case"] = case_name(lower_first(vc.screen))
        item["assoc"] = n > 0 and rng.random() < 0.25
        items.append(item)
    for vc in flow.shared:
        base = lower_first(vc.stem + vc.screen)
        items.append({"type": "vc", "vc": vc, "local": base, "shared": True, "case": case_name(base),
                      "assoc": False})
    vc_items = list(items)
    for n, item in enumerate(vc_items):
        vc = item["vc"]
        if vc.kind == "storyboard":
            item["source"] = "instantiate"
        elif vc.kind == "base" and not item["shared"] and not item["assoc"] and rng.random() < 0.2:
            item["source"] = "property"
        else:
            item["source"] = "local"
        item["helper"] = False
        item["present"] = "start" if n == 0 else ("push" if rng.random() < 0.7 else "modal")
    if len(vc_items) > 1:
        for item in rng.sample(vc_items[1:], max(1, round(0.3 * (len(vc_items) - 1)))):
            item["helper"] = True
    flow_items = []
    for n, child in enumerate(flow.children):
        r = rng.random()
        source = "lazy" if r < 0.5 else ("let" if r < 0.75 else "local")
        form = "flow" if n == 0 else rng.choice(["flow", "one_flow"])
        flow_items.append({"type": "flow", "flow": child, "case": case_name(lower_first(child.stem)),
                           "source": source, "form": form, "var": lower_first(child.stem) + "Flow"})
    for ancestor in flow.cycles:
        flow_items.append({"type": "flow", "flow": ancestor, "case": case_name("restart" + ancestor.stem),
                           "source": "local", "form": "flow", "var": lower_first(ancestor.stem) + "Flow"})
    # One `.multiple`: a view controller together with a child flow or another view controller.
    # The host's own case becomes the `.multiple`; with too few view controllers to spare one,
    # an extra `overview` case contributes one of them again.
    hosts = [it for it in vc_items[1:] if not it["helper"] and not it["shared"]]
    if hosts and len(vc_items) > len(VC_FORMS):
        host = rng.choice(hosts)
    else:
        host = dict(rng.choice(vc_items[1:] or vc_items))
        host.update(case=case_name("overview"), assoc=False, helper=False, shared=False, present="push")
        vc_items.append(host)
    if flow_items and rng.random() < 0.7:
        host["multiple"] = flow_items[0]
    else:
        host["multiple"] = rng.choice([it for it in vc_items if it["vc"] is not host["vc"]])
    # Every view controller form at least once among the other cases.
    perm = rng.sample(VC_FORMS, len(VC_FORMS))
    others = [it for it in vc_items if it is not host]
    for n, item in enumerate(others):
        item["form"] = perm[n] if n < len(perm) else rng.choice(VC_FORMS)
    host["form"] = rng.choice(VC_FORMS)
    flow.cases = [("start", None)]
    for item in vc_items:
        flow.cases.append((item["case"], "id" if item["assoc"] else None))
    for item in flow_items:
        flow.cases.append((item["case"], None))
    flow.cases.append(("dismiss", None))
    flow.cases.append(("alert", "message"))
    if flow.parent is not None and not flow.parent.is_app:
        flow.cases.append(("done", None))
    flow.vc_items, flow.flow_items = vc_items, flow_items
    return vc_items, flow_items


# ---------------------------------------------------------------------------
# What rxtree should print
# ---------------------------------------------------------------------------


ROOTS = ["AppFlow", COORDINATOR_ROOT]


def planned_edges(project) -> set:
    """Every edge the plan draws, as (from, to) pairs: a flow's contributions, `.multiple` partners
    included, `addChild` calls, and the coordinator modules' edges. View models' own `addChild` calls
    and framework types (alerts, navigation controllers) draw none."""
    edges = set()
    for flow in project.flows:
        for item in flow.vc_items:
            edges.add((flow.name, item["vc"].name))
            partner = item.get("multiple")
            if partner is not None:
                edges.add((flow.name, partner_name(partner)))
        for item in flow.flow_items:
            edges.add((flow.name, item["flow"].name))
    for vc in project.vcs:
        for child, _prop, _style, _vm_source in vc.children:
            edges.add((vc.name, child.name))
    return edges | coordinator_edges(project)


def expected_edges(project) -> dict:
    """For each root, the edges `rxtree ROOT` prints, as sorted "From -> To" lines.

    rxtree's json lists the nodes within --maxLevels of the root (breadth first) and follows the edges of
    those nearer than that. The plan keeps every node within the default ten levels (flows are at most
    MAX_DEPTH deep, a screen one more, its children two more; coordinators start only leaf flows, at most
    four levels down), so each root prints every edge reachable from it; the walk checks that.
    """
    edges = planned_edges(project)
    targets = {}
    for a, b in sorted(edges):
        targets.setdefault(a, []).append(b)
    result = {}
    for root in ROOTS:
        distance = {root: 0}
        queue = deque([root])
        printed = []
        while queue:
            node = queue.popleft()
            for target in targets.get(node, []):
                assert distance[node] < MAX_LEVELS, (root, node)
                printed.append(f"{node} -> {target}")
                if target not in distance:
                    distance[target] = distance[node] + 1
                    queue.append(target)
        result[root] = sorted(printed)
    return result


def partner_name(item) -> str:
    return item["flow"].name if item["type"] == "flow" else item["vc"].name
