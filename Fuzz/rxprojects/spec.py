"""A project as data: nodes (flows, view controllers), the edges between them with the code form each is
written in, and the noise that must draw nothing. The truth is computed from this data, never from Swift.

Every random choice is made when an element is created and stored in it, so rendering is a pure function
of the spec: an edit that changes one element re-renders only the files that element touches.
"""

import copy
from collections import deque

ROOT = "AppFlow"
COORDINATOR_ROOT = "AppCoordinator"
# rxtree's default --maxLevels: an edge is printed when its source is at most 9 levels below the root.
MAX_LEVELS = 10

WORDS = [
    "Account", "Album", "Alarm", "Badge", "Basket", "Beacon", "Billing", "Booking", "Budget", "Camera",
    "Canvas", "Chart", "Chat", "Coupon", "Course", "Delivery", "Device", "Diary", "Draft", "Event",
    "Expense", "Fabric", "Garden", "Gift", "Harbor", "Inbox", "Invoice", "Journal", "Kiosk", "Ledger",
    "Lesson", "Locker", "Market", "Meadow", "Member", "Memo", "Mosaic", "Nursery", "Orbit", "Parcel",
    "Pantry", "Pass", "Pebble", "Photo", "Pilot", "Planet", "Podcast", "Portal", "Quest", "Radar",
    "Recipe", "Remote", "Rental", "Ribbon", "Route", "Saddle", "Scout", "Signal", "Sketch", "Stamp",
    "Studio", "Summit", "Ticket", "Timber", "Token", "Trail", "Tunnel", "Vault", "Voucher", "Wallet",
    "Weather", "Widget", "Workout", "Yarn", "Zephyr",
]
FOLDERS = ["Features", "Scenes", "Modules", "Screens", "Flows", "UI", "Sources", "Core", "Shared", "Legacy"]

# How a view controller class is declared: its superclass, and whether it has an RxController view model.
VC_BASES = ["UIViewController", "rx_direct", "rx_generic", "UITableViewController", "project_base",
            "UINavigationController"]
# How a value of the target's type is obtained inside a flow (see render.value_for).
VC_FAMILIES = ["inline", "local", "local_abstract", "init_shorthand", "property_init", "lazy_property",
               "computed_property", "factory", "static_extension", "helper_presentable", "helper_ext",
               "swinject", "guard_let", "storyboard", "reusable", "iife", "typealias", "if_debug",
               "else_of_if_false", "abstract_presentable", "cast", "nil_coalescing",
               # Project wrappers around RxFlow's contributions, read per call (TypeInference+Summaries).
               "static_wrapper", "wrapper_of_wrapper", "map_element", "tuple",
               # A helper declared `-> UIViewController` making the screen; a property assigned later.
               "abstract_return", "late_property"]
# Families drawn as one call of a helper or wrapper with the item's first target.
HELPER_FAMILIES = ("abstract_presentable", "static_wrapper", "wrapper_of_wrapper", "map_element")
FLOW_FAMILIES = ["inline", "local", "lazy_property", "property_init", "swinject", "helper_typed", "iife"]
# How the value is contributed (see render.contribution).
VC_FORMS = ["vc", "vc_with", "contribute", "contribute_next", "qualified", "generic_push", "next_flow_item"]
FLOW_FORMS = ["flow", "contribute", "flows_use", "qualified", "next_flow_item"]
# Where the contribution is written: in navigate(to:), in a method of the flow, in an extension elsewhere.
PLACES = ["switch", "method", "extension", "if_case"]
CHILD_FORMS = ["direct", "local_didmove", "self", "to_container", "legacy", "property", "extension",
               "external", "if_debug",
               # addChild inside a generic helper (`func embedN<Child: UIViewController>(_ child: Child)`).
               "generic_helper"]
# MVVM-FC: the parent's flow controller (held by the view controller or by a class it holds, or wired to it by
# the module's factory) shows the child.
# `fc_helper`: the flow controller's own helper pushing its parameter (`display(_ screen: UIViewController)`,
# called as `display(X())`), read with what each call passes.
FC_FORMS = ["fc_push", "fc_present", "fc_show", "fc_set", "fc_factory", "fc_factory_in", "fc_assign", "fc_wrapped",
            "fc_helper"]
# Forms rxtree gets wrong, drawn only with --known-bugs (so the seeds that show them stay reproducible). None today:
# the last ones (a flow controller's own helper, and helpers handed a value typed by its assignments) were fixed
# on 2026-11-29.
KNOWN_BUG_CHILD_FORMS = []
KNOWN_BUG_FC_FORMS = []
KNOWN_BUG_HELPER_VALUE_FORMS = []
# What a helper read per call (a flow's `show(_: Presentable)`, a coordinator's `display(_:)`, XCoordinator's
# `.presentModally(_:)`) is handed besides a screen made inline: a function's result declared `-> UIViewController`
# that returns a screen, or a property declared `UIViewController!` assigned later.
HELPER_VALUE_FORMS = ["abstract_return", "late_property", "maker_method", "holder_property", "throwing_return",
                      "optional_property"]
HELPER_SHOW_FORMS = ("helper_push", "x_helper")
# How the screen a coordinator, an XCoordinator transition, a flow controller or `addChild` shows is made
# (render.shown_value), the value-flow forms docs/styles.md lists for every style: inline; a helper declared
# `-> UIViewController` whose body makes the screen ("abstract return"); a property declared abstract and
# assigned later, in another method ("late binding"); another object's method declared `-> UIViewController` or
# its property declared so ("maker method", "holder property"); a throwing helper's result under `try!`; a
# property declared optional, force-unwrapped where it is shown; one of two screens by `if`/`else`, `?:` or
# `switch`, or by `?:` written where it is shown, its first branch upcast with `as`, or by `??` after an
# optional property ("unions": both edges); a screen carried in a tuple, taken apart or read by position.
VALUE_FORMS = ["inline", "abstract_return", "late_property", "maker_method", "holder_property", "throwing_return",
               "optional_property", "union_if", "union_ternary", "union_switch", "union_inline", "union_coalescing",
               "tuple_split", "tuple_index"]
UNION_FORMS = ("union_if", "union_ternary", "union_switch", "union_inline", "union_coalescing")
# How a coordinator shows a screen (see render.render_coordinator).
SHOW_FORMS = ["push", "present", "set", "show", "wrapped", "helper_push", "show_detail", "assign_root", "assign_tabs",
              "nav_property", "router_push", "router_injected"]
# XCoordinator transitions in prepareTransition(for:): to a screen, and to a child coordinator.
X_SHOW_FORMS = ["x_push", "x_present", "x_set", "x_show", "x_multiple", "x_qualified", "x_embed", "x_helper", "x_payload",
                "x_present_on_root"]
X_CHILD_FORMS = ["x_route", "x_add_child", "x_trigger", "x_payload", "x_stored_router"]
# The show, transition and child forms whose screen is made in one of VALUE_FORMS.
VALUE_FORM_SHOW_FORMS = ("push", "present", "set", "show", "wrapped", "helper_push", "router_push", "router_injected", "show_detail",
                         "assign_root",
                         "x_push", "x_present", "x_set", "x_show", "x_multiple", "x_qualified", "x_embed", "x_helper",
                         "x_present_on_root")
VALUE_FORM_CHILD_FORMS = ("direct", "self", "fc_push", "fc_present", "fc_show", "fc_set", "fc_helper", "fc_assign")
# Plain types (spec.plain): top-level types that say nothing about navigation, which edits add to any file,
# remove, rename and rewrite. None changes the truth; rxtree may reuse its last graph for the benign forms and
# must rebuild for the adversarial ones (render.plain_type_lines writes each form).
PLAIN_FORMS = ["struct", "codable", "enum", "final_class", "nsobject", "nested", "computed", "doc", "protocol",
               "nested_alias"]
# Forms whose text or facts the graph can see: a function, a navigation keyword in a comment or a string, a
# property initialised by a call, an extension of itself in its file, `#if DEBUG` around it, a subclass of the
# project's BaseScreen (a new view controller nothing reaches) or BaseViewModel, a property typed as a node,
# a nested type named like a node or a framework type the project uses.
ADVERSARIAL_PLAIN_FORMS = ["func", "keyword_comment", "keyword_string", "call_property", "extension", "if_debug",
                           "base_screen", "view_model", "mentions_node", "nested_used_name"]
