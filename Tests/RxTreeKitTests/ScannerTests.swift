import RxTreeKit
import XCTest

/// One file's source to its facts.
final class ScannerTests: XCTestCase {
    private func scan(_ source: String) throws -> FileFacts {
        try XCTUnwrap(FileScanner.scan(path: "Test.swift", source: source, vocabulary: NavigationStyles.vocabulary))
    }

    /// Scanning records what Swift says, whatever the library: an operator no standard one is a call of its
    /// function with both operands, and a wrapper given a key path keeps the wrapper's name; what `~>` or
    /// `@Injected` mean is the model's (`KnownSignatures`).
    func testOperatorsAndWrappersAreRecordedAsSwiftWritesThem() throws {
        let facts = try scan("""
            final class Screens {
                let made = resolver ~> (HomeViewController.self, argument: 3)
                let joined = left <> right
                let sum = left + right
                @Injected(\\.home) var home
                @Environment(\\.dismiss) var dismiss
            }
            """)
        let initializers = try XCTUnwrap(facts.types.first).properties.map(\.initializer)
        XCTAssertEqual(initializers, [
            .infixOperator("~>", .name("resolver"), .tuple([.member(.name("HomeViewController"), "self"), .unknown])),
            .infixOperator("<>", .name("left"), .name("right")),
            .unknown,
            .wrapperKeyPath(wrapper: "Injected", member: "home"),
            .wrapperKeyPath(wrapper: "Environment", member: "dismiss"),
        ])
    }

    func testEveryContributionFormIsRecordedWithItsLocationAndSteps() throws {
        let facts = try scan("""
            final class AppFlow: Flow {
                func navigate(to step: Step) -> FlowContributors {
                    switch step as? AppStep {
                    case .home:
                        return .viewController(HomeViewController())
                    case .detail(let id), AppStep.more:
                        return .viewController(DetailViewController(id: id), with: DetailViewModel())
                    case .child:
                        return .flow(ChildFlow(), with: ChildStep.start)
                    default:
                        return .multiple(flowContributors: [
                            .contribute(withNextPresentable: A(), withNextStepper: OneStepper(withSingleStep: AppStep.a)),
                            FlowContributor.contribute(withNext: B())
                        ])
                    }
                }
            }
            """)
        let navigate = try XCTUnwrap(facts.types.first?.functions.first)
        // The steps' own calls (`OneStepper`) are recorded too, for the step checks, and static member calls
        // with arguments (`.multiple(...)`), which may be a project's wrapper.
        let contributions = navigate.body.calls.filter { $0.name != "OneStepper" && $0.name != "multiple" }
        XCTAssertEqual(navigate.body.calls.filter { $0.name == "multiple" }.map(\.labels), [["flowContributors"]])
        XCTAssertEqual(contributions.map(\.text), [
            "HomeViewController()", "DetailViewController(id: id)", "ChildFlow()", "A()", "B()",
        ])
        XCTAssertEqual(contributions.map(\.cases), [[".home"], [".detail", ".more"], [".child"], [], []])
        XCTAssertEqual(contributions[0].location, SourceLocation(path: "Test.swift", line: 5, column: 36))
        XCTAssertEqual(contributions[3].firstArgument, .call(base: nil, name: "A"))
        XCTAssertEqual(contributions[3].laterArguments, [
            .call(base: nil, name: "OneStepper", arguments: [CallArgument(label: "withSingleStep", value: .member(.name("AppStep"), "a"))]),
        ])
        XCTAssertEqual(navigate.matching, CaseMatching(cases: ["child", "detail", "home", "more"], catchesOthers: true, narrowing: ["AppStep"]))
    }

