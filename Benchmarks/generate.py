#!/usr/bin/env python3
"""Generate a synthetic RxFlow + RxController iOS project for benchmarking rxtree.

The project has exactly N Swift files laid out like a real app (App/, Base/,
Features/<Feature>/{Flows,ViewControllers,ViewModels,Screens}/, Models/,
Services/, Extensions/, Utilities/). About 30% of the files are navigational
(flows, steps, view controllers, view models); the rest are models, services,
extensions and utilities that mostly never mention flows or view controllers.

The flows form a tree rooted at AppFlow, with shared view controllers, a couple
of cycles, child view controllers, every RxFlow/RxController contribution form
and about 5% "hidden" view controllers whose files contain neither the word
"ViewController" nor "Flow" (they inherit through FormScreenBase/ScreenBase).

Output depends only on --files and --seed: the same arguments always give the
same bytes. Only the Python standard library is used. The generated Swift is
meant to be parsed (swift-syntax, `swiftc -parse`), never compiled.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import deque

MIN_LINES = 100
MAX_LINES = 300
NAV_SHARE = 0.30
MIN_FILES = 200
MAX_DEPTH = 6

# ---------------------------------------------------------------------------
# Word lists (none of them contains "Flow", "ViewController", "navigate" or "addChild")
# ---------------------------------------------------------------------------

DOMAINS = [
    "Account", "Activity", "Address", "Analytics", "Appointment", "Auction", "Badge", "Billing",
    "Booking", "Budget", "Calendar", "Camera", "Cart", "Catalog", "Chat", "Checkout", "Coupon",
    "Course", "Delivery", "Device", "Document", "Donation", "Event", "Expense", "Explore",
    "Favorite", "Feed", "Fitness", "Gallery", "Gift", "Grocery", "Health", "Inbox", "Insurance",
    "Invoice", "Journal", "Loyalty", "Map", "Media", "Membership", "Message", "Music", "News",
    "Note", "Offer", "Onboarding", "Order", "Parking", "Payment", "Pet", "Photo", "Playlist",
    "Podcast", "Portfolio", "Profile", "Recipe", "Referral", "Rental", "Reservation", "Review",
    "Reward", "Schedule", "Security", "Shipping", "Store", "Subscription", "Support", "Survey",
    "Task", "Ticket", "Transfer", "Travel", "Trip", "Video", "Voucher", "Wallet", "Weather",
    "Wishlist", "Workout",
]

QUALIFIERS = [
    "Business", "Family", "Guest", "Partner", "Premium", "Team", "Local", "Shared", "Legacy",
    "Remote", "Global", "Smart", "Quick", "Express", "Kids", "Studio", "Campus", "Fleet",
]

FLOW_SUBS = [
    "Browse", "Manage", "History", "Preferences", "Setup", "Sharing", "Insights", "Archive",
    "Discover", "Compose", "Verify", "Export", "Members", "Plans", "Goals", "Collections",
    "Orders", "Perks", "Alerts", "Drafts", "Saved", "Reports", "Sync", "Wizard", "Trends",
    "Queue", "Hub", "Center", "Tools", "Inventory", "Contacts", "Groups", "Invites", "Limits",
]

SCREENS = [
    "List", "Detail", "Edit", "Search", "Settings", "Summary", "Filter", "Picker", "Review",
    "Confirmation", "Intro", "Empty", "Error", "Share", "Compose", "Preview", "Stats", "Overview",
    "Form", "Result", "Success", "Info", "Options", "Sort", "Tutorial", "Permission", "Dashboard",
    "Timeline", "Comments", "Rating", "Status", "Receipt", "Scanner", "Upload", "Details", "Menu",
    "Home", "Welcome", "Feedback", "Report", "Player", "Viewer", "Editor", "Selection",
]

CHILD_PARTS = [
    "Header", "Footer", "Banner", "Toolbar", "Chart", "Carousel", "EmptyState", "Progress",
    "Segment", "Badge", "Highlights", "Actions", "Filters", "Tabs", "Card", "Legend",
]

APP_SCREENS = ["Splash", "Maintenance", "ForceUpdate", "Consent", "Launch"]

MODEL_NOUNS = [
    "Item", "Entry", "Record", "Snapshot", "Metadata", "Attachment", "Preference", "Category",
    "Tag", "Price", "Period", "Request", "Response", "Payload", "Draft", "Quota", "Limit",
    "Owner", "Member", "Slot", "Rule", "Template", "Section", "Coordinate", "Reminder",
    "Session", "Token", "Receipt", "Balance", "Rate", "Counter", "Label", "Link", "Media",
]

ENUM_NOUNS = ["Kind", "State", "Priority", "Visibility", "Tier", "Source", "Channel", "Format"]

SERVICE_SUFFIXES = [
    "Service", "APIClient", "Repository", "Store", "Cache", "Manager", "Provider",
    "Synchronizer", "Uploader", "Downloader", "Tracker", "Storage",
]

UTILITY_SUFFIXES = [
    "Formatter", "Validator", "Logger", "Parser", "Builder", "Calculator", "Scheduler",
    "Throttler", "Encoder", "Decoder", "Mapper", "Sanitizer", "Normalizer", "Resolver",
]

EXTENSION_BASES = [
    ("String", "Foundation"), ("Date", "Foundation"), ("Array", "Foundation"),
    ("Data", "Foundation"), ("URL", "Foundation"), ("Double", "Foundation"),
    ("Int", "Foundation"), ("Decimal", "Foundation"), ("Dictionary", "Foundation"),
    ("UIColor", "UIKit"), ("UIFont", "UIKit"), ("UIImage", "UIKit"), ("UIView", "UIKit"),
    ("UILabel", "UIKit"), ("UIButton", "UIKit"), ("ObservableType", "RxSwift"),
    ("Optional", "Foundation"), ("Calendar", "Foundation"), ("Locale", "Foundation"),
]

UTILITY_FOLDERS = ["Formatting", "Validation", "Logging", "Parsing", "Storage", "Scheduling"]

LABEL_ROLES = [
    "title", "subtitle", "caption", "price", "date", "status", "name", "summary", "details",
    "footnote", "counter", "message", "hint", "total", "author", "location",
]
BUTTON_ROLES = [
    "submit", "cancel", "share", "retry", "edit", "save", "delete", "more", "dismiss", "apply",
    "reset", "follow", "download", "confirm",
]
IMAGE_ROLES = ["avatar", "cover", "thumbnail", "icon", "banner", "logo", "preview"]
FIELD_ROLES = ["query", "email", "comment", "amount", "note", "code", "nickname"]
SWITCH_ROLES = ["notifications", "autoRenew", "sync", "reminders", "location", "offline"]

PROPS = [
    ("id", "String", '"3F2504E0-4F89"', None),
    ("title", "String", '"Weekly summary"', None),
    ("subtitle", "String?", "nil", None),
    ("createdAt", "Date", "Date(timeIntervalSince1970: 1_600_000_000)", "created_at"),
    ("updatedAt", "Date?", "nil", "updated_at"),
    ("amount", "Decimal", "Decimal(string: \"19.99\") ?? 0", None),
    ("currencyCode", "String", '"EUR"', "currency_code"),
    ("count", "Int", "3", None),
    ("isActive", "Bool", "true", "is_active"),
    ("tags", "[String]", '["new", "popular"]', None),
    ("imageURL", "URL?", 'URL(string: "https://cdn.example.com/placeholder.png")', "image_url"),
    ("ownerID", "String", '"user-42"', "owner_id"),
    ("rating", "Double", "4.5", None),
    ("notes", "String?", "nil", None),
    ("position", "Int", "0", None),
    ("expiresAt", "Date?", "nil", "expires_at"),
    ("isFavorite", "Bool", "false", "is_favorite"),
    ("durationInSeconds", "TimeInterval", "90", "duration_in_seconds"),
    ("locale", "String", '"en_US"', None),
    ("version", "Int", "2", None),
    ("externalReference", "String?", "nil", "external_reference"),
    ("attachmentCount", "Int", "0", "attachment_count"),
    ("latitude", "Double?", "nil", None),
    ("longitude", "Double?", "nil", None),
]

ENUM_CASES = [
    "pending", "active", "archived", "draft", "expired", "suspended", "standard", "premium",
    "basic", "featured", "hidden", "scheduled", "completed", "failed", "unknown", "manual",
    "automatic", "weekly", "monthly", "yearly", "low", "medium", "high", "critical",
]

DEVELOPERS = [
    "Alex Kim", "Maria Lopez", "Jonas Berg", "Priya Nair", "Tom Becker", "Yuki Sato",
    "Lena Fischer", "Omar Haddad", "Chloe Martin", "Ivan Petrov", "Sara Rossi", "Ben Carter",
]

APP_NAMES = ["Harbor", "Compass", "Lantern", "Meadow", "Summit", "Orbit", "Pebble", "Juniper"]

NOUN_TAGS = [
    "Total", "Balance", "Price", "Score", "Distance", "Duration", "Count", "Limit", "Quota",
    "Rate", "Value", "Weight", "Progress", "Budget", "Fee", "Discount",
]

SWIFT_KEYWORDS = {
    "default", "import", "class", "return", "public", "internal", "private", "static",
    "struct", "enum", "protocol", "extension", "func", "var", "let", "case", "switch", "if",
    "else", "for", "while", "repeat", "do", "catch", "throw", "throws", "in", "is", "as",
    "self", "Self", "super", "init", "deinit", "subscript", "operator", "where", "true",
    "false", "nil", "guard", "defer", "break", "continue", "fallthrough", "inout", "typealias",
    "associatedtype", "fileprivate", "open", "rethrows", "Any", "some", "any",
}


def lower_first(name: str) -> str:
    if not name:
        return name
    if name[:2].isupper():  # "URL" -> "url", "APIClient" -> "apiClient"
        i = 0
        while i < len(name) and name[i].isupper():
            i += 1
        if i == len(name):
            return name.lower()
        i -= 1
        return name[:i].lower() + name[i:]
    return name[0].lower() + name[1:]


def upper_first(name: str) -> str:
    return name[0].upper() + name[1:] if name else name


def ident(name: str) -> str:
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i > 0 and not name[i - 1].isupper():
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


# ---------------------------------------------------------------------------
# Project model
# ---------------------------------------------------------------------------


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
        "cycles", "is_app", "step_separate", "path", "step_path", "cases",
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
        self.files = {}  # path -> text
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
        nav_target = round(self.n * NAV_SHARE)
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
                want = rng.randint(3, 6)
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

        self.nav_total = self.nav_files
        if self.nav_total >= self.n:
            raise SystemExit("error: --files is too small for the navigation structure")

    # -- output --------------------------------------------------------------

    def header(self, filename: str) -> list:
        rng = self.rng
        dev = rng.choice(DEVELOPERS)
        year = rng.randint(2018, 2023)
        return [
            "//",
            f"//  {filename}",
            f"//  {self.app_name}",
            "//",
            f"//  Created by {dev} on {rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{year}.",
            f"//  Copyright © {year} {self.app_name} Inc. All rights reserved.",
            "//",
            "",
        ]

    def emit(self, path: str, lines: list):
        assert path not in self.files, path
        self.files[path] = "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Generic filler: functions that are plausible in any file and mention nothing navigational
# ---------------------------------------------------------------------------


def fn_number(rng, tag, i):
    name = f"formatted{tag}{rng.choice(NOUN_TAGS)}{i}"
    style = rng.choice([".currency", ".decimal", ".percent"])
    return [
        f"    func {name}(_ value: Double, locale: Locale = .current) -> String {{",
        "        let formatter = NumberFormatter()",
        f"        formatter.numberStyle = {style}",
        "        formatter.locale = locale",
        f"        formatter.minimumFractionDigits = {rng.randint(0, 1)}",
        f"        formatter.maximumFractionDigits = {rng.randint(2, 4)}",
        '        return formatter.string(from: NSNumber(value: value)) ?? "\\(value)"',
        "    }",
    ]


def fn_date(rng, tag, i):
    name = f"{lower_first(tag)}DateText{i}"
    fmt = rng.choice(['"d MMM yyyy"', '"yyyy-MM-dd HH:mm"', '"EEEE, MMM d"', '"HH:mm"'])
    return [
        f"    func {name}(from date: Date?, timeZone: TimeZone = .current) -> String {{",
        "        guard let date = date else {",
        '            return "—"',
        "        }",
        "        let formatter = DateFormatter()",
        f"        formatter.dateFormat = {fmt}",
        "        formatter.timeZone = timeZone",
        '        formatter.locale = Locale(identifier: "en_US_POSIX")',
        "        return formatter.string(from: date)",
        "    }",
    ]


def fn_validate(rng, tag, i):
    name = f"isValid{tag}Input{i}"
    low, high = rng.randint(1, 4), rng.randint(24, 120)
    return [
        f"    func {name}(_ text: String?) -> Bool {{",
        "        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines) else {",
        "            return false",
        "        }",
        f"        guard text.count >= {low}, text.count <= {high} else {{",
        "            return false",
        "        }",
        "        let allowed = CharacterSet.alphanumerics.union(.whitespaces).union(.punctuationCharacters)",
        "        return text.unicodeScalars.allSatisfy { allowed.contains($0) }",
        "    }",
    ]


def fn_rx(rng, tag, i):
    name = f"observe{tag}Changes{i}"
    ms = rng.choice([150, 250, 300, 500])
    return [
        f"    func {name}(_ source: Observable<String>) -> Observable<[String]> {{",
        "        return source",
        f"            .debounce(.milliseconds({ms}), scheduler: MainScheduler.instance)",
        "            .map { $0.trimmingCharacters(in: .whitespaces) }",
        "            .distinctUntilChanged()",
        "            .filter { !$0.isEmpty }",
        '            .map { $0.components(separatedBy: ",") }',
        "            .observe(on: MainScheduler.instance)",
        "    }",
    ]


def fn_switch(rng, tag, i):
    name = f"{lower_first(tag)}Weight{i}"
    cases = rng.sample(ENUM_CASES, rng.randint(3, 6))
    lines = [f"    func {name}(for key: String) -> Int {{", "        switch key.lowercased() {"]
    for n, case in enumerate(cases):
        lines.append(f'        case "{case}":')
        lines.append(f"            return {n * rng.randint(2, 9) + 1}")
    lines += ["        default:", "            return 0", "        }", "    }"]
    return lines


def fn_collection(rng, tag, i):
    name = f"grouped{tag}Keys{i}"
    return [
        f"    func {name}(_ values: [String], limit: Int = {rng.randint(5, 50)}) -> [String: [String]] {{",
        "        let trimmed = values",
        "            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }",
        "            .filter { !$0.isEmpty }",
        "            .prefix(limit)",
        "        return Dictionary(grouping: trimmed) { value in",
        '            String(value.prefix(1)).uppercased()',
        "        }",
        "    }",
    ]


def fn_query(rng, tag, i):
    name = f"{lower_first(tag)}QueryItems{i}"
    keys = rng.sample(["page", "limit", "sort", "order", "locale", "filter", "since", "fields"], 3)
    lines = [
        f"    func {name}(page: Int, pageSize: Int = {rng.choice([10, 20, 25, 50])}) -> [URLQueryItem] {{",
        "        var items: [URLQueryItem] = []",
    ]
    for key in keys:
        lines.append(f'        items.append(URLQueryItem(name: "{key}", value: String(page)))')
    lines += [
        '        items.append(URLQueryItem(name: "page_size", value: String(pageSize)))',
        "        return items",
        "    }",
    ]
    return lines


def fn_defaults(rng, tag, i):
    key = f"{snake(tag)}.last_refresh{'_' + snake(i) if i else ''}"
    name = f"last{tag}Refresh{i}"
    return [
        f"    var {name}: Date? {{",
        "        get {",
        f'            return UserDefaults.standard.object(forKey: "{key}") as? Date',
        "        }",
        "        set {",
        f'            UserDefaults.standard.set(newValue, forKey: "{key}")',
        "        }",
        "    }",
    ]


def fn_sanitize(rng, tag, i):
    name = f"sanitized{tag}Text{i}"
    return [
        f"    func {name}(_ text: String, maxLength: Int = {rng.choice([40, 80, 140, 280])}) -> String {{",
        "        let collapsed = text",
        '            .replacingOccurrences(of: "\\n", with: " ")',
        '            .replacingOccurrences(of: "  ", with: " ")',
        "            .trimmingCharacters(in: .whitespacesAndNewlines)",
        "        guard collapsed.count > maxLength else {",
        "            return collapsed",
        "        }",
        '        return String(collapsed.prefix(maxLength - 1)) + "…"',
        "    }",
    ]


def fn_log(rng, tag, i):
    name = f"log{tag}Event{i}"
    return [
        f"    func {name}(_ name: String, parameters: [String: Any] = [:]) {{",
        "        #if DEBUG",
        '        let details = parameters.map { "\\($0.key)=\\($0.value)" }.sorted().joined(separator: ", ")',
        f'        print("[{tag}] \\(name) \\(details)")',
        "        #endif",
        "    }",
    ]


def fn_retry(rng, tag, i):
    name = f"retrying{tag}Request{i}"
    return [
        f"    func {name}<T>(_ source: Single<T>, attempts: Int = {rng.randint(2, 5)}) -> Single<T> {{",
        "        return source.retry { errors in",
        "            errors.enumerated().flatMap { attempt, error -> Observable<Int> in",
        "                guard attempt + 1 < attempts else {",
        "                    return .error(error)",
        "                }",
        "                let delay = RxTimeInterval.seconds(1 << attempt)",
        "                return Observable<Int>.timer(delay, scheduler: MainScheduler.instance)",
        "            }",
        "        }",
        "    }",
    ]


def fn_clamp(rng, tag, i):
    name = f"clamped{tag}{rng.choice(NOUN_TAGS)}{i}"
    lo, hi = rng.randint(0, 5), rng.randint(50, 1000)
    return [
        f"    func {name}(_ value: Double) -> Double {{",
        f"        let lowerBound = {lo}.0",
        f"        let upperBound = {hi}.0",
        "        guard value.isFinite else {",
        "            return lowerBound",
        "        }",
        "        return min(max(value, lowerBound), upperBound)",
        "    }",
    ]


def fn_hash(rng, tag, i):
    name = f"{lower_first(tag)}Fingerprint{i}"
    return [
        f"    func {name}(of values: [String]) -> String {{",
        "        var hasher = Hasher()",
        "        for value in values.sorted() {",
        "            hasher.combine(value)",
        "        }",
        "        let digest = hasher.finalize()",
        '        return String(format: "%08x", UInt32(truncatingIfNeeded: digest))',
        "    }",
    ]


def fn_computed(rng, tag, i):
    name = f"default{tag}Settings{i}"
    keys = rng.sample(["timeout", "retries", "pageSize", "cacheLifetime", "batchSize", "threshold"], 3)
    lines = [f"    var {name}: [String: Int] {{", "        return ["]
    for n, key in enumerate(keys):
        comma = "," if n < len(keys) - 1 else ""
        lines.append(f'            "{key}": {rng.randint(1, 120)}{comma}')
    lines += ["        ]", "    }"]
    return lines


def fn_json(rng, tag, i):
    name = f"decode{tag}Payload{i}"
    return [
        f"    func {name}<T: Decodable>(_ type: T.Type, from data: Data) -> T? {{",
        "        let decoder = JSONDecoder()",
        "        decoder.keyDecodingStrategy = .convertFromSnakeCase",
        "        decoder.dateDecodingStrategy = .iso8601",
        "        do {",
        "            return try decoder.decode(type, from: data)",
        "        } catch {",
        f'            print("{tag}: failed to decode \\(T.self): \\(error)")',
        "            return nil",
        "        }",
        "    }",
    ]


FILLERS = [
    fn_number, fn_date, fn_validate, fn_rx, fn_switch, fn_collection, fn_query, fn_defaults,
    fn_sanitize, fn_log, fn_retry, fn_clamp, fn_hash, fn_computed, fn_json,
]

VARIANTS = [
    "", "Compact", "Detailed", "Localized", "Cached", "Preview", "Summary", "Export", "Display",
    "Input", "Remote", "Draft", "Archived", "Pending", "Shared", "Primary", "Secondary", "Inline",
    "Batch", "Fallback",
]


def variant(i):
    if i < len(VARIANTS):
        return VARIANTS[i]
    return VARIANTS[i % len(VARIANTS)] + str(i // len(VARIANTS) + 1)


DOCS = {
    "fn_number": [
        "Formats `value` with the locale's grouping and fraction rules, falling back to the raw value.",
        "Returns a display string for an amount; never empty, so labels keep their height.",
    ],
    "fn_date": [
        "Renders an optional date for display, or an em dash when the server sent none.",
        "Formats the date in the given time zone with a fixed POSIX locale, as the design requires.",
    ],
    "fn_validate": [
        "Whether the trimmed text has an acceptable length and only letters, digits and punctuation.",
        "Validates free-form user input before it is sent to the backend.",
    ],
    "fn_rx": [
        "Debounces keystrokes and splits the comma-separated query into its parts.",
        "Turns a stream of raw text into distinct, non-empty token lists on the main scheduler.",
    ],
    "fn_switch": [
        "Relative weight used when sorting mixed results; unknown keys sort last.",
        "Maps the backend's string keys to a ranking; keep in sync with the web client.",
    ],
    "fn_collection": [
        "Groups the values by their uppercased first letter, for sectioned lists.",
        "Builds an index of the first `limit` non-empty values keyed by initial.",
    ],
    "fn_query": [
        "Query items for a paged request; the page size defaults to what the API recommends.",
        "Builds the pagination parameters shared by every list endpoint of this feature.",
    ],
    "fn_defaults": [
        "When the data was last refreshed, persisted across launches in the standard defaults.",
        "Stored in UserDefaults so pull-to-refresh can decide whether a reload is needed.",
    ],
    "fn_sanitize": [
        "Collapses new lines and double spaces and truncates with an ellipsis.",
        "Cleans text coming from the server before it is shown in a single-line cell.",
    ],
    "fn_log": [
        "Logs an analytics event to the console in debug builds only.",
        "Debug-only logging helper; release builds compile this to nothing.",
    ],
    "fn_retry": [
        "Retries a failed request with exponential back-off, up to `attempts` times.",
        "Wraps a single request so transient network errors are retried with a growing delay.",
    ],
    "fn_clamp": [
        "Keeps the value inside the range the backend accepts; NaN and infinity map to the minimum.",
        "Clamps user-entered numbers before they are formatted or uploaded.",
    ],
    "fn_hash": [
        "A short, order-independent fingerprint of the values, for cache keys.",
        "Stable hash of a set of identifiers within one launch; do not persist it.",
    ],
    "fn_computed": [
        "Default tuning values; the remote configuration may override any of them.",
        "Limits used when the remote configuration has not been fetched yet.",
    ],
    "fn_json": [
        "Decodes a payload with the API's snake_case keys and ISO 8601 dates, or returns nil.",
        "Lenient decoding helper: logs the error and returns nil instead of throwing.",
    ],
}

MARKS = ["Helpers", "Formatting", "Validation", "Convenience", "Private", "Parsing", "Logging"]


def pad(project, lines, target, type_name, tag, private=True, start=0):
    """Append `extension type_name { ... }` blocks of filler functions until `target` lines."""
    rng = project.rng
    i = start
    target = min(target, MAX_LINES)
    while len(lines) < target:
        block = ["", f"// MARK: - {rng.choice(MARKS)}", ""]
        block.append(f"{'private ' if private and rng.random() < 0.4 else ''}extension {type_name} {{")
        body = []
        for k in range(rng.randint(1, 3)):
            filler = rng.choice(FILLERS)
            fn = filler(rng, tag, variant(i))
            i += 1
            if rng.random() < 0.6:
                fn = ["    /// " + rng.choice(DOCS[filler.__name__])] + fn
            if len(lines) + len(block) + len(body) + len(fn) + 2 > MAX_LINES:
                break
            if body:
                body.append("")
            body.extend(fn)
        if not body:
            break
        lines.extend(block + body + ["}"])
    return lines


def target_lines(rng):
    # Skewed towards the low end: most files are 100-200 lines, a few approach 300.
    return int(MIN_LINES + (MAX_LINES - MIN_LINES) * (rng.random() ** 2.0))


# ---------------------------------------------------------------------------
# View controllers and view models
# ---------------------------------------------------------------------------


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
    lines = project.header(vc.name + ".swift") + vc_imports(rng, vc) + [""]
    if vc.kind != "hidden" and rng.random() < 0.3:
        lines.append(f"/// Shows the {snake(vc.screen).replace('_', ' ')} screen of the {vc.feature} feature.")
    lines += vc_class_lines(project, vc, views)
    vm_lines = vm_class_lines(project, vc, views)
    tag = vc.stem + vc.screen
    if vc.vm_separate:
        vm_target = target_lines(rng)
        vm_file = project.header(vc.vm + ".swift")
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


# ---------------------------------------------------------------------------
# Flows and steps
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
    return vc_items, flow_items


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
    lines = project.header(flow.step + ".swift") + ["import Foundation", "import RxFlow", ""]
    lines += step_enum_lines(flow) + step_extension_lines(flow, rng)
    pad(project, lines, target_lines(rng), flow.step, flow.stem, private=False)
    project.emit(flow.step_path, lines)


def emit_flow(project, flow):
    rng = project.rng
    vc_items, flow_items = plan_flow(project, flow)
    target = target_lines(rng)
    lines = project.header(flow.name + ".swift")
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


# ---------------------------------------------------------------------------
# Fixed App/ and Base/ files
# ---------------------------------------------------------------------------


def emit_fixed(project):
    rng = project.rng
    # AppDelegate
    lines = project.header("AppDelegate.swift") + ["import UIKit", "import RxFlow", "import RxSwift", "",
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
    lines = project.header("BaseViewModel.swift") + ["import Foundation", "import RxSwift", "import RxCocoa",
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
    lines = project.header("BaseViewController.swift") + ["import UIKit", "import RxSwift", "import RxCocoa",
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
    lines = project.header("ScreenBase.swift") + ["import UIKit", "import RxSwift", "import SnapKit", "",
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

    lines = project.header("FormScreenBase.swift") + ["import UIKit", "import RxSwift", "import RxCocoa", "",
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

    lines = project.header("BaseNavigationController.swift") + ["import UIKit", "",
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


# ---------------------------------------------------------------------------
# Non-navigational files
# ---------------------------------------------------------------------------


def extra_imports(project, lines):
    rng = project.rng
    if rng.random() < 0.2:
        lines.append(rng.choice(["import RxFlow", "import RxController"]))


def vc_mention(project):
    """A comment naming a view controller, for a few non-navigational files."""
    rng = project.rng
    if rng.random() < 0.025 and project.vcs:
        vc = rng.choice(project.vcs)
        if vc.kind != "hidden":
            return [f"/// Displayed by `{vc.name}`; keep the field names in sync with its layout."]
    return []


def emit_model(project, name, domain, path):
    rng = project.rng
    lines = project.header(name + ".swift") + ["import Foundation"]
    extra_imports(project, lines)
    lines.append("")
    props = rng.sample(PROPS, rng.randint(5, 12))
    props.sort(key=lambda p: PROPS.index(p))
    lines += vc_mention(project)
    lines.append(f"struct {name}: Codable, Equatable, Hashable {{")
    lines.append("")
    for pname, ptype, _, _ in props:
        lines.append(f"    let {pname}: {ptype}")
    lines += ["", "    enum CodingKeys: String, CodingKey {"]
    for pname, _, _, key in props:
        lines.append(f'        case {pname} = "{key}"' if key else f"        case {pname}")
    lines += ["    }", "", "}", "", "// MARK: - Placeholder", "", f"extension {name} {{", "",
              f"    static let placeholder = {name}("]
    for n, (pname, _, sample, _) in enumerate(props):
        lines.append(f"        {pname}: {sample}{',' if n < len(props) - 1 else ''}")
    lines += ["    )", ""]
    names = [p[0] for p in props]
    if "createdAt" in names:
        lines += ["    var isRecent: Bool {",
                  f"        return Date().timeIntervalSince(createdAt) < {rng.choice([3600, 86_400, 604_800])}",
                  "    }", ""]
    if "title" in names:
        lines += ["    var displayTitle: String {", "        let trimmed = title.trimmingCharacters(in: .whitespaces)",
                  f'        return trimmed.isEmpty ? NSLocalizedString("{snake(domain)}.untitled", comment: "") : trimmed',
                  "    }", ""]
    lines += ["}"]
    pad(project, lines, target_lines(rng), name, name)
    project.emit(path, lines)


def emit_enum(project, name, domain, path):
    rng = project.rng
    cases = rng.sample(ENUM_CASES, rng.randint(4, 9))
    lines = project.header(name + ".swift") + ["import Foundation"]
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    lines += [f"enum {name}: String, Codable, CaseIterable {{"]
    for c in cases:
        lines.append(f"    case {c}")
    lines += ["", "    var title: String {", "        switch self {"]
    for c in cases:
        lines += [f"        case .{c}:", f'            return NSLocalizedString("{snake(name)}.{c}", comment: "")']
    lines += ["        }", "    }", "", "    var iconName: String {", "        switch self {"]
    icons = ["star", "clock", "checkmark.circle", "exclamationmark.triangle", "archivebox", "bolt", "leaf", "flag"]
    for c in cases:
        lines += [f"        case .{c}:", f'            return "{rng.choice(icons)}"']
    lines += ["        }", "    }", "", "    var sortOrder: Int {", "        switch self {"]
    for n, c in enumerate(cases):
        lines += [f"        case .{c}:", f"            return {n}"]
    lines += ["        }", "    }", "", "    init(apiValue: String?) {",
              f"        self = {name}(rawValue: apiValue?.lowercased() ?? \"\") ?? .{cases[0]}", "    }", "", "}"]
    pad(project, lines, target_lines(rng), name, name)
    project.emit(path, lines)


def emit_protocol(project, name, domain, model, path):
    rng = project.rng
    lines = project.header(name + ".swift") + ["import Foundation", "import RxSwift"]
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    lines += [f"protocol {name}: AnyObject {{", "",
              f"    var {lower_first(domain)}Items: BehaviorSubject<[{model}]> {{ get }}", "",
              f"    func reload{domain}(force: Bool) -> Completable",
              f"    func item(withID id: String) -> {model}?",
              f"    func remove(_ item: {model}) -> Single<Bool>", "", "}", "",
              f"extension {name} {{", "",
              f"    func item(withID id: String) -> {model}? {{",
              f"        let items = (try? {lower_first(domain)}Items.value()) ?? []",
              "        return items.first { $0.id == id }", "    }", "",
              f"    var itemCount: Observable<Int> {{",
              f"        return {lower_first(domain)}Items.map {{ $0.count }}.distinctUntilChanged()", "    }", "", "}"]
    pad(project, lines, target_lines(rng), name, name, private=False)
    project.emit(path, lines)


def emit_service(project, name, domain, model, path):
    rng = project.rng
    lines = project.header(name + ".swift") + ["import Foundation", "import RxSwift"]
    if rng.random() < 0.4:
        lines.append("import RxCocoa")
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    endpoints = rng.sample(["items", "summary", "history", "settings", "search", "archive", "latest",
                            "recommendations", "details", "stats"], rng.randint(3, 6))
    proto = name + "Type"
    lines += [f"protocol {proto} {{"]
    for ep in endpoints:
        lines.append(f"    func fetch{upper_first(ep)}(page: Int) -> Observable<[{model}]>")
    lines += ["}", "", f"final class {name}: {proto} {{", "", f"    static let shared = {name}()", "",
              "    private let session: URLSession",
              f'    private let baseURL = URL(string: "https://api.example.com/v{rng.randint(1, 3)}/{snake(domain)}")!',
              "    private let decoder: JSONDecoder = {", "        let decoder = JSONDecoder()",
              "        decoder.keyDecodingStrategy = .convertFromSnakeCase",
              "        decoder.dateDecodingStrategy = .iso8601", "        return decoder", "    }()", "",
              "    init(session: URLSession = .shared) {", "        self.session = session", "    }", ""]
    for ep in endpoints:
        lines += [f"    func fetch{upper_first(ep)}(page: Int) -> Observable<[{model}]> {{",
                  f'        let url = baseURL.appendingPathComponent("{ep}")',
                  "        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)",
                  '        components?.queryItems = [URLQueryItem(name: "page", value: String(page))]',
                  "        guard let requestURL = components?.url else {",
                  "            return .error(APIError.invalidURL)", "        }",
                  "        return request(URLRequest(url: requestURL))", "    }", ""]
    lines += ["    // MARK: - Transport", "",
              "    private func request<T: Decodable>(_ request: URLRequest) -> Observable<T> {",
              "        return Observable.create { [session, decoder] observer in",
              "            let task = session.dataTask(with: request) { data, response, error in",
              "                if let error = error {",
              "                    observer.onError(error)", "                    return", "                }",
              "                guard let http = response as? HTTPURLResponse, 200..<300 ~= http.statusCode else {",
              "                    observer.onError(APIError.badStatus)", "                    return", "                }",
              "                do {",
              "                    let value = try decoder.decode(T.self, from: data ?? Data())",
              "                    observer.onNext(value)", "                    observer.onCompleted()",
              "                } catch {", "                    observer.onError(error)", "                }",
              "            }", "            task.resume()",
              "            return Disposables.create { task.cancel() }", "        }", "    }", "", "}"]
    pad(project, lines, target_lines(rng), name, name)
    project.emit(path, lines)


def emit_extension(project, base, module, tag, path):
    rng = project.rng
    lines = project.header(path.rsplit("/", 1)[1]) + [f"import {module}"]
    if module == "UIKit" and rng.random() < 0.5:
        lines.append("import Foundation")
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    if base == "Array":
        decl = "extension Array where Element: Hashable {"
    elif base == "Dictionary":
        decl = "extension Dictionary where Key == String {"
    elif base == "Optional":
        decl = "extension Optional where Wrapped == String {"
    else:
        decl = f"extension {base} {{"
    lines.append(decl)
    lines.append("")
    low = lower_first(tag)
    if base in ("UIColor",):
        for n, shade in enumerate(rng.sample(["Primary", "Secondary", "Accent", "Background", "Border", "Muted"], 3)):
            lines.append(f"    static let {low}{shade} = UIColor(red: {rng.random():.3f}, green: {rng.random():.3f}, "
                         f"blue: {rng.random():.3f}, alpha: 1)")
        lines.append("")
    elif base == "String":
        lines += [f"    var {low}Slug: String {{", "        return lowercased()",
                  '            .components(separatedBy: CharacterSet.alphanumerics.inverted)',
                  "            .filter { !$0.isEmpty }", '            .joined(separator: "-")', "    }", ""]
    elif base == "Date":
        lines += [f"    var {low}DayStart: Date {{", "        return Calendar.current.startOfDay(for: self)", "    }", ""]
    elif base == "ObservableType":
        lines += [f"    func {low}Logged(_ label: String) -> Observable<Element> {{",
                  '        return self.do(onNext: { print("\\(label): \\($0)") })', "    }", ""]
    else:
        lines += rng.choice(FILLERS)(rng, tag, "") + [""]
    lines.append("}")
    pad(project, lines, target_lines(rng), base if base not in ("Array", "Dictionary", "Optional") else
        {"Array": "Array where Element: Hashable", "Dictionary": "Dictionary where Key == String",
         "Optional": "Optional where Wrapped == String"}[base], tag, start=1)
    project.emit(path, lines)


def emit_utility(project, name, tag, path):
    rng = project.rng
    lines = project.header(name + ".swift") + ["import Foundation"]
    if rng.random() < 0.4:
        lines.append("import RxSwift")
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    kind = rng.choice(["final class", "struct", "enum"])
    lines += [f"{kind} {name} {{", ""]
    if kind == "final class":
        lines += [f'    private let queue = DispatchQueue(label: "com.{project.app_name.lower()}.{snake(name)}")',
                  "    private var storage: [String: Any] = [:]", "",
                  "    func value(forKey key: String) -> Any? {", "        return queue.sync { storage[key] }", "    }", "",
                  "    func set(_ value: Any?, forKey key: String) {", "        queue.async(flags: .barrier) {",
                  "            self.storage[key] = value", "        }", "    }", ""]
    elif kind == "struct":
        lines += [f"    let identifier: String", f"    var limit = {rng.randint(5, 500)}", "",
                  "    func isWithinLimit(_ count: Int) -> Bool {", "        return count <= limit", "    }", ""]
    else:
        lines += [f"    static let defaultTimeout: TimeInterval = {rng.randint(5, 60)}",
                  f'    static let domain = "{snake(name)}"', ""]
    body = []
    for i in range(rng.randint(1, 3)):
        filler = rng.choice(FILLERS)
        fn = filler(rng, tag, variant(len(VARIANTS) - 1 - i))
        if rng.random() < 0.6:
            fn = ["    /// " + rng.choice(DOCS[filler.__name__])] + fn
        if kind == "enum":
            fn = [fn[0].replace("    func ", "    static func ", 1).replace("    var ", "    static var ", 1)] + fn[1:]
        body += fn + [""]
    lines += body + ["}"]
    pad(project, lines, target_lines(rng), name, tag)
    project.emit(path, lines)


def emit_plain(project, count):
    rng = project.rng
    # One fixed support file that services refer to.
    lines = project.header("APIError.swift") + ["import Foundation", "", "enum APIError: Error, Equatable {",
        "    case invalidURL", "    case badStatus", "    case decoding(String)", "    case offline", "}"]
    pad(project, lines, target_lines(rng), "APIError", "API")
    project.emit("Utilities/Networking/APIError.swift", lines)
    count -= 1
    models_by_domain = {}
    made = 0
    while made < count:
        r = rng.random()
        domain = rng.choice(DOMAINS)
        qual = rng.choice(QUALIFIERS) if rng.random() < 0.6 else ""
        folder = domain
        if r < 0.26:
            name = qual + domain + rng.choice(MODEL_NOUNS)
            if not project.take(name):
                continue
            emit_model(project, name, domain, f"Models/{folder}/{name}.swift")
            models_by_domain.setdefault(domain, []).append(name)
        elif r < 0.36:
            name = qual + domain + rng.choice(ENUM_NOUNS)
            if not project.take(name):
                continue
            emit_enum(project, name, domain, f"Models/{folder}/{name}.swift")
        elif r < 0.42:
            name = qual + domain + rng.choice(["Providing", "DataSource", "Observing", "Persisting", "Syncing"])
            if not project.take(name):
                continue
            model = (models_by_domain.get(domain) or [domain + "Item"])[0]
            emit_protocol(project, name, domain, model, f"Models/{folder}/{name}.swift")
        elif r < 0.62:
            name = qual + domain + rng.choice(SERVICE_SUFFIXES)
            if not project.take(name):
                continue
            model = rng.choice(models_by_domain.get(domain) or [domain + "Item"])
            emit_service(project, name, domain, model, f"Services/{folder}/{name}.swift")
        elif r < 0.80:
            base, module = rng.choice(EXTENSION_BASES)
            tag = qual + domain
            path = f"Extensions/{base}/{base}+{tag}{rng.choice(['', 'Formatting', 'Display', 'Helpers', 'Parsing', 'Styling'])}.swift"
            if not project.take("ext:" + path):
                continue
            emit_extension(project, base, module, tag, path)
        else:
            name = qual + domain + rng.choice(UTILITY_SUFFIXES)
            if not project.take(name):
                continue
            emit_utility(project, name, qual + domain, f"Utilities/{rng.choice(UTILITY_FOLDERS)}/{name}.swift")
        made += 1


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def generate(n: int, seed: int):
    project = Project(n, seed)
    project.build()
    emit_fixed(project)
    for flow in project.flows:
        emit_flow(project, flow)
    for vc in project.vcs:
        emit_vc(project, vc)
    assert len(project.files) == project.nav_total, (len(project.files), project.nav_total)
    emit_plain(project, n - len(project.files))
    assert len(project.files) == n
    return project


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="generate.py",
        description="Write a deterministic synthetic RxFlow + RxController iOS project of N Swift files "
                    "(about 30% navigational) for benchmarking rxtree. The same --files and --seed always "
                    "give byte-identical output.",
        epilog="example: generate.py --files 20000 --out /tmp/bench20000  (about 120 MB)",
    )
    parser.add_argument("--files", type=int, required=True, metavar="N",
                        help=f"number of Swift files to write (at least {MIN_FILES})")
    parser.add_argument("--out", required=True, metavar="DIR",
                        help="output folder; created if missing, refused if it exists and is not empty")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="random seed (default: 1)")
    args = parser.parse_args(argv)
    if args.files < MIN_FILES:
        parser.error(f"--files must be at least {MIN_FILES}")
    return args


def main(argv=None):
    args = parse_args(argv)
    out = args.out
    if os.path.exists(out):
        if not os.path.isdir(out):
            print(f"error: {out} exists and is not a directory", file=sys.stderr)
            return 2
        if os.listdir(out):
            print(f"error: {out} exists and is not empty", file=sys.stderr)
            return 2
    project = generate(args.files, args.seed)
    os.makedirs(out, exist_ok=True)
    total = 0
    made_dirs = set()
    for path in sorted(project.files):
        full = os.path.join(out, path)
        folder = os.path.dirname(full)
        if folder not in made_dirs:
            os.makedirs(folder, exist_ok=True)
            made_dirs.add(folder)
        data = project.files[path].encode("utf-8")
        with open(full, "wb") as fh:
            fh.write(data)
        total += len(data)
    print(f"wrote {len(project.files)} files, {total / 1e6:.1f} MB to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