# Plain types named like what the code uses (edits.shadow_candidates scans the rendered files): a top-level type
# named like an identifier written after a dot (`X` of `Target.X`, `.X`), a member, case, local, function or label
# name, or a type name the project uses and declares nowhere (`struct make12 {}`, `struct done {}`,
# `struct UIView {}`); or a type named like the qualifier of `Q.X` nesting one named `X` (`SHADOW_NESTED_FORMS`).
# Such a type can change what rxtree prints (a cold run may resolve `Target.make12()` to the new type and drop the
# edge), which the truth does not follow: the entry is marked `shadows` and while one is in the project only the
# warm run against the cold one is asserted (Spec.truth_exact). rxtree must rebuild when a build looked the name
# up, probing or not.
SHADOW_NESTED_FORMS = ["shadow_nested", "shadow_nested_alias"]
# Of the draws of a name: how often a shadowing one, and then which kind (edits.shadow_candidates; the rest is
# `probed`, the `X` of a `Q.X` with a capitalised `Q`, which rxtree looks up as a nested type `Q.X`, then as a
# top-level `X`: a top-level type of that name may answer `Target.make12()` in a cold run).
SHADOW_NAME_SHARE = 0.5
SHADOW_NAME_KINDS = ("probed", "qualified", "implicit", "member", "undeclared")
SHADOW_KIND_WEIGHTS = {"nested": 0.15, "qualified": 0.1, "implicit": 0.05, "member": 0.05, "undeclared": 0.05}
# A shadowing name takes an adversarial form less often: a benign one is what rxtree may keep its graph for.
SHADOW_ADVERSARIAL_SHARE = 0.15
PLAIN_SUFFIXES = ["Record", "Info", "Summary", "Options", "Snapshot", "Metrics", "Style", "Payload", "Settings"]
# Names declared nowhere in the project that it uses (frameworks' types): a plain type nests one of its name.
PLAIN_USED_NAMES = ["Container", "UIStoryboard", "UIView", "UIWindow", "Presentable", "Bool", "Transition"]
# Words a plain type's body mentions in a comment or string (the optimisation's keywords and names it reads).
PLAIN_KEYWORDS = ["Flow", "Controller", "Coordinator", "Step", "navigate(to:)", "addChild", "viewController",
                  "pushViewController", "contribute"]
# Framework extensions (spec.extensions): top-level extensions of a standard-library or Apple type, which edits add to
# any file, remove, retarget (another extended type), rewrite (another form) or edit (members renamed, literals
# changed). None changes the truth; rxtree may keep its last graph for the benign forms, which mention no keyword
# and no name the code uses, call nothing, nest nothing and conform only to standard protocols
# (render.framework_extension_lines writes each form): a method with an empty body or returning a literal, a
# computed property, a static property, a conformance to `Identifiable`, several members, a `where` clause, a
# protocol extension (`Collection`, `Error`), a `private` extension, a doc comment naming a flow.
FRAMEWORK_EXT_FORMS = ["method_empty", "method_literal", "computed", "static_let", "conformance", "several",
                       "where_clause", "protocol_ext", "private", "doc"]
# Forms whose text or facts the graph can see, after which rxtree must rebuild: a method named like one the
# project's code calls on `self` (`make12`, `embed7`, `display`) in an extension of a type its classes inherit or
# adopt (`NSObject`, `UIViewController`, `Presentable`); a member named like one the code calls or reads on another
# value (`resolve` on `Container`, `instantiate`, `make12`, `viewControllers`); a member making a navigation call
# (`navigationController?.pushViewController(X(), animated: true)`, `addChild(X())`); an extension of a view
# controller class (the keyword `Controller`); a nested type or typealias (fresh, or named like what the code uses);
# an extension of a type the project declares (a node, a plain type, a decoy, a project protocol); an extension of a
# type the code uses or calls members on (`UIStoryboard`, `UIView`, `Container`, `Bool`, `Stepper`); a member whose
# body calls something (`String(describing: self)`, `max(3, 1)`); `#if DEBUG` around it; a conformance to a project
# protocol (a plain protocol, `NavigationFlow`, `Coordinator`); a benign extension beside an `#if DEBUG` one of the same
# type in the file (`debug_pair`), whose member is typed as a node or, in an extension of `NSObject`, adds a child.
ADVERSARIAL_FRAMEWORK_EXT_FORMS = ["self_call", "member_call", "nav_call", "controller", "nested_type", "nested_alias",
                                   "nested_used", "project_type", "used_type", "body_call", "if_debug",
                                   "project_protocol", "debug_pair"]
# The forms that may change what rxtree prints (a call of the code resolving to the new member, a navigation call
# drawing an edge or a warning, a nested type answering a name the code uses, a framework type becoming a flow or a
# coordinator): the entry is marked `shadows`, and while it is in the project only warm against cold is asserted
# (Spec.truth_exact). So is `project_type` given a member named like a call of the code, `project_protocol` to
# `NavigationFlow` or `Coordinator`, and `debug_pair` adding a child.
SHADOWING_FRAMEWORK_EXT_FORMS = ("self_call", "member_call", "nav_call", "nested_used")
# How often an edit is a framework extension's (edits.random_edit).
FRAMEWORK_EXT_SHARE = 0.12
# The standard and Apple types the benign forms extend, with the imports one of which the file needs (none: the
# standard library); the adversarial forms' own lists.
FRAMEWORK_EXT_IMPORTS = {
    "Date": ("Foundation", "UIKit"), "URL": ("Foundation", "UIKit"), "Bundle": ("Foundation", "UIKit"),
    "NSObject": ("Foundation", "UIKit"), "UIColor": ("UIKit",), "UIFont": ("UIKit",), "UIView": ("UIKit",),
    "UIResponder": ("UIKit",), "UIWindow": ("UIKit",), "UIStoryboard": ("UIKit",), "UIViewController": ("UIKit",),
    "UINavigationController": ("UIKit",), "UITableViewController": ("UIKit",), "Container": ("Swinject",),
    "Presentable": ("RxFlow", "XCoordinator"), "Stepper": ("RxFlow",), "Flow": ("RxFlow",)}
STD_EXT_TYPES = ["String", "String", "Int", "Int", "Date", "Date", "UIColor", "UIColor", "UIFont", "UIFont", "Double",
                 "URL", "Bundle", "Array", "Result"]
CONFORMANCE_EXT_TYPES = ["Int", "Date", "URL", "String"]
WHERE_EXT_TYPES = ["Array", "Collection", "Optional"]
PROTOCOL_EXT_TYPES = ["Collection", "Error", "Equatable"]
SELF_CALL_EXT_TYPES = ["NSObject", "UIResponder", "UIViewController", "UIView", "Presentable", "Flow"]
MEMBER_CALL_EXT_TYPES = ["NSObject", "UIView", "UIStoryboard", "String", "Int", "Bool", "Optional", "Array", "Container",
                         "UIWindow", "UINavigationController"]
# The receiver's type of the calls the rendered code makes on framework values, taken for a member named like one.
MEMBER_RECEIVERS = {"resolve": "Container", "instantiateViewController": "UIStoryboard",
                    "instantiateInitialViewController": "UIStoryboard", "addSubview": "UIView", "random": "Bool",
                    "pushViewController": "UINavigationController", "setViewControllers": "UINavigationController",
                    "present": "UINavigationController", "viewControllers": "UINavigationController",
                    "didMove": "UIViewController", "view": "UIViewController", "instantiate": "NSObject",
                    "setNavigationBarHidden": "UINavigationController", "show": "UINavigationController",
                    "map": "Array", "isEmpty": "Array", "count": "Array"}
NAV_CALL_EXT_TYPES = ["UIViewController", "UIViewController", "UINavigationController", "UIWindow", "NSObject"]
CONTROLLER_EXT_TYPES = ["UIViewController", "UINavigationController", "UITableViewController"]
USED_EXT_TYPES = ["UIStoryboard", "UIView", "UIWindow", "NSObject", "UIResponder", "Bool", "Container", "Presentable",
                  "Stepper"]
PROTOCOL_CONFORMING_TYPES = ["String", "Int", "UIWindow", "UIView", "NSObject"]
# Project protocols an extension may conform a framework type to, which make it a flow or a coordinator.
NAVIGATION_PROTOCOLS = ("NavigationFlow", "Coordinator")
# Free functions and global variables (spec.globals): top-level declarations at the top of a file, which edits add to
# any file (after its imports or at its end) or to a file of their own, remove, rename, rewrite (another form) or edit
# (a literal changed). Benign forms, for which rxtree may keep its graph (render.global_lines writes each form): a
# `private let` or `let` constant, a `var`, `let a = 1, b = 2`, a function with an empty body, returning a literal, with
# parameters, with locals, overloads of one fresh name, a `fileprivate` function, a doc comment naming a flow.
GLOBAL_FORMS = ["private_let", "let", "var", "multi_let", "func_empty", "func_literal", "func_params", "func_locals",
                "overloads", "fileprivate_func", "doc"]