    func testNestingJustUnderTheBoundIsReadWholeOnAnOrdinaryStack() throws {
        // Run on the test's own (8 MiB) thread, as the fuzzer does: the bound must leave the stack room.
        let parentheses = "let deep = " + String(repeating: "(", count: 399) + "1" + String(repeating: ")", count: 399)
        let closures = "let vc = " + String(repeating: "{ ", count: 199) + "HomeViewController()" + String(repeating: " }()", count: 199)
        for deep in [parentheses, closures] {
            let facts = try scan("\(deep)\nfinal class AfterViewController: UIViewController {}\n")
            XCTAssertEqual(facts.types.map(\.name), ["AfterViewController"])
        }
        let tooDeep = "[[[" + String(repeating: "(", count: 398) + "1" + String(repeating: ")", count: 398) + "]]]"
        guard case .skipped(let problem) = FileScanner.scan(path: "Deep.swift", bytes: Array("let a = 1\nlet b = \(tooDeep)\n".utf8), vocabulary: NavigationStyles.vocabulary) else {
            return XCTFail("a file nesting 401 levels deep is not parsed")
        }
        XCTAssertEqual(problem.formatted, "Deep.swift:2:1: warning: '(', '[' and '{' nest 401 levels deep on this line, more than rxtree reads (400); file skipped")
    }

    func testLocalsAreScopedToTheirSwitchCase() throws {
        let facts = try scan("""
            class F: Flow {
                func navigate(to step: Step) -> FlowContributors {
                    switch step {
                    case .a:
                        let vc = AViewController()
                        return .viewController(vc)
                    case .b:
                        let vc = BViewController()
                        return .viewController(vc)
                    }
                }
            }
            """)
        let values = try XCTUnwrap(facts.types.first?.functions.first).body.calls.map(\.firstArgument)
        XCTAssertEqual(values, [
            .binding(declared: nil, values: [.call(base: nil, name: "AViewController")]),
            .binding(declared: nil, values: [.call(base: nil, name: "BViewController")]),
        ])
    }

    func testAssignmentsToALocalAddCandidates() throws {
        let facts = try scan("""
            class F {
                func make(flag: Bool) -> FlowContributors {
                    var vc: UIViewController
                    if flag { vc = AViewController() } else { vc = BViewController() }
                    return .viewController(vc)
                }
            }
            """)
        let value = try XCTUnwrap(facts.types.first?.functions.first?.body.calls.first?.firstArgument)
        XCTAssertEqual(value, .binding(declared: "UIViewController", values: [
            .call(base: nil, name: "AViewController"), .call(base: nil, name: "BViewController"),
        ]))
    }

    func testCastsTernariesAndOptionalBindings() throws {
        let facts = try scan("""
            class F {
                func make(_ any: Any, flag: Bool) -> FlowContributors {
                    guard let payment = any as? PaymentViewController else { return .none }
                    return .multiple(.viewController(payment), .viewController(flag ? a : b.c), .viewController(x ?? Y()))
                }
            }
            """)
        let calls = try XCTUnwrap(facts.types.first?.functions.first?.body.calls)
        let values = calls.filter { $0.name != "multiple" }.map(\.firstArgument)
        XCTAssertEqual(values, [
            .binding(declared: nil, values: [.typed("PaymentViewController")]),
            .oneOf([.name("a"), .member(.name("b"), "c")]),
            .oneOf([.name("x"), .call(base: nil, name: "Y")]),
        ])
    }

    func testCodeThatNeverCompilesIsIgnored() throws {
        let facts = try scan("""
            #if false
            class DeadFlow: Flow {}
            #elseif DEBUG
            class DebugFlow: Flow {}
            #endif
            #if true
            class LiveFlow: Flow {}
            #else
            class OtherFlow: Flow {}
            #endif
            // class CommentFlow: Flow {}
            let text = "class StringFlow: Flow {}"
            """)
        XCTAssertEqual(facts.types.map(\.name), ["DebugFlow", "LiveFlow"])
    }

    func testNestedTypesAndExtensionsAreQualified() throws {
        let facts = try scan("""
            enum Settings {
                final class ProfileViewController: BaseViewController<ProfileViewModel> {}
            }
            extension Settings.ProfileViewController: SomeProtocol {
                final class Header: UIViewController {}
            }
            typealias Profile = Settings.ProfileViewController
            """)
        XCTAssertEqual(facts.types.map(\.name), ["Settings.ProfileViewController", "Settings", "Settings.ProfileViewController.Header", "Settings.ProfileViewController"])
        XCTAssertEqual(facts.types[0].inheritance, ["BaseViewController"])
        XCTAssertEqual(facts.types[3].kind, .extension)
        XCTAssertEqual(facts.typealiases.map(\.target), ["Settings.ProfileViewController"])
    }

    func testChildAdditionsKeepTheirReceiver() throws {
        let facts = try scan("""
            class P: UIViewController {
                override func viewDidLoad() {
                    addChild(a)
                    self.addChild(b, to: container)
                    container.addChild(c)
                    addChild(d, at: 0)
                }
            }
            """)
        // Every `addChild` call is a fact; which of them add a child is the containment style's to say.
        let additions = try XCTUnwrap(facts.types.first?.functions.first?.body.calls)
        XCTAssertEqual(additions.map(\.text), ["a", "b", "c", "d"])
        XCTAssertEqual(additions.map(\.receiver), [nil, .selfValue, .name("container"), nil])
        XCTAssertEqual(additions.map(\.labels), [[nil], [nil, "to"], [nil], [nil, "at"]])
    }

    func testAssignmentsToAnotherObjectsMembersAreCallsOnlyWhenAStyleAsks() throws {
        let facts = try scan("""
            class AppCoordinator: Coordinator {
                func start() {
                    window.rootViewController = home
                    tabs.viewControllers = [a, b]
                    label.text = title
                    self.rootViewController = c
                }
            }
            """)
        let body = try XCTUnwrap(facts.types.first?.functions.first?.body)
        XCTAssertEqual(body.calls.map(\.name), ["rootViewController", "viewControllers"])
        XCTAssertEqual(body.calls.map(\.isAssignment), [true, true])
        XCTAssertEqual(body.calls.map(\.receiver), [.name("window"), .name("tabs")])
        XCTAssertEqual(body.calls.map(\.firstArgument), [.name("home"), .array([.name("a"), .name("b")])])
        XCTAssertEqual(body.calls.map(\.location.line), [3, 4])
        // A member of `self` is the type's own property, as before.
        XCTAssertEqual(body.propertyAssignments.map(\.name), ["rootViewController"])
    }

    /// Data literals are not walked, but calls, closures and assignments inside literals still count.
    func testCallsInsideArrayAndDictionaryLiteralsAreFound() throws {
        let facts = try scan("""
            class P: UIViewController {
                let table = [[1, 2, 3], [4, 5]]
                let names = ["a": "b", "c": "d"]
                let makers = [{ self.addChild(A()) }]
                lazy var routes: [String: () -> Void] = ["b": { [unowned self] in self.addChild(B()) }]
                override func viewDidLoad() {
                    for child in [C(), D()] { addChild(child) }
                    _ = [[0]: [{ self.shown = E() }]]
                }
            }
            """)
        let type = try XCTUnwrap(facts.types.first)
        XCTAssertEqual(type.properties.map(\.name), ["table", "names", "makers", "routes"])
        XCTAssertEqual(type.properties.map { $0.body.calls.map(\.text) }, [[], [], ["A()"], ["B()"]])
        let viewDidLoad = try XCTUnwrap(type.functions.first?.body)
        XCTAssertEqual(viewDidLoad.calls.map(\.text), ["child"])
        XCTAssertEqual(viewDidLoad.propertyAssignments.map(\.name), ["shown"])
        XCTAssertEqual(viewDidLoad.propertyAssignments.map(\.value), [.call(base: nil, name: "E")])
    }

    /// Brackets in strings and comments are not swift-syntax's slow cases and do not count.
    func testAProtocolCompositionAliasIsAProtocolAdoptingItsMembers() throws {
        let facts = try scan("""
            typealias Dependencies = (ClientFactory & ScreenFactory)
            typealias Bare = ClientFactory & Module.ScreenFactory
            typealias Plain = SessionStore
            """)
        XCTAssertEqual(facts.types.map(\.name), ["Dependencies", "Bare"])
        XCTAssertEqual(facts.types.map(\.kind), [.protocol, .protocol])
        XCTAssertEqual(facts.types.map(\.inheritance), [["ClientFactory", "ScreenFactory"], ["ClientFactory", "Module.ScreenFactory"]])
        XCTAssertEqual(facts.types.first?.location, SourceLocation(path: "Test.swift", line: 1, column: 11))
        XCTAssertEqual(facts.typealiases, [Typealias(name: "Plain", target: "SessionStore")])
    }