# Forms whose text or facts the graph can see, after which rxtree must rebuild unless the memo still answers; none
# changes the edges, and the truth is asserted: a body calling something (`print(1)`, `max(1, 2)`), a function
# returning an existing screen nothing calls (`func make12() -> MeadowViewController { MeadowViewController() }`),
# `#if DEBUG` around it, beside an `#if DEBUG` twin of its name, a name shared with a type, a typealias or a
# declaration of the other kind in its file, an operator (`infix operator` and its function), a name a type of the
# project declares (a plain type's, a decoy's).
ADVERSARIAL_GLOBAL_FORMS = ["body_call", "returns_screen", "if_debug", "debug_twin", "type_twin", "operator",
                            "type_name"]
# Forms that may change what rxtree prints (marked `shadows`: while one is in the project only warm against cold is
# asserted, Spec.truth_exact): a free function named like a bare call the code makes (`make12()`, `embed7(...)`,
# `display(...)`, `pair5()`), also as an overload with other labels; a global variable named like a name the code reads
# bare (`container`, `late5`, a local's name); a function making a navigation call with an existing screen.
SHADOWING_GLOBAL_FORMS = ["shadow_call", "shadow_overload", "shadow_read", "nav_call"]
# How often an edit is a global's (edits.random_edit: taken from the low digits of the edit's first draw, so a seed that
# draws none makes the edits it made before, and the other kinds keep their shares).
GLOBAL_SHARE = 0.08
# Fresh names of the benign forms (a uid appended): no navigation keyword, nothing the code uses.
GLOBAL_NAMES = ["cellHeight", "cornerRadius", "maxRetries", "formatPrice", "makeLabel", "defaultTimeout", "clampValue",
                "accentAlpha", "spacingUnit", "badgeLimit", "parseAmount", "roundedScore"]
# Members of the project's own types (spec.members): functions and properties added to a type a project file declares at
# its top (a flow, a view controller, a coordinator, a route, a view model, a factory, a decoy, a plain type,
# `BaseScreen`, `AppStep`...), in its body (at its start or end) or in a top-level `extension T { ... }` in that file
# (after its imports or at its end); removed, renamed, rewritten (another form), edited (a literal changed) or moved
# (body <-> extension). Benign forms, for which rxtree may keep its graph (render.member_parts writes each form): a
# helper formatting its parameter (`private func formatted12(_ count: Int) -> String { String(count) }`), a function
# returning a literal, one with an empty body, a computed property, a `static let`, a stored property with a literal
# initialiser (`static` in an enum or an extension), two in one declaration (`let a12 = 12, a12Extra = 2`), a helper
# calling another plain helper on `self`, two overloads of one fresh name, a function with locals, a doc comment naming
# a flow, a `static func`, a property holding a closure, a maker of a class or struct (`static func make12() -> Self {
# self.init() }`, `var this12: Self { self }`, `static func make12() -> Int { 12 }`, `static var make12: Int { 12 }`),
# which a later `uses_member` edit of another file may call (rxtree takes an unknown static call on a view controller's
# class for that class, so `addChild(X.make12())` draws an edge only while no `make12` returning `Int` is read).
MEMBER_FORMS = ["helper", "literal_func", "empty_func", "computed", "static_let", "stored", "multi_binding",
                "self_helper", "overloads", "locals", "doc", "static_func", "closure_property", "maker"]
# Forms whose text or facts the graph can see, after which rxtree must rebuild unless the memo still answers; with fresh
# names none changes the edges, and the truth is asserted: a body calling something (`print(12)`, `max(12, 2)`), a
# method assigning a property of its own (`self.badge12Count = 12`, `mutating` in a struct) or, in a view controller,
# `title = "v12"`, `#if DEBUG` around it (in the body, or around the whole extension), beside an `#if DEBUG` twin of its
# name (in the block, or in an `#if DEBUG` extension at the top), a name with a navigation word (`navigateLater12`,
# `flowTitle12`), a conformance to a standard protocol in the extension (`extension T: Identifiable`), a function
# returning an existing screen nothing calls, an `override` of a UIKit method in a view controller (`override func
# viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }`), a property whose initialiser makes a screen
# (`private lazy var spare12 = MeadowViewController()`), a `convenience init` of a class. A member of a protocol the
# project declares (`extension NavigationFlow { ... }`, in its file) takes any benign form, and is adversarial too (the
# rule is for types, not protocols).
ADVERSARIAL_MEMBER_FORMS = ["body_call", "assign_own", "assign_title", "if_debug", "debug_twin", "keyword_name",
                            "conformance", "returns_screen", "override", "screen_property", "initializer"]
# Forms that may change what rxtree prints (marked `shadows`: while one is in the project only warm against cold is
# asserted, Spec.truth_exact): a member named like a function the code calls unqualified or on `self` in the host's
# files, or a subclass's or adopter's (`make12`, `prepare5`, `display`, `embed7`, `addChild`, `present`), like a type it
# makes there (`func MeadowViewController() -> Int`, `OneStepper`, `UINavigationController`), or like a property it
# reads so (`container`, `late5`, `rootViewController`, `view`); a static member named like the `X` the code writes
# after the host's name (`MeadowViewController.instantiate()`, `MeadowViewControllerModule.make()`,
# `Factory12.create()`, `AppStep.done`), which may answer that lookup (also returning another screen); a member named
# like one the host already declares in another block or file (`screenName`, `title`, `make12`, `flowController`,
# `start`); a member making a navigation call with an existing screen (`addChild(X())`,
# `navigationController?.pushViewController(X(), animated: true)` in a view controller,
# `navigationController.pushViewController` in a coordinator, `.viewController(X())` in a flow, `parent.present(X(),
# animated: true)` elsewhere); a method assigning a screen to a property the code reads (`late5 = X()`,
# `self.rootViewController = X()`); a member named like what a style asks of a type by name (`adapt`, `initialStep`,
# `start`, `root`, `viewDidLoad`, `loadView`, `childCoordinators`, `prepareTransition`); a quiet member in its block
# beside an `#if DEBUG` extension of the type at the top declaring the name again with a navigation call (the scan names
# the members of `#if` blocks in a type as loud, not those of an extension in a top-level `#if`); a member making a
# navigation call with what another type's `maker` member returns (`addChild(X.make12())`, `present(X().this12,
# animated: true)`): the graph built after it must read that member, even one added while rxtree kept its memo.
SHADOWING_MEMBER_FORMS = ["self_call", "type_named", "self_read", "member_read", "existing", "nav_call", "nav_twin",
                          "uses_member", "assign_used", "hook"]
# How often an edit is a member's (edits.random_edit: the band of the low digits of the edit's first draw above the
# globals', so a seed that draws none makes the edits it made before, and the other kinds keep their shares).
MEMBER_SHARE = 0.10
# How often a new member is a `member_read` in a type the code writes `Q.X` of (spec.add_member).
MEMBER_LOOKUP_SHARE = 0.08
# Fresh names of the members (a uid appended): no navigation keyword, nothing the code uses.
MEMBER_NAMES = ["formatted", "cellHeight", "isCompact", "maxRetries", "spacing", "badgeText", "clampValue", "itemCount",
                "cornerRadius", "summaryLine", "defaultTimeout", "accentAlpha", "parseAmount", "roundedScore", "retryDelay",
                "lastRefresh"]
# Names with a navigation word (a uid appended): a keyword inside (`navigateLater`, `addChildCount`: the member's text is
# never quiet), or one written in lower case at the start (`flowTitle`, `stepCount`: the keywords are case-sensitive).
KEYWORD_MEMBER_NAMES = ["flowTitle", "stepCount", "controllerTag", "coordinatorName", "navigateLater", "presentableCount",
                        "contributeLater", "addChildCount", "rootViewControllerTitle"]