    func testTheRootOfAnyNavigationControllerIsKeptInItsValue() throws {
        let facts = try scan("""
            class AppCoordinator: Coordinator {
                func start() {
                    let navigation = AppNavigationController(rootViewController: makeHome())
                    window.rootViewController = navigation
                    let plain = Session(store: makeStore(), timeout: 30)
                    window.rootViewController = plain
                    let data = Session(timeout: 30)
                    window.rootViewController = data
                }
            }
            """)
        let shown = try XCTUnwrap(facts.types.first?.functions.first?.body.calls.map(\.firstArgument))
        XCTAssertEqual(shown, [
            .binding(declared: nil, values: [.call(base: nil, name: "AppNavigationController", arguments: [
                CallArgument(label: "rootViewController", value: .call(base: nil, name: "makeHome")),
            ])]),
            // An initialiser's other arguments make nothing it returns, but what may be an object is what the
            // object holds (`TypeInference`'s callers of an initialiser); a literal is nothing of the kind.
            .binding(declared: nil, values: [.call(base: nil, name: "Session", arguments: [
                CallArgument(label: "store", value: .call(base: nil, name: "makeStore")), CallArgument(label: "timeout", value: .unknown),
            ])]),
            .binding(declared: nil, values: [.call(base: nil, name: "Session")]),
        ])
    }

    func testAnAppendIsRecordedToTheChildrenOrOfALocal() throws {
        let facts = try scan("""
            class AppCoordinator: Coordinator {
                func keep(_ coordinator: Coordinator) {
                    coordinators.append(coordinator)
                    childCoordinators.append(HomeCoordinator())
                    items.append(URLQueryItem(name: "page", value: "1"))
                    let child = HomeCoordinator()
                    self.children.append(child)
                }
            }
            """)
        let appends = try XCTUnwrap(facts.types.first?.functions.first?.body.calls)
        XCTAssertEqual(appends.map(\.text), ["coordinator", "HomeCoordinator()", "child"])
        XCTAssertEqual(appends.map(\.receiver), [.name("coordinators"), .name("childCoordinators"), .member(.selfValue, "children")])
    }

    func testALocalListOfLocalsKeepsItsElements() throws {
        let facts = try scan("""
            class TabCoordinator: Coordinator {
                func start() {
                    let first = FirstCoordinator()
                    let children: [Coordinator] = [first, SecondCoordinator()]
                    let numbers = [1, 2, 3]
                    children.forEach { coordinate(to: $0) }
                    numbers.forEach { coordinate(to: $0) }
                }
            }
            """)
        let started = try XCTUnwrap(facts.types.first?.functions.first?.body.calls.map(\.firstArgument))
        let children = ValueExpr.binding(declared: nil, values: [.array([
            .binding(declared: nil, values: [.call(base: nil, name: "FirstCoordinator")]), .call(base: nil, name: "SecondCoordinator"),
        ])])
        XCTAssertEqual(started, [
            .binding(declared: nil, values: [.element(children)]),
            // Data stays unread, as before.
            .binding(declared: nil, values: [.element(.binding(declared: nil, values: [.unknown]))]),
        ])
    }

    func testBracketsAndParenthesesInStringsAndCommentsDoNotCount() throws {
        let opens = String(repeating: "[", count: 40) + String(repeating: "(", count: 100)
        let source = """
            // \(opens)
            /* outer /* inner \(opens) */ still a comment \(opens) */
            final class LogViewController: UIViewController {
                let colours = [\((0..<20).map { _ in #""\u{1B}[31m""# }.joined(separator: ", "))]
                let raw = #"\(opens)"# + ##"a "# still raw \(opens)"##
                let block = \"""
                    \(opens) "quoted" \\(label("\(opens)")) \(opens)
                    \"""
                let unterminated = "\(opens)
                let interpolated = "\\(["k": "[[[("]["k"]!) and \\(f(")") + "(") \(opens)"
            }
            """
        let outcome = FileScanner.scan(path: "Log.swift", bytes: Array(source.utf8), vocabulary: NavigationStyles.vocabulary)
        guard case .scanned(let facts) = outcome else { return XCTFail("skipped: \(outcome)") }
        XCTAssertEqual(facts.types.map(\.name), ["LogViewController"])
    }

    /// Deep `[` (exponential in swift-syntax) and many open `(` (its lookahead rescans the file) are
    /// skipped before parsing, counted in code only.
    func testFilesSwiftSyntaxCannotParseInReasonableTimeAreSkipped() {
        let brackets = #"let s = "]]]]" + "\("]")"; let x = "# + String(repeating: "[", count: 17)
        XCTAssertEqual(FileScanner.scan(path: "B.swift", bytes: Array(brackets.utf8), vocabulary: NavigationStyles.vocabulary), .skipped(Diagnostic(
            path: "B.swift", message: "file nests '[' 17 levels deep, more than swift-syntax parses in reasonable time (16); skipped"
        )))
        let parentheses = #"let s = "))))"; let x = "# + String(repeating: "(_ a(", count: 40)
        XCTAssertEqual(FileScanner.scan(path: "P.swift", bytes: Array(parentheses.utf8), vocabulary: NavigationStyles.vocabulary), .skipped(Diagnostic(
            path: "P.swift", message: "file leaves 80 '(' unclosed, more than swift-syntax parses in reasonable time (64); skipped"
        )))
        let hashes = "#if DEBUG\nlet x = 1 " + String(repeating: "#", count: 65) + "\n#endif"
        XCTAssertEqual(FileScanner.scan(path: "H.swift", bytes: Array(hashes.utf8), vocabulary: NavigationStyles.vocabulary), .skipped(Diagnostic(
            path: "H.swift", message: "file has 65 '#' in a row, more than swift-syntax parses in reasonable time (64); skipped"
        )))
        // A raw string's delimiters and `#` in comments are no such run.
        let delimiters = String(repeating: "#", count: 100)
        let raw = "let r = \(delimiters)\"text\"\(delimiters) // \(delimiters)\n/* \(delimiters) */"
        guard case .scanned = FileScanner.scan(path: "R.swift", bytes: Array(raw.utf8), vocabulary: NavigationStyles.vocabulary) else { return XCTFail("skipped") }
        // Balanced parses fast, but swift-syntax stops reading at its nesting bound and would drop the rest
        // of the file in silence: 10,000 levels are skipped with a warning (400 are read, see below).
        let balanced = "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        XCTAssertEqual(FileScanner.scan(path: "Deep.swift", bytes: Array(balanced.utf8), vocabulary: NavigationStyles.vocabulary), .skipped(Diagnostic(
            path: "Deep.swift", line: 1, column: 1, message: "'(', '[' and '{' nest 10000 levels deep on this line, more than rxtree reads (400); file skipped"
        )))
    }

    func testInvalidUTF8IsSkippedWithAWarning() {
        let outcome = FileScanner.scan(path: "Bad.swift", bytes: [0x63, 0x6C, 0xE9, 0xFF], vocabulary: NavigationStyles.vocabulary)
        XCTAssertEqual(outcome, .skipped(Diagnostic(path: "Bad.swift", message: "file is not valid UTF-8; skipped")))
    }

    func testSyntaxErrorsKeepWhatParses() throws {
        let facts = try scan("""
            class A: Flow { func navigate(to step: Step) -> FlowContributors { return .viewController(B()) } }
            class B: UIViewController {}
            }
            func broken( {
            let =
            """)
        XCTAssertEqual(facts.types.map(\.name), ["A", "B"])
        XCTAssertEqual(facts.types.first?.functions.first?.body.calls.map(\.text), ["B()"])
    }

    /// Code that mentions a wiring word (a factory making a flow controller, an app delegate's launch) has
    /// every call and member assignment recorded, with all their arguments; other code keeps only what styles
    /// name.
    func testWiringCodeRecordsEveryCallWithItsArguments() throws {
        let facts = try scan("""
            enum ProfileFactory {
                static func create(store: Store) -> ProfileViewController {
                    let vc = ProfileViewController()
                    let fc = ProfileFlowController(viewController: vc)
                    vc.viewModel = ProfileViewModel(flowController: fc, store: store)
                    return vc
                }
                static func configure(_ vc: ProfileViewController, store: Store) {
                    vc.title = "Profile"
                    vc.viewModel = ProfileViewModel(store: store)
                }
            }
            final class AppDelegate: UIResponder {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: Options?) -> Bool {
                    ProfileFactory.showIn(window: window)
                    return true
                }
                func start() { ProfileFactory.showIn(window: window) }
            }
            final class ProfileFlowController {
                func showHelp() { HelpFactory.PushIn(navigationController: navigationController) }
            }
            """)
        let factory = try XCTUnwrap(facts.types.first { $0.name == "ProfileFactory" })
        let create = try XCTUnwrap(factory.functions.first { $0.name == "create" })
        let vc = ValueExpr.binding(declared: nil, values: [.call(base: nil, name: "ProfileViewController")])
        let flowController = ValueExpr.call(base: nil, name: "ProfileFlowController", arguments: [CallArgument(label: "viewController", value: vc)])
        XCTAssertEqual(create.body.calls.map(\.name), ["ProfileViewController", "ProfileFlowController", "viewModel", "ProfileViewModel"])
        XCTAssertEqual(create.body.calls[1].firstArgument, vc)
        let assignment = create.body.calls[2]
        XCTAssertTrue(assignment.isAssignment)
        XCTAssertEqual(assignment.receiver, vc)
        XCTAssertEqual(assignment.firstArgument, .call(base: nil, name: "ProfileViewModel", arguments: [
            CallArgument(label: "flowController", value: .binding(declared: nil, values: [flowController])),
            CallArgument(label: "store", value: .binding(declared: "Store", values: [.parameter(0)])),
        ]))
        // No wiring word in `configure`: nothing a style names is called there.
        XCTAssertEqual(factory.functions.first { $0.name == "configure" }?.body.calls.map(\.name), [])
        // An app delegate's launch, by its signature, not its other methods; a flow controller's methods, by its name.
        let delegate = try XCTUnwrap(facts.types.first { $0.name == "AppDelegate" })
        XCTAssertEqual(delegate.functions.map { $0.body.calls.map(\.name) }, [["showIn"], []])
        let showHelp = try XCTUnwrap(facts.types.first { $0.name == "ProfileFlowController" }?.functions.first)
        XCTAssertEqual(showHelp.body.calls.map(\.name), ["PushIn"])
    }
}