# What styles ask of a type by name (StepRouting's `adapt` and `initialStep`, a coordinator's `start`, a flow's `root`,
# a view controller's life cycle, a factory's `make` and `create`): a member so named may change the output.
HOOK_MEMBER_NAMES = ["adapt", "initialStep", "start", "root", "viewDidLoad", "loadView", "childCoordinators",
                     "prepareTransition", "make", "create", "instantiate", "steps", "strongRouter", "flowController"]
# The forms named after what they shadow or override (`ref`), whose name goes with the form.
REF_NAMED_MEMBER_FORMS = ("self_call", "type_named", "self_read", "member_read", "existing", "hook", "override")
# UIKit methods a view controller's member may override (the generated ones override only `viewDidLoad`).
UIKIT_OVERRIDES = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewDidLayoutSubviews",
                   "viewWillLayoutSubviews"]
# How a member is placed: in the host's body (at its end or start), or in an extension of it in its file (at the
# file's end or after its imports).
MEMBER_PLACES = ["body", "body", "body_start", "end", "end", "start"]
# Body edits (spec.bodies): a statement added to the body of a method the renderer emits (a screen's `viewDidLoad`, a
# flow's `navigate(to:)` or helper, a coordinator's `start()` or `showN()`, an XCoordinator's `prepareTransition(for:)`,
# a flow controller's, view model's, factory's or module's method, an `init`), at its start or end, or a defaulted
# parameter added to it; removed, rewritten (another form), retargeted (another method), edited (a literal changed) or
# moved (start <-> end). Benign forms, which cannot change the graph (render.body_statements writes each form): a local
# (`let edited12 = 12`), a `print`, a comment or a string naming a screen and a navigation call, a UIKit call on `self`
# or on the navigation controller the type holds (`self.setNeedsStatusBarAppearanceUpdate()`, `view.setNeedsLayout()`,
# `rootViewController.setNavigationBarHidden(false, animated: false)`), a property assigned (`self.title = "Edited12"`,
# `isModalInPresentation = true`, `navigationController.title = ...`), a call on `self` of a method of the type that
# makes no navigation call and names no node, a parameter with a default value (`func show5(edited12: Int = 12)`).
BODY_FORMS = ["local", "print", "comment", "keyword_string", "uikit_call", "assign_property", "self_call", "parameter"]
# Forms that may change what rxtree prints (marked `shadows`: while one is in the project only warm against cold is
# asserted, Spec.truth_exact): a navigation call with an existing screen as the host's role writes one (`addChild(X())`,
# `navigationController?.pushViewController`, `present`, `show` in a view controller; `rootViewController.pushViewController`
# in a flow or an XCoordinator, `navigationController.pushViewController` in a coordinator, `navigationController?.present`
# in a flow controller, `UIViewController().present(X(), animated: true)` elsewhere), an early return of a contribution or
# a transition (`if Bool.random() { return .viewController(X()) }`, `return .push(X())`), a step emitted
# (`viewModel.steps.accept(AppStep.done)`), a call on `self` of a method of the type that navigates or takes a screen
# (`navigateToMeadow5()`, `show7()`, `attach3(X())`, `display(X())`, `embed4(X())`).
SHADOWING_BODY_FORMS = ["nav_call", "nav_return", "steps", "self_nav"]
# How often an edit is a body edit (edits.random_edit: the band of the low digits of the edit's first draw above the
# members', so a seed that draws none makes the edits it made before, and the other kinds keep their shares).
BODY_SHARE = 0.05
# How often a new body edit takes a form that may change the output (when the method allows one).
BODY_SHADOWING_SHARE = 0.35
# Methods a style calls by name, whose signature no body edit changes (a parameter would make them another method).
BODY_HOOKS = ("viewDidLoad", "navigate", "prepareTransition", "start", "loadView", "init")
NOISE_KINDS = ["abstract_child", "fc_param", "comment", "string", "if_false", "decoy_type", "unused_helper", "vm_add_child",
               "unreachable_vc", "unreachable_flow", "similar_vc"]


class Spec:
    """A whole project. Nodes by name; `items` are flow contributions, `children` addChild edges."""

    def __init__(self, seed):
        self.seed = seed
        self.flows = {}      # name -> dict(file, decl, ext_file, steps_enum)
        self.vcs = {}        # name -> dict(file, base, ext_file)
        self.items = []      # dict(uid, flow, targets, family, form, place, case, extras_file)
        self.children = []   # dict(uid, parent, child, form, extras_file)
        self.noise = []      # dict(uid, kind, host, mention, file)
        self.root = ROOT     # AppFlow, or AppCoordinator when the seed draws coordinators
        self.coordinator_style = None  # "hand" or "xcoordinator"
        self.coordinators = {}  # name -> dict(file)
        self.shows = []      # coordinator edges: dict(uid, coordinator, target, form)
        self.padding = {}    # path -> positions where a comment line is inserted: moves lines, means nothing
        self.plain = []      # plain types: dict(uid, name, file, form, place, ref, shadows), see PLAIN_FORMS
        # framework extensions: dict(uid, file, place, form, type, ref, rev, variant, shadows), see FRAMEWORK_EXT_FORMS
        self.extensions = []
        # free functions and global variables: dict(uid, file, place, form, name, ref, rev, variant, shadows), see GLOBAL_FORMS
        self.globals = []
        # members of the project's types: dict(uid, file, type, kind, role, place, form, name, ref, screen, rev, variant,
        # shadows), see MEMBER_FORMS
        self.members = []
        # body edits of generated methods: dict(uid, file, type, method, role, receiver, static, init, returns, steps,
        # place, form, ref, args, discard, screen, rev, variant, shadows), see BODY_FORMS
        self.bodies = []
        self.next_uid = 1

    def uid(self):
        self.next_uid += 1
        return self.next_uid - 1

    def copy(self):
        return copy.deepcopy(self)

    def truth_exact(self):
        """Whether the truth is what rxtree must print: not while a plain type shadows a name the code uses
        (`shadows`, SHADOW_NESTED_FORMS) or a framework extension, a global or a member may change the output
        (`shadows`, SHADOWING_FRAMEWORK_EXT_FORMS, SHADOWING_GLOBAL_FORMS, SHADOWING_MEMBER_FORMS), nor while a body
        edit may (SHADOWING_BODY_FORMS); then only warm and cold must agree."""
        return not any(p.get("shadows") for p in getattr(self, "plain", []) + getattr(self, "extensions", [])
                       + getattr(self, "globals", []) + getattr(self, "members", []) + getattr(self, "bodies", []))

    def edges(self):
        """Every edge the code proves, reachable or not: (from, to)."""
        out = set()
        for item in self.items:
            # A helper or wrapper taking `Presentable` is read per call: its call passes the first target,
            # made right there (render.item_body draws only that one).
            targets = item["targets"][:1] if item["family"] in HELPER_FAMILIES else item["targets"]
            for target in targets:
                out.add((item["flow"], target))
        for child in self.children:
            for target in [child["child"]] + child.get("also", []):
                out.add((child["parent"], target))
        for show in self.shows:
            for target in [show["target"]] + show.get("also", []):
                out.add((show["coordinator"], target))
        return out

    def truth(self):
        """The `From -> To` lines `rxtree AppFlow --format json` prints: edges whose source's shortest
        distance from the root is below the default --maxLevels."""
        graph = {}
        for a, b in self.edges():
            graph.setdefault(a, set()).add(b)
        distance = {self.root: 0}
        queue = deque([self.root])
        while queue:
            node = queue.popleft()
            for nxt in sorted(graph.get(node, ())):
                if nxt not in distance:
                    distance[nxt] = distance[node] + 1
                    queue.append(nxt)
        return sorted(f"{a} -> {b}" for a, b in self.edges() if a in distance and distance[a] <= MAX_LEVELS - 1)

    def remove_node(self, name):
        """Deletes a node, its files and every reference to it (contributions of it, children, noise)."""
        self.flows.pop(name, None)
        self.vcs.pop(name, None)
        self.coordinators.pop(name, None)
        self.shows = [s for s in self.shows if name not in (s["coordinator"], s["target"])]
        kept = []
        for item in self.items:
            if item["flow"] == name:
                continue
            if name in item["targets"]:
                item["targets"] = [t for t in item["targets"] if t != name]
                if not item["targets"]:
                    continue
                if len(item["targets"]) == 1 and item["family"] in ("branches", "ternary", "switch_union"):
                    item["family"] = "local"
            kept.append(item)
        self.items = kept
        self.children = [c for c in self.children if name not in (c["parent"], c["child"])]
        # A union losing its second screen shows the first one alone.
        for entry in self.shows + self.children:
            if name in entry.get("also", []):
                entry["also"], entry["vform"] = [], "inline"
        self.noise = [n for n in self.noise if name not in (n["host"], n["mention"], n.get("target"))]