/// The keyword filter's one-pass search against the plain definition: some keyword occurs outside the comments
/// (`CodeComments`, checked on its own below), other than right after the module prefix.
final class KeywordSearchTests: XCTestCase {
    private func naive(_ bytes: [UInt8], _ vocabulary: ScanVocabulary) -> Bool {
        let prefix = Array(vocabulary.modulePrefix.utf8)
        let comments = bytes.withUnsafeBufferPointer { CodeComments($0).ranges }
        return vocabulary.keywords.contains { keyword in
            let needle = Array(keyword.utf8)
            guard needle.count <= bytes.count else { return false }
            return (0...(bytes.count - needle.count)).contains { offset in
                Array(bytes[offset..<(offset + needle.count)]) == needle
                    && (prefix.isEmpty || offset < prefix.count || Array(bytes[(offset - prefix.count)..<offset]) != prefix)
                    && !comments.contains { $0.contains(offset) }
            }
        }
    }

    func testTheOnePassSearchAgreesWithTheDefinition() throws {
        let vocabulary = NavigationStyles.vocabulary
        var cases: [[UInt8]] = [[], Array("F".utf8), Array("Flow".utf8), Array("RxFlow".utf8), Array("import RxFlow\n".utf8),
                                Array("RxFlow Flow".utf8), Array("xRxFlow".utf8), Array("Flo".utf8), Array("x: Step".utf8)]
        for keyword in vocabulary.keywords {
            let bytes = Array(keyword.utf8)
            cases += [bytes, Array(vocabulary.modulePrefix.utf8) + bytes, bytes + [0x20], Array(bytes.dropLast()), [0xFF] + bytes,
                      Array("// ".utf8) + bytes, Array("/* ".utf8) + bytes + Array(" */".utf8) + bytes]
        }
        let fixtures = packageRoot.appendingPathComponent("Fixtures")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files.sorted().prefix(300) {
            cases.append(Array(try Data(contentsOf: fixtures.appendingPathComponent(file))))
        }
        var generator = SplitMix(seed: 24)
        let alphabet = Array("FlowCtrnavigepsS:, RxOIdACdhilGprfmtu/*\n\"".utf8)
        for _ in 0..<2_000 {
            cases.append((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        var mentioning = 0
        for bytes in cases {
            let expected = naive(bytes, vocabulary)
            XCTAssertEqual(Relevance.mentionsKeyword(bytes, of: vocabulary), expected, String(decoding: bytes, as: UTF8.self))
            if expected { mentioning += 1 }
        }
        XCTAssertGreaterThan(mentioning, 100)
        XCTAssertLessThan(mentioning, cases.count - 100)
    }

    /// A keyword in a comment that begins its line makes no file worth parsing; one in a string does, as do one
    /// after code on its line and one in a block comment left open.
    func testAKeywordCountsOutsideCommentsOnly() {
        let vocabulary = NavigationStyles.vocabulary
        let cases: [(String, Bool)] = [
            ("//\n//  HomeViewController.swift\n//\nenum Prices {}\n", false),
            ("/// Shown by `HomeViewController`.\nenum Prices {}\n", false),
            ("/* navigate(to:) /* Flow */ steps */ enum Prices {}", false),
            ("import RxFlow\n// Flow\n", false),
            ("let count = 1 // Flow, after code on its line: counted\n", true),
            ("// Flow\nfinal class Home: Flow {}\n", true),
            ("enum Titles { static let home = \"Home Flow\" }\n", true),
            ("let link = \"https://example.com//a\"; final class Banner: UIViewController {}\n", true),
            ("/* never closed: Flow\n", true),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(Relevance.mentionsKeyword(Array(source.utf8), of: vocabulary), expected, source)
        }
    }

    /// A name in a comment brings no file in (`Relevance.quietness` asks what re-admission asks).
    func testAWantedNameCountsOutsideCommentsOnly() {
        let isQuiet = Relevance.quietness(wanted: ["HomeScreen", "Catalog.Entry"], of: NavigationStyles.vocabulary)
        let cases: [(String, Bool)] = [
            ("/// Shown by `HomeScreen`.\nenum Prices {}\n", true),
            ("enum Prices {\n    /* Entry */\n}\n// HomeScreen", true),
            ("enum Prices {} // HomeScreen", false),
            ("enum Prices { let screen = HomeScreen() }", false),
            ("let note = \"see HomeScreen\"", false),
            ("let url = \"a//b\"; let entry: Entry", false),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(isQuiet([], ArraySlice(source.utf8)), expected, source)
        }
    }
}

/// rxtree's own UTF-8 check must agree with the standard library's on every kind of sequence.
final class UTF8CheckTests: XCTestCase {
    func testAgreesWithTheStandardLibrary() {
        var cases: [[UInt8]] = [
            [], Array("plain ASCII, longer than eight bytes".utf8), Array("// Copyright © 2024\nlet π = 3".utf8),
            Array("emoji 🚀 and 名前 and ü".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80],
            [0xE2, 0x82], [0x61, 0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x9A], [0xC3, 0x28],
        ]
        // Every one- and two-byte sequence, and a pseudo-random sample of longer ones, at odd offsets.
        for first in 0...255 {
            cases.append([UInt8(first)])
            for second in stride(from: 0, through: 255, by: 5) { cases.append([0x41, UInt8(first), UInt8(second)]) }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            var bytes: [UInt8] = Array("prefix!".utf8)
            for _ in 0..<Int(state % 7) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56) | (state & 1 == 0 ? 0x80 : 0))
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            cases.append(bytes)
        }
        for bytes in cases {
            let valid = String(validating: bytes, as: UTF8.self) != nil
            let outcome = FileScanner.scan(path: "T.swift", bytes: bytes, vocabulary: NavigationStyles.vocabulary)
            let skippedForUTF8: Bool
            if case .skipped(let diagnostic) = outcome, diagnostic.message.contains("UTF-8") {
                skippedForUTF8 = true
            } else {
                skippedForUTF8 = false
            }
            XCTAssertEqual(skippedForUTF8, !valid, "\(bytes.map { String($0, radix: 16) })")
        }
    }
}