class Generator:
    """Draws specs and the elements edits add, from one random stream."""

    def __init__(self, rng, known_bugs=False):
        self.rng = rng
        self.known_bugs = known_bugs
        self.child_forms = CHILD_FORMS + (KNOWN_BUG_CHILD_FORMS if known_bugs else [])
        self.fc_forms = FC_FORMS + (KNOWN_BUG_FC_FORMS if known_bugs else [])

    def fresh_name(self, spec, suffix):
        used = set(spec.flows) | set(spec.vcs) | set(spec.coordinators) | {n.get("decoy") for n in spec.noise}
        while True:
            name = "".join(self.rng.sample(WORDS, self.rng.choice([1, 1, 2]))) + suffix
            if name not in used and name not in (ROOT, COORDINATOR_ROOT):
                return name

    def path(self, name):
        rng = self.rng
        folder = rng.choice(FOLDERS)
        if rng.random() < 0.4:
            folder += "/" + rng.choice(WORDS)
        stem = name if rng.random() < 0.7 else rng.choice(WORDS) + rng.choice(["", "Screen", "Scene", "+Nav"])
        return f"{folder}/{stem}.swift"

    def unique_path(self, spec, name):
        taken = all_paths(spec)
        while True:
            p = self.path(name)
            if p not in taken and p.lower() not in {t.lower() for t in taken}:
                return p

    def add_flow(self, spec, name=None):
        name = name or self.fresh_name(spec, "Flow")
        rng = self.rng
        spec.flows[name] = {
            "file": "App/AppFlow.swift" if name == ROOT else self.unique_path(spec, name),
            "decl": rng.choice(["class", "class", "protocol", "extension", "inherits", "overrides"]) if name != ROOT else "class",
            "ext_file": None,
        }
        if spec.flows[name]["decl"] == "extension" or rng.random() < 0.3:
            spec.flows[name]["ext_file"] = self.unique_path(spec, name + "+Navigation")
        return name

    def add_vc(self, spec, name=None):
        name = name or self.fresh_name(spec, self.rng.choice(["ViewController"] * 4 + ["Controller", "Screen"]))
        spec.vcs[name] = {"file": self.unique_path(spec, name), "base": self.rng.choice(VC_BASES),
                          "ext_file": None, "fc_holder": self.rng.choice(["view_controller", "presenter", "factory", "view_model",
                                                          "created_with"])}
        return name

    def ext_file(self, spec, name, table):
        node = table[name]
        if node["ext_file"] is None:
            node["ext_file"] = self.unique_path(spec, name + "+" + self.rng.choice(WORDS))
        return node["ext_file"]

    def add_item(self, spec, flow, targets):
        rng = self.rng
        if all(t in spec.flows for t in targets):
            family = rng.choice(FLOW_FAMILIES)
            form = rng.choice(FLOW_FORMS)
        else:
            family = rng.choice(VC_FAMILIES)
            form = rng.choice(VC_FORMS)
            if form == "generic_push" and spec.vcs[targets[0]]["base"] not in ("UIViewController",
                                                                                "UITableViewController"):
                form = "vc"
        if len(targets) > 1:
            if all(t in spec.vcs for t in targets) and rng.random() < 0.5:
                family = rng.choice(["branches", "ternary", "switch_union"])
                form = rng.choice(["vc", "contribute", "contribute_next"])
            else:
                form = rng.choice(["multiple", "multiple_variadic"])
        place = rng.choice(PLACES)
        item = {"uid": spec.uid(), "flow": flow, "targets": list(targets), "family": family, "form": form,
                "place": place, "case": rng.choice(WORDS).lower(), "extras_file": None}
        if place == "extension":
            self.ext_file(spec, flow, spec.flows)
        if family == "abstract_presentable":
            # The flow's helper read per call, given a screen or a value typed by its assignments (HELPER_VALUE_FORMS).
            item["argument"] = rng.choice(["inline"] + HELPER_VALUE_FORMS)
        if family == "factory":
            item["extras_file"] = self.unique_path(spec, rng.choice(WORDS) + "Factory")
        if family == "helper_ext":
            self.ext_file(spec, flow, spec.flows)
        if family == "static_extension":
            item["extras_file"] = self.unique_path(spec, targets[0] + "+Make")
        spec.items.append(item)
        return item

    def add_child(self, spec, parent, child):
        form = self.rng.choice(self.child_forms) if self.rng.random() < 0.8 else self.rng.choice(self.fc_forms)
        entry = {"uid": spec.uid(), "parent": parent, "child": child, "form": form, "extras_file": None}
        if form in VALUE_FORM_CHILD_FORMS:
            self.draw_value_form(spec, entry, child, exclude=parent)
        if form == "extension":
            self.ext_file(spec, parent, spec.vcs)
        if form == "external":
            entry["extras_file"] = self.unique_path(spec, self.rng.choice(WORDS) + "Assembly")
        spec.children.append(entry)
        return entry

    def add_noise(self, spec, kind=None, host=None):
        rng = self.rng
        kind = kind or rng.choice(NOISE_KINDS)
        names = sorted(spec.vcs) + sorted(spec.flows)
        hosts = sorted(spec.vcs) if kind in ("string", "if_false", "vm_add_child", "abstract_child", "fc_param") else sorted(spec.flows)
        if kind in ("comment", "decoy_type"):
            hosts = names
        entry = {"uid": spec.uid(), "kind": kind, "host": host or (rng.choice(hosts) if hosts else ROOT),
                 "mention": rng.choice(names), "file": None}
        if kind in ("unreachable_vc", "unreachable_flow", "similar_vc"):
            entry["host"] = ROOT
            entry["file"] = self.unique_path(spec, entry["mention"] + "Extra")
            # The uid keeps two decoys of one name apart (rxtree rightly warns about a name declared twice).
            entry["decoy"] = entry["mention"] + ("Legacy" if kind == "similar_vc" else "Unused") + str(entry["uid"])
            if kind == "unreachable_flow":
                entry["decoy"] = self.fresh_name(spec, "Flow")
            entry["target"] = rng.choice(sorted(spec.vcs)) if spec.vcs else None
        spec.noise.append(entry)
        return entry

    def project(self, seed):
        """A spec of roughly 5 to 40 files: a spanning tree from AppFlow, extra edges, noise."""
        rng = self.rng
        spec = Spec(seed)
        self.add_flow(spec, ROOT)
        n_flows = rng.randint(1, 7)
        n_vcs = rng.randint(2, 14)
        for _ in range(n_flows):
            self.add_flow(spec, None)
        for _ in range(n_vcs):
            self.add_vc(spec, None)
        flows = sorted(spec.flows)
        order = [ROOT] + rng.sample([f for f in flows if f != ROOT], len(flows) - 1)
        # Flows hang from earlier flows; view controllers from a flow, or as children of a view controller.
        for i, flow in enumerate(order[1:], 1):
            self.add_item(spec, rng.choice(order[:i]), [flow])
        placed = []
        for vc in rng.sample(sorted(spec.vcs), len(spec.vcs)):
            if placed and rng.random() < 0.3:
                self.add_child(spec, rng.choice(placed), vc)
            elif rng.random() < 0.9:
                self.add_item(spec, rng.choice(order), [vc])
            placed.append(vc)
        for _ in range(rng.randint(0, 4)):
            src = rng.choice(order)
            pool = sorted(spec.vcs) if rng.random() < 0.7 else flows
            targets = rng.sample(pool, min(len(pool), rng.choice([1, 1, 2])))
            self.add_item(spec, src, targets)
        for _ in range(rng.randint(0, 3)):
            if len(spec.vcs) >= 2:
                a, b = rng.sample(sorted(spec.vcs), 2)
                self.add_child(spec, a, b)
        for _ in range(rng.randint(1, 6)):
            self.add_noise(spec)
        if rng.random() < 0.45:
            self.add_coordinators(spec)
        return spec

    def add_coordinators(self, spec):
        """Hand-written coordinators above AppFlow: the root starts the flow, shows screens, starts children."""
        rng = self.rng
        spec.root = COORDINATOR_ROOT
        spec.coordinator_style = rng.choice(["hand", "xcoordinator"])
        spec.coordinators[COORDINATOR_ROOT] = {"file": "App/AppCoordinator.swift"}
        hand = spec.coordinator_style == "hand"
        if hand:
            # XCoordinator's coordinators start no RxFlow flow: their seeds test view controllers only.
            self.add_show(spec, COORDINATOR_ROOT, ROOT, rng.choice(["coordinate_flow", "flows_use"]))
        names = [COORDINATOR_ROOT]
        for _ in range(rng.randint(0, 2)):
            name = self.fresh_name(spec, "Coordinator")
            spec.coordinators[name] = {"file": self.unique_path(spec, name)}
            self.add_show(spec, rng.choice(names), name, rng.choice(
                ["start", "append", "start_local", "helper_keep", "coordinate_to"] if hand else X_CHILD_FORMS))
            names.append(name)
            # Once per coordinator: its root screen, returned to a base class's start() or handed to super.init.
            if spec.vcs and rng.random() < 0.3:
                self.add_show(spec, name, rng.choice(sorted(spec.vcs)), "base_root" if hand else "x_init_root")
        for _ in range(rng.randint(1, 4)):
            self.add_screen_show(spec, rng.choice(names))
        # A screen shown through a parameter of a method the coordinator never calls itself, or a route's
        # `Presentable` nothing triggers: a warning at the value, no edge.
        for _ in range(rng.choice([0, 0, 1])):
            self.add_noise(spec, "coordinator_param" if hand else "x_untriggered", host=rng.choice(names))

    def add_screen_show(self, spec, coordinator):
        rng = self.rng
        if spec.coordinator_style == "hand":
            pool = sorted(spec.vcs) if spec.vcs and rng.random() < 0.8 else sorted(spec.flows)
            target = rng.choice(pool)
            form = rng.choice(SHOW_FORMS) if target in spec.vcs else "flows_use"
        elif spec.vcs:
            target, form = rng.choice(sorted(spec.vcs)), rng.choice(X_SHOW_FORMS)
        else:
            return None
        self.add_show(spec, coordinator, target, form)
        return target

    def add_show(self, spec, coordinator, target, form):
        entry = {"uid": spec.uid(), "coordinator": coordinator, "target": target, "form": form}
        if form in VALUE_FORM_SHOW_FORMS:
            self.draw_value_form(spec, entry, target)
        if form == "assign_tabs":
            others = [v for v in sorted(spec.vcs) if v != target]
            entry["also"] = [self.rng.choice(others)] if others else []
        spec.shows.append(entry)

    def add_plain(self, spec, path, used_names=(), shadows=None):
        """A plain type in `path`, its name and form drawn (see `draw_plain`)."""
        entry = {"uid": spec.uid(), "file": path, "place": self.rng.choice(["end", "end", "start"])}
        self.draw_plain(spec, entry, used_names, shadows=shadows)
        spec.plain.append(entry)
        return entry

    def draw_plain(self, spec, entry, used_names=(), name=True, form=True, shadows=None):
        """A plain type's name (fresh; in a third of the draws one the project declares already, another
        plain type's or a decoy's, or `Result` or `Error`; with `shadows`, in SHADOW_NAME_SHARE of the draws one
        the code uses) and form (adversarial in a third of the draws). `used_names` are PLAIN_USED_NAMES the
        rendered project mentions; `shadows` is edits.shadow_candidates of the rendered project. The entry is
        marked `shadows` when its name, or its name and nested name, are ones the code uses; such a name takes
        an adversarial form in SHADOW_ADVERSARIAL_SHARE of the draws."""
        rng = self.rng
        shadows = shadows or {}
        nested = False
        if name:
            taken = [p["name"] for p in spec.plain if p["uid"] != entry["uid"]]
            taken += [f"{n['mention']}Configuration{n['uid']}" for n in spec.noise if n["kind"] == "decoy_type"]
            if shadows.get("names") and rng.random() < SHADOW_NAME_SHARE:
                kind = self.shadow_kind(shadows)
                if kind == "nested":
                    entry["name"], entry["ref"] = rng.choice(shadows["pairs"])
                    nested = True
                else:
                    entry["name"] = rng.choice(shadows[kind])
            else:
                draw = rng.random()
                if taken and draw < 0.25:
                    entry["name"] = rng.choice(sorted(set(taken)))
                elif draw < 0.35:
                    entry["name"] = rng.choice(["Result", "Error"])
                else:
                    entry["name"] = rng.choice(WORDS) + rng.choice(PLAIN_SUFFIXES) + str(spec.uid())
        if nested:
            # `enum Q { struct X {} }` for a `Q.X` the code writes: the form goes with the name.
            entry["form"] = rng.choice(SHADOW_NESTED_FORMS)
        elif form and entry.get("form") in SHADOW_NESTED_FORMS and rng.random() < 0.5:
            entry["form"] = rng.choice(SHADOW_NESTED_FORMS)  # the nested name kept, a type or a typealias
        elif form:
            share = SHADOW_ADVERSARIAL_SHARE if entry["name"] in shadows.get("names", ()) else 0.33
            entry["form"] = rng.choice(ADVERSARIAL_PLAIN_FORMS if rng.random() < share else PLAIN_FORMS)
            # Declared twice, a view controller's name is warned about (render.expected_stderr): the one plain
            # type whose change shows in the output, so drawn often.
            if any(p["name"] == entry["name"] for p in spec.plain if p["uid"] != entry["uid"]) and rng.random() < 0.4:
                entry["form"] = "base_screen"
            nodes = sorted(spec.vcs) + sorted(spec.flows)
            entry["ref"] = None
            if entry["form"] == "mentions_node":
                entry["ref"] = rng.choice(nodes)
            elif entry["form"] == "nested_used_name":
                entry["ref"] = rng.choice(sorted(used_names) + nodes)
            elif entry["form"] in ("keyword_comment", "keyword_string"):
                entry["ref"] = rng.choice(PLAIN_KEYWORDS)
        if name or form:
            nests = entry["form"] in SHADOW_NESTED_FORMS + ["nested_used_name"]
            entry["shadows"] = (entry["name"] in shadows.get("names", ()) or
                                (nests and (entry["name"], entry.get("ref")) in set(shadows.get("pairs", ()))))
        return entry

    def add_extension(self, spec, path, imports, names):
        """A framework extension in `path`, whose file imports `imports`, its form and type drawn (see
        `draw_extension`)."""
        entry = {"uid": spec.uid(), "file": path, "place": self.rng.choice(["end", "end", "start"]), "rev": 0}
        self.draw_extension(spec, entry, imports, names)
        spec.extensions.append(entry)
        return entry

    def draw_extension(self, spec, entry, imports, names, form=True):
        """A framework extension's form (adversarial in a third of the draws; only forms the file's `imports` allow
        a type for) and, the form kept or not, its extended type and what it names (`ref`: a name the code uses,
        a screen, a project protocol). `names` is edits.extension_names of the project without plain types and
        extensions: `self` (functions its code calls on itself), `member` (members it calls or reads on other
        values), `used` (edits.shadow_candidates' names). Marked `shadows` when it may change the output."""
        rng = self.rng
        if not form and not self.extension_types(spec, entry, entry["form"], imports, names):
            form = True  # what the form named is gone (no screen, no such call): another form
        if form:
            benign = [f for f in FRAMEWORK_EXT_FORMS if self.extension_types(spec, entry, f, imports, names)]
            adversarial = [f for f in ADVERSARIAL_FRAMEWORK_EXT_FORMS
                           if self.extension_types(spec, entry, f, imports, names)]
            entry["form"] = rng.choice(adversarial if not benign or rng.random() < 0.33 else benign)
        kind = entry["form"]
        types = self.extension_types(spec, entry, kind, imports, names)
        entry["type"], entry["ref"], entry["variant"] = rng.choice(types), None, rng.randrange(100)
        if kind == "self_call":
            # A property read on `self` in a third of the draws (`var container: Int`), else a function called so.
            properties = names.get("self_properties", [])
            entry["ref"] = rng.choice(properties if properties and rng.random() < 0.33 else names["self"])
            entry["property"] = entry["ref"] not in names["self"]
        elif kind == "member_call":
            entry["ref"] = rng.choice(names["member"])
            receiver = MEMBER_RECEIVERS.get(entry["ref"])
            if receiver in types and rng.random() < 0.6:
                entry["type"] = receiver
        elif kind == "nav_call":
            entry["ref"] = rng.choice(sorted(spec.vcs))
        elif kind == "nested_used":
            nodes = sorted(spec.vcs) + sorted(spec.flows)
            entry["ref"] = rng.choice(nodes if rng.random() < 0.2 else names["used"])
        elif kind == "project_type" and names["self"] and rng.random() < 0.25:
            entry["ref"] = rng.choice(names["self"])
        elif kind == "debug_pair":
            # Odd variants add a child in `#if DEBUG` (an extension of NSObject), even ones name a node there.
            if entry["variant"] % 2 and spec.vcs and "NSObject" in self.extension_types(spec, entry, "used_type", imports, names):
                entry["type"], entry["ref"] = "NSObject", rng.choice(sorted(spec.vcs))
            else:
                entry["variant"] -= entry["variant"] % 2
                entry["ref"] = rng.choice(sorted(spec.vcs) + sorted(spec.flows))
        elif kind == "project_protocol":
            protocols = [("plain", p["uid"]) for p in spec.plain if p["form"] == "protocol"] + ["NavigationFlow"]
            protocols += ["Coordinator"] if spec.coordinator_style == "hand" else []
            entry["ref"] = rng.choice(protocols)
        entry["shadows"] = (kind in SHADOWING_FRAMEWORK_EXT_FORMS or (kind == "project_type" and entry["ref"] is not None)
                            or (kind == "project_protocol" and entry["ref"] in NAVIGATION_PROTOCOLS)
                            or (kind == "debug_pair" and entry["variant"] % 2 == 1))
        return entry

    def extension_types(self, spec, entry, form, imports, names):
        """What a framework extension of `form` may extend in a file importing `imports`: framework type names, or
        for `project_type` the project's types (`(kind, key)`: a node's name, a plain type's or decoy's uid)."""
        if form == "project_type":
            refs = [("node", n) for n in sorted(spec.vcs) + sorted(spec.flows) + sorted(spec.coordinators)]
            refs += [("plain", p["uid"]) for p in spec.plain]
            return refs + [("decoy", n["uid"]) for n in spec.noise if n["kind"] == "decoy_type"]
        if form == "conformance":
            taken = {e["type"] for e in spec.extensions if e["form"] == "conformance" and e["uid"] != entry["uid"]}
            pool = [t for t in CONFORMANCE_EXT_TYPES if t not in taken]
        else:
            pool = {"where_clause": WHERE_EXT_TYPES, "protocol_ext": PROTOCOL_EXT_TYPES,
                    "self_call": SELF_CALL_EXT_TYPES if names["self"] else [],
                    "member_call": MEMBER_CALL_EXT_TYPES if names["member"] else [],
                    "nav_call": NAV_CALL_EXT_TYPES if spec.vcs else [],
                    "nested_used": STD_EXT_TYPES if names["used"] else [],
                    "controller": CONTROLLER_EXT_TYPES, "used_type": USED_EXT_TYPES,
                    "project_protocol": PROTOCOL_CONFORMING_TYPES}.get(form, STD_EXT_TYPES)
        return [t for t in pool if t not in FRAMEWORK_EXT_IMPORTS or set(FRAMEWORK_EXT_IMPORTS[t]) & set(imports)]

    def add_global(self, spec, path, names):
        """A free function or global variable in `path`, its form and name drawn (see `draw_global`)."""
        entry = {"uid": spec.uid(), "file": path, "place": self.rng.choice(["end", "end", "start"]), "rev": 0}
        self.draw_global(spec, entry, names)
        spec.globals.append(entry)
        return entry

    def draw_global(self, spec, entry, names, name=True, form=True):
        """A global's form (adversarial in a quarter of the draws, one that may change the output in a sixth) and name.
        `names` is edits.global_names of the project without globals: `calls` (functions the code calls bare),
        `reads` (names it reads bare). Marked `shadows` for SHADOWING_GLOBAL_FORMS."""
        rng = self.rng
        if form:
            shadowing = [f for f in SHADOWING_GLOBAL_FORMS if self.global_refs(spec, f, names)]
            adversarial = [f for f in ADVERSARIAL_GLOBAL_FORMS if self.global_refs(spec, f, names)]
            draw = rng.random()
            pool = shadowing if draw < 0.16 and shadowing else adversarial if draw < 0.42 and adversarial else GLOBAL_FORMS
            entry["form"] = rng.choice(pool)
            entry["variant"] = rng.randrange(100)
            name = True
        kind = entry["form"]
        if not name and kind in ("shadow_call", "shadow_overload", "shadow_read", "type_name", "returns_screen"):
            name = True  # what it is named after is the form: drawn again
        if name:
            refs = self.global_refs(spec, kind, names)
            entry["ref"] = rng.choice(refs) if refs else None
            if kind in ("shadow_call", "shadow_overload", "shadow_read", "type_name"):
                entry["name"] = entry["ref"] if isinstance(entry["ref"], str) else None
            else:
                entry["name"] = rng.choice(GLOBAL_NAMES) + str(spec.uid())
            if entry["name"] is None and kind != "type_name":
                # Nothing left to be named after (no such call or read any more): a benign constant.
                entry["form"], entry["name"] = "let", rng.choice(GLOBAL_NAMES) + str(spec.uid())
        kind = entry["form"]
        entry["shadows"] = kind in SHADOWING_GLOBAL_FORMS
        return entry

    def global_refs(self, spec, form, names):
        """What a global of `form` names: a bare call, a bare read, a screen, a project type's name (`(kind, uid)`)."""
        if form in ("shadow_call", "shadow_overload"):
            return names.get("calls", [])
        if form == "shadow_read":
            return names.get("reads", [])
        if form in ("returns_screen", "nav_call"):
            return sorted(spec.vcs)
        if form == "type_name":
            refs = [("plain", p["uid"]) for p in spec.plain]
            return refs + [("decoy", n["uid"]) for n in spec.noise if n["kind"] == "decoy_type"]
        return [None]

    def add_member(self, spec, names):
        """A member of a project type (see `member_host`), its place, form and name drawn (see `draw_member`)."""
        rng = self.rng
        entry = {"uid": spec.uid(), "rev": 0}
        # Now and then a static member named like the `X` of a `Q.X` the code writes, in `Q` (few types have one).
        paired = [h for h in names["hosts"] if names["pairs"].get(h["type"]) and h["kind"] != "protocol"]
        lookup = bool(paired) and rng.random() < MEMBER_LOOKUP_SHARE
        if lookup and rng.random() < 0.7:
            # Every project has `AppStep.done`: the screens, factories and modules the code calls are drawn more often.
            paired = [h for h in paired if h["type"] != "AppStep"] or paired
        entry.update(dict(rng.choice(paired)) if lookup else self.member_host(spec, names))
        entry["place"] = rng.choice(["end", "end", "start"] if entry["kind"] == "protocol" else MEMBER_PLACES)
        self.draw_member(spec, entry, names, form="member_read" if lookup else True)
        spec.members.append(entry)
        return entry

    def member_host(self, spec, names):
        """The type a new member goes to (edits.member_names' `hosts`): a node's class in more than half the draws,
        a project protocol in one in twenty, else any other type a file declares at its top (a flow's base, a view
        model, a route, a factory, a module, a presenter, a decoy, a plain type, `BaseScreen`, `AppStep`)."""
        rng = self.rng
        hosts = names["hosts"]
        nodes = [h for h in hosts if h["type"] in spec.flows or h["type"] in spec.vcs or h["type"] in spec.coordinators]
        protocols = [h for h in hosts if h["kind"] == "protocol"]
        others = [h for h in hosts if h not in nodes and h not in protocols]
        draw = rng.random()
        pool = nodes if draw < 0.55 and nodes else protocols if draw < 0.6 and protocols else others or nodes or hosts
        return dict(rng.choice(pool))

    def draw_member(self, spec, entry, names, name=True, form=True):
        """A member's form (`form` when it names one; else one that may change the output in a sixth of the draws,
        adversarial in a quarter, else benign; only forms its host allows), what it names (`ref`: a call, a read, a
        lookup, a member of the host, a style's hook, a UIKit method, a `maker` member; `screen`: a screen to make)
        and its name: the `ref` for REF_NAMED_MEMBER_FORMS, else fresh (with a keyword for `keyword_name`; a rewrite
        keeps a fresh name). `names` is edits.member_names of the project without members. Marked `shadows` for
        SHADOWING_MEMBER_FORMS."""
        rng = self.rng
        before = entry.get("form")
        if not isinstance(form, str) and not form and not self.member_refs(spec, entry, entry["form"], names):
            form = True  # what the form named is gone (no such call, read or lookup any more): another form
        if isinstance(form, str):
            entry["form"], entry["variant"] = form, rng.randrange(100)
        elif form:
            shadowing = [f for f in SHADOWING_MEMBER_FORMS if self.member_refs(spec, entry, f, names)]
            adversarial = [f for f in ADVERSARIAL_MEMBER_FORMS if self.member_refs(spec, entry, f, names)]
            benign = [f for f in MEMBER_FORMS if self.member_refs(spec, entry, f, names)]
            draw = rng.random()
            pool = shadowing if draw < 0.16 and shadowing else adversarial if draw < 0.42 and adversarial else benign
            entry["form"] = rng.choice(pool)
            entry["variant"] = rng.randrange(100)
        kind = entry["form"]
        refs = self.member_refs(spec, entry, kind, names)
        entry["ref"] = rng.choice(refs)
        if kind in REF_NAMED_MEMBER_FORMS:
            entry["name"] = entry["ref"]
        elif (name or before in REF_NAMED_MEMBER_FORMS or (kind == "keyword_name") != (before == "keyword_name")
              or (kind == "initializer") != (before == "initializer")):
            # A rewrite keeps a fresh name, but not one named after what the code uses, nor a keyword's.
            words = {"keyword_name": KEYWORD_MEMBER_NAMES, "initializer": ["revision"]}.get(kind, MEMBER_NAMES)
            entry["name"] = rng.choice(words) + str(spec.uid())
        entry["screen"] = rng.choice(sorted(spec.vcs)) if spec.vcs else None
        entry["shadows"] = kind in SHADOWING_MEMBER_FORMS
        return entry

    def member_refs(self, spec, entry, form, names):
        """What a member of `form` in its host may be named after (`[None]`: a fresh name), empty when the host takes no
        such member: a class for `initializer`, a view controller's class for `override` and `assign_title`, a type for
        the forms a protocol's extension cannot hold, a screen for the forms making one."""
        kind, host = entry["kind"], entry["type"]
        if form == "self_call":
            return names["calls"].get(host, [])
        if form == "type_named":
            return names["constructors"].get(host, [])
        if form in ("self_read", "assign_used"):
            reads = names["reads"].get(host, [])
            return reads if form == "self_read" or spec.vcs else []
        if form == "member_read":
            return names["pairs"].get(host, []) if kind != "protocol" else []
        if form == "existing":
            return names["members"].get(host, [])
        if form == "hook":
            return HOOK_MEMBER_NAMES
        if form == "override":
            taken = {m["name"] for m in spec.members
                     if m["type"] == host and m["form"] == "override" and m["uid"] != entry["uid"]}
            return [o for o in UIKIT_OVERRIDES if o not in taken] if kind == "class" and entry["uikit"] else []
        if form in ("assign_title", "initializer"):
            return [None] if kind == "class" and (entry["uikit"] or form == "initializer") else []
        if form in ("assign_own", "conformance") and kind == "protocol":
            return []
        if form == "uses_member":
            return [m["uid"] for m in spec.members if m["form"] == "maker" and m["type"] != host]
        if form == "maker":
            return [None] if kind in ("class", "struct") else []
        if form in ("returns_screen", "screen_property", "nav_call", "nav_twin"):
            return [None] if spec.vcs else []
        return [None]

    def add_body(self, spec, methods):
        """A body edit of one of `methods` (edits.body_methods), its place and form drawn (see `draw_body`)."""
        entry = {"uid": spec.uid(), "rev": 0}
        self.draw_body(spec, entry, self.rng.choice(methods))
        spec.bodies.append(entry)
        return entry

    def draw_body(self, spec, entry, method, form=True):
        """A body edit's method (`method`, an edits.body_methods entry: where it is and what its body may use), form (one
        that may change the output in BODY_SHADOWING_SHARE of the draws, when the method allows one; else benign), what
        it names (`ref`: a method of the host to call; `screen`: a screen to show or name) and place (an `init` at its
        end, a method returning a value at its start, else either). `form` False keeps the form when the method allows
        it. Marked `shadows` for SHADOWING_BODY_FORMS."""
        rng = self.rng
        for key in ("file", "type", "method", "role", "receiver", "static", "init", "returns", "steps"):
            entry[key] = method[key]
        if not form and not self.body_refs(spec, entry, method, entry["form"]):
            form = True  # the new method takes no such edit: another form
        if form:
            shadowing = [f for f in SHADOWING_BODY_FORMS if self.body_refs(spec, entry, method, f)]
            benign = [f for f in BODY_FORMS if self.body_refs(spec, entry, method, f)]
            pool = shadowing if shadowing and rng.random() < BODY_SHADOWING_SHARE else benign
            entry["form"] = rng.choice(pool)
        entry["variant"] = rng.randrange(100)
        callee = rng.choice(self.body_refs(spec, entry, method, entry["form"]))
        entry["ref"], entry["args"], entry["discard"] = (callee["name"], callee["args"], callee["returns"]) if callee else (
            None, None, False)
        entry["screen"] = rng.choice(sorted(spec.vcs)) if spec.vcs else None
        if method["init"]:
            entry["place"] = "end"
        elif method["returns"] or entry["form"] == "nav_return":
            entry["place"] = "start"
        else:
            entry["place"] = rng.choice(["start", "start", "end"])
        entry["shadows"] = entry["form"] in SHADOWING_BODY_FORMS
        return entry

    def body_refs(self, spec, entry, method, form):
        """What a body edit of `form` in `method` may take (`[None]`: nothing to name; a callee: a method of the host),
        empty when the method takes no such edit: the forms using `self` not in a static method or an `init`, a UIKit
        call or a property only where the host holds a view or a navigation controller, a parameter only on a method
        declared `()` that no style calls by name and no other body edit gave one, an early return only in a method
        returning a contribution or a transition, a step only where the host is or holds a view model."""
        selfless = method["static"] or method["init"]
        if form in ("local", "print", "comment"):
            return [None]
        if form in ("keyword_string", "nav_call"):
            return [None] if spec.vcs else []
        if form in ("uikit_call", "assign_property"):
            return [None] if method["receiver"] and not selfless else []
        if form == "parameter":
            taken = any(b["form"] == "parameter" and b["uid"] != entry["uid"] and (b["file"], b["type"], b["method"]) ==
                        (method["file"], method["type"], method["method"]) for b in spec.bodies)
            return [None] if method["free"] and not taken else []
        if form == "nav_return":
            return [None] if spec.vcs and method["returns"] in ("FlowContributors", "NavigationTransition") else []
        if form == "steps":
            return [None] if method["steps"] and not selfless else []
        if form in ("self_call", "self_nav"):
            return [] if selfless else [c for c in method["callees"] if c["navigates"] == (form == "self_nav")]
        raise ValueError(form)

    def shadow_kind(self, shadows):
        """Which kind of used name a shadowing plain type takes (SHADOW_KIND_WEIGHTS; else `probed`)."""
        draw = self.rng.random()
        for kind, weight in SHADOW_KIND_WEIGHTS.items():
            if draw < weight and shadows.get("pairs" if kind == "nested" else kind):
                return kind
            draw -= weight
        for kind in SHADOW_NAME_KINDS:
            if shadows.get(kind):
                return kind
        return "nested"

    def draw_value_form(self, spec, entry, target, exclude=None):
        """How the shown screen is made; a union shows a second screen too (`also`)."""
        rng = self.rng
        forms = VALUE_FORMS[1:]
        if entry["form"] in HELPER_SHOW_FORMS and not self.known_bugs:
            forms = [f for f in forms if f not in KNOWN_BUG_HELPER_VALUE_FORMS]
        entry["vform"] = "inline" if rng.random() < 0.4 else rng.choice(forms)
        entry["also"] = []
        if entry["vform"] in UNION_FORMS:
            others = [v for v in sorted(spec.vcs) if v not in (target, exclude)]
            if others:
                entry["also"] = [rng.choice(others)]
            else:
                entry["vform"] = "inline"


def all_paths(spec):
    paths = {"App/AppStep.swift", "App/Base.swift"}
    for node in list(spec.flows.values()) + list(spec.vcs.values()) + list(spec.coordinators.values()):
        paths.add(node["file"])
        if node.get("ext_file"):
            paths.add(node["ext_file"])
    for entry in spec.items + spec.children + spec.noise:
        if entry.get("extras_file"):
            paths.add(entry["extras_file"])
        if entry.get("file"):
            paths.add(entry["file"])
    return paths
