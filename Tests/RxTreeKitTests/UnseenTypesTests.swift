import RxTreeKit
import XCTest

/// Which types a changed file declares that the last graph cannot have read (`UnseenTypes`): each rule
/// on its own, from source text, as `MemoRevalidation` meets it.
final class UnseenTypesTests: XCTestCase {
    /// The unseen names of `source` appended to a flow's file, for a build that declared `declared`, recorded
    /// calls of `called`, looked up `missed` in vain, looked for members of `memberRead` and across extensions
    /// for `asked`, looked up `askedGlobals` among functions and variables, read `memberReads` of the project
    /// types' members, and wanted `wanted`, with the file extending or declaring `seenBefore` then (unseen
    /// members as `Type.member`); and whether the rest of the file's facts are the flow's alone.
    private func unseen(
        _ source: String, declared: [String] = ["HomeFlow", "HomeStep"], called: [String] = ["contribute", "present"],
        missed: [String] = ["Catalog.welcome", "welcome", "Settings.Row"], memberRead: [String] = ["HomeFlow", "UIStoryboard"],
        asked: [String] = ["wrapped"], askedGlobals: [String] = ["makeScreen", "sharedRouter"],
        memberReads: [String] = [], typealiases: [String] = [],
        wanted: Set<String> = ["HomeFlow", "HomeViewController"], seenBefore: Set<String> = []
    ) throws -> [String] {
        let flow = """
            import RxFlow

            final class HomeFlow: Flow {
                var root: Presentable { UIViewController() }
                func navigate(to step: Step) -> FlowContributors { .none }
            }

            """
        let vocabulary = NavigationStyles.vocabulary
        let alone = try XCTUnwrap(FileScanner.scan(path: "HomeFlow.swift", source: flow, vocabulary: vocabulary))
        let scan = try XCTUnwrap(FileScanner.scan(
            path: "HomeFlow.swift", source: flow + source, vocabulary: vocabulary,
            quietTypes: Relevance.quietness(wanted: wanted, of: vocabulary)
        ))
        let context = UnseenTypes.Context(
            declared: GraphInputs.NameSet(declared), called: GraphInputs.NameSet(called), missed: GraphInputs.NameSet(missed),
            memberReadTypes: GraphInputs.NameSet(memberRead), askedMembers: GraphInputs.NameSet(asked),
            askedGlobals: GraphInputs.NameSet(askedGlobals), memberReads: GraphInputs.NameSet(memberReads),
            typealiases: GraphInputs.NameSet(typealiases)
        )
        // The flow's own members were there when the graph was built.
        let built = seenBefore.union(["HomeFlow.root", "HomeFlow.navigate"])
        let split = UnseenTypes.split(scan.facts, quiet: scan.quietTypes, seenBefore: GraphInputs.NameSet(built), context: context)
        // A partition of the file's types (less the extensions whose every member is unseen); with every
        // appended declaration unseen, the rest is the flow's file alone.
        let emptied = scan.facts.types.filter { block in
            let members = block.functions.map(\.name) + block.properties.map(\.name)
            return block.enclosing == nil && block.kind == .extension && block.inheritance.isEmpty && !members.isEmpty
                && members.allSatisfy { split.unseenMembers.contains("\(block.name).\($0)") }
        }
        XCTAssertEqual(split.seen.types.count + split.unseen.count + emptied.count, scan.facts.types.count, source)
        for block in split.seen.types where block.enclosing == nil {
            XCTAssertTrue((block.functions.map(\.name) + block.properties.map(\.name)).allSatisfy { !split.unseenMembers.contains("\(block.name).\($0)") }, source)
        }
        XCTAssertEqual(split.seen.functions.count + split.unseenFunctions.count, scan.facts.functions.count, source)
        XCTAssertEqual(split.seen.variables.count + split.unseenVariables.count, scan.facts.variables.count, source)
        XCTAssertTrue(split.seen.types.allSatisfy { !split.unseenNames.contains($0.name) }, source)
        if split.seen.types.count == alone.types.count, split.seen.functions.isEmpty, split.seen.variables.isEmpty {
            XCTAssertEqual(split.seen, alone, source)
        }
        return (split.unseenNames + split.unseenMembers).sorted()
    }

    func testPlainModelsAreUnseen() throws {
        XCTAssertEqual(try unseen("struct Note {}\n"), ["Note"])
        XCTAssertEqual(try unseen("/// Saved.\nstruct Note: Codable, Equatable {\n    let id: String\n    var count = 0\n}\n"), ["Note"])
        XCTAssertEqual(try unseen("final class Cache: NSObject {}\nenum Mode { case a, b }\n"), ["Cache", "Mode"])
        // Nested types and typealiases go with their type.
        XCTAssertEqual(try unseen("struct Note {\n    enum Kind: Hashable { case a }\n    typealias ID = String\n    let kind: Kind\n}\n"), ["Note", "Note.Kind"])
        // Functions whose names no recorded call has, calling nothing a style records.
        XCTAssertEqual(try unseen("struct Note {\n    static func empty() -> Note { Note() }\n    func text() -> String { \"\" }\n}\n"), ["Note"])
    }

    func testATypeTheGraphMayHaveReadIsSeen() throws {
        // Its text mentions a keyword or a name the graph wanted.
        XCTAssertEqual(try unseen("struct Note {\n    let title = \"Flow\"\n}\n"), [])
        XCTAssertEqual(try unseen("struct Note {\n    let screen: HomeViewController? = nil\n}\n"), [])
        // A function of a name the build recorded a call of, or one that records a call itself.
        XCTAssertEqual(try unseen("struct Note {\n    func present() {}\n}\n"), [])
        XCTAssertEqual(try unseen("struct Note {\n    static func wrap(_ screen: Int) -> Int { .make(screen) }\n}\n"), [])
        // A name the build looked up in vain without needing it (`Catalog.welcome` is also tried as the
        // module-qualified `welcome`), also a nested one.
        XCTAssertEqual(try unseen("struct welcome {}\n"), [])
        XCTAssertEqual(try unseen("enum Settings {\n    struct Row {}\n}\n"), [])
        XCTAssertEqual(try unseen("enum Settings {\n    typealias Row = String\n}\n"), [])
        XCTAssertEqual(try unseen("enum Settings {\n    struct Section {}\n}\n"), ["Settings", "Settings.Section"])
        // A name the build declared, a framework's, or one the file extends.
        XCTAssertEqual(try unseen("struct HomeStep {}\n"), [])
        XCTAssertEqual(try unseen("enum Result {}\n"), [])
        XCTAssertEqual(try unseen("struct Note {}\nextension Note: Equatable {}\n"), [])
        // It inherits a name no framework has, a style's framework name, or one the build declared.
        XCTAssertEqual(try unseen("final class Note: Presentable {}\n"), [])
        XCTAssertEqual(try unseen("struct Note: Describable {}\n"), [])
        XCTAssertEqual(try unseen("struct Note: Codable {}\n", declared: ["HomeFlow", "Codable"]), [])
        // Declared twice in the file.
        XCTAssertEqual(try unseen("struct Note {}\nstruct Note {}\n"), [])
        // Inside `#if`: not a top-level declaration.
        XCTAssertEqual(try unseen("#if DEBUG\nstruct Note {}\n#endif\n"), [])
        // One of two is unseen: the other keeps its facts among the seen ones.
        XCTAssertEqual(try unseen("struct Note {}\nstruct Maker {\n    func present() {}\n}\n"), ["Note"])
    }

    func testExtensionsOfFrameworkTypesAreUnseen() throws {
        XCTAssertEqual(try unseen("extension String {\n    func trimmedTitle() -> String { self }\n    var isBlank: Bool { isEmpty }\n}\n"), ["String"])
        XCTAssertEqual(try unseen("extension UIColor {\n    static let brand = UIColor(white: 0.5, alpha: 1)\n}\nextension Date: Identifiable {}\n"), ["Date", "UIColor"])
        // Two blocks of one type, both quiet.
        XCTAssertEqual(try unseen("extension String {\n    func a() {}\n}\nextension String {\n    func b() {}\n}\n"), ["String"])
        // Beside a plain type.
        XCTAssertEqual(try unseen("struct Note {}\nextension Int {\n    var doubled: Int { self * 2 }\n}\n"), ["Int", "Note"])
    }

    func testAnExtensionTheGraphMayHaveReadIsSeen() throws {
        // A type whose members the build looked for (`UIStoryboard` here), whatever it adds.
        XCTAssertEqual(try unseen("extension UIStoryboard {\n    func helper() {}\n}\n"), [])
        // A member named like one the build looked for across extensions, or like a call it recorded.
        XCTAssertEqual(try unseen("extension String {\n    func wrapped() -> String { self }\n}\n"), [])
        XCTAssertEqual(try unseen("extension String {\n    var wrapped: String { self }\n}\n"), [])
        XCTAssertEqual(try unseen("extension String {\n    func present() {}\n}\n"), [])
        // A member named like one the build looked for in every type, framework types' too.
        XCTAssertEqual(try unseen("extension String {\n    var initial: Int { 1 }\n}\n", memberReads: ["*.initial"]), [])
        // A body that records a call; a keyword or a wanted name in its text.
        XCTAssertEqual(try unseen("extension String {\n    static func wrap(_ screen: Int) -> Int { .make(screen) }\n}\n"), [])
        XCTAssertEqual(try unseen("extension UIViewController {\n    func helper() {}\n}\n"), [])
        XCTAssertEqual(try unseen("extension String {\n    var screen: HomeViewController? { nil }\n}\n"), [])
        // A project's type (whose members may be, on their own terms), one the build declared, a name no
        // framework has, a qualified name.
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n}\n"), ["HomeFlow.helper"])
        XCTAssertEqual(try unseen("extension String {\n    func helper() {}\n}\n", declared: ["HomeFlow", "String"]), [])
        XCTAssertEqual(try unseen("extension Describable {\n    func helper() {}\n}\n"), [])
        XCTAssertEqual(try unseen("extension Swift.String {\n    func helper() {}\n}\n"), [])
        // A type or a typealias nested in it declares one; a conformance to a name no framework has.
        XCTAssertEqual(try unseen("extension String {\n    enum Key { case a }\n}\n"), [])
        XCTAssertEqual(try unseen("extension String {\n    typealias Key = Int\n}\n"), [])
        XCTAssertEqual(try unseen("extension String: Describable {}\n"), [])
        // One of two blocks of the type is not quiet; inside `#if`; beside a declaration of its name.
        XCTAssertEqual(try unseen("extension String {\n    func a() {}\n}\nextension String {\n    func b() { print(\"Flow\") }\n}\n"), [])
        XCTAssertEqual(try unseen("#if DEBUG\nextension String {\n    func a() {}\n}\n#endif\n"), [])
        XCTAssertEqual(try unseen("struct Note {}\nextension Note {\n    func a() {}\n}\n"), [])
        // The file extended it when the graph was built: read with the rest, it stays seen.
        XCTAssertEqual(try unseen("extension String {\n    func a() {}\n}\nextension Int {}\n", seenBefore: ["String"]), ["Int"])
    }

    func testFreeFunctionsAndGlobalVariablesNothingLookedUpAreUnseen() throws {
        XCTAssertEqual(try unseen("private func makeLabel(_ text: String) -> Int {\n    let count = text.count\n    return count\n}\n"), ["makeLabel"])
        XCTAssertEqual(try unseen("private let cellHeight = 44.0\nlet a = 1, b = \"two\"\n"), ["a", "b", "cellHeight"])
        XCTAssertEqual(try unseen("func pad(_ a: Int) -> Int { a }\nfunc pad(_ a: String) -> String { a }\n"), ["pad"])
    }

    func testAFreeFunctionOrGlobalTheGraphMayHaveReadIsSeen() throws {
        // A name the build looked up among functions and variables, found or not, or recorded as a call.
        XCTAssertEqual(try unseen("func makeScreen() -> Int { 1 }\n"), [])
        XCTAssertEqual(try unseen("let sharedRouter = 1\n"), [])
        XCTAssertEqual(try unseen("func present() {}\n"), [])
        // A body that records a call, a keyword or a wanted name, a name declared as a type or missed.
        XCTAssertEqual(try unseen("func wrap(_ screen: Int) -> Int { .make(screen) }\n"), [])
        XCTAssertEqual(try unseen("let screenName = \"HomeViewController\"\n"), [])
        XCTAssertEqual(try unseen("func HomeStep() -> Int { 1 }\n"), [])
        XCTAssertEqual(try unseen("func welcome() -> Int { 1 }\n"), [])
        // A type, a typealias or another kind of declaration of the same name; an operator; inside `#if`.
        XCTAssertEqual(try unseen("struct pad {}\nfunc pad() {}\n"), [])
        XCTAssertEqual(try unseen("typealias pad = Int\nfunc pad() {}\n"), [])
        XCTAssertEqual(try unseen("let pad = 1\nfunc pad() {}\n"), [])
        XCTAssertEqual(try unseen("infix operator <+>\nfunc <+> (a: Int, b: Int) -> Int { a }\n"), [])
        XCTAssertEqual(try unseen("#if DEBUG\nlet verbose = true\n#endif\n"), [])
        // Also declared inside `#if`, whose text is not quiet-tested with it: neither is unseen.
        XCTAssertEqual(try unseen("func pad() {}\n#if DEBUG\nfunc pad() { print(\"Flow\") }\n#endif\n"), [])
        XCTAssertEqual(try unseen("extension String {}\n#if os(iOS)\n#if DEBUG\nextension String {\n    var flow: Int { 1 }\n}\n#endif\n#endif\n"), [])
        // `let a = 1, b = Flow.x`: one declaration, one text: neither is quiet.
        XCTAssertEqual(try unseen("let a = 1, b = \"Flow\"\n"), [])
        // Declared there when the graph was built: read with the rest.
        XCTAssertEqual(try unseen("let cellHeight = 44.0\nlet rowHeight = 20.0\n", seenBefore: ["cellHeight"]), ["rowHeight"])
    }

    func testMembersOfTheFilesTypesNothingLookedForAreUnseen() throws {
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n}\n"), ["HomeFlow.helper"])
        XCTAssertEqual(
            try unseen("extension HomeFlow {\n    private var count: Int { 1 }\n    static let pageSize = 20\n    func format(_ a: Int) -> String { String(a) }\n}\n"),
            ["HomeFlow.count", "HomeFlow.format", "HomeFlow.pageSize"]
        )
        // A type another file declares (`HomeStep`), a protocol's requirement.
        XCTAssertEqual(try unseen("extension HomeStep {\n    func helper() {}\n}\n"), ["HomeStep.helper"])
        XCTAssertEqual(try unseen("protocol Loading {\n    func load()\n}\n", declared: ["HomeFlow", "Loading"]), ["Loading.load"])
        // In the body of a type the file declares and the build declared; beside a member the build read.
        XCTAssertEqual(try unseen("struct Note {\n    func a() -> Int { 1 }\n}\n", declared: ["HomeFlow", "Note"]), ["Note.a"])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n    func other() {}\n}\n", memberReads: ["HomeFlow.other"]), ["HomeFlow.helper"])
        // Every function of the type was read, not every property; and the other way round.
        XCTAssertEqual(try unseen("extension HomeFlow {\n    var count: Int { 1 }\n}\n", memberReads: ["HomeFlow.(functions)"]), ["HomeFlow.count"])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n}\n", memberReads: ["HomeFlow.(initializers)"]), ["HomeFlow.helper"])
        // Every property's initialiser read: one without, or one the scan knows nothing of.
        XCTAssertEqual(
            try unseen("extension HomeFlow {\n    static let height = 44.0\n    var count: Int { 1 }\n}\n", memberReads: ["HomeFlow.(initializers)"]),
            ["HomeFlow.count", "HomeFlow.height"]
        )
        // Assigning a property the build never looked for, in the type or in every type: what a method
        // assigns is read only with that property.
        XCTAssertEqual(
            try unseen("extension HomeFlow {\n    func reset() { title = \"\"; self.count = 0 }\n}\n", memberReads: ["HomeFlow.other", "Other.title"]),
            ["HomeFlow.reset"]
        )
        // Every function walked from (a coordinator's): one that calls nothing on `self` or `super` adds nothing.
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func double(_ a: Int) -> Int { a * 2 }\n}\n", memberReads: ["HomeFlow.(walked)"]), ["HomeFlow.double"])
        // Whatever its text: a keyword or a wanted name, another declaration of the name, `#if`. What a member
        // says is read only through a lookup of it.
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func screen() -> HomeViewController? { nil }\n}\n"), ["HomeFlow.screen"])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n    func helper(_ a: HomeViewController) {}\n}\n"), ["HomeFlow.helper"])
        XCTAssertEqual(try unseen("extension HomeFlow {\n#if DEBUG\n    func helper() {}\n#else\n    func helper() -> Flow? { nil }\n#endif\n}\n"), ["HomeFlow.helper"])
    }

    /// What a member's being unseen depends on: a later build that logs any of these names, or no longer
    /// declares the type, may read it.
    func testAnUnseenMembersDependenciesAreWhatWouldHaveMadeItSeen() throws {
        let declared = GraphInputs.NameSet(["HomeFlow"])
        let none = GraphInputs.NameSet(hashes: [])
        let context = UnseenTypes.Context(declared: declared, called: none, missed: none, memberReadTypes: none, askedMembers: none, askedGlobals: none)
        let source = """
            final class HomeFlow {
                func reset() { title = ""; refresh() }
                static let height = 44.0
                static let shared = HomeFlow()
            }

            """
        let scan = try XCTUnwrap(FileScanner.scan(path: "HomeFlow.swift", source: source, vocabulary: NavigationStyles.vocabulary))
        let split = UnseenTypes.split(scan, quiet: [], seenBefore: none, context: context)
        XCTAssertEqual(split.unseenMembers, ["HomeFlow.height", "HomeFlow.reset", "HomeFlow.shared"])
        // Kept as the logs keep names: their hashes.
        XCTAssertEqual(GraphInputs.NameSet(unsorted: split.memberDependencies), GraphInputs.NameSet([
            "HomeFlow", "reset", "HomeFlow.reset", "*.reset", "HomeFlow.(functions)", "HomeFlow.(walked)", "HomeFlow.title", "*.title",
            "height", "HomeFlow.height", "*.height", "shared", "HomeFlow.shared", "*.shared", "HomeFlow.(initializers)", "(calls)",
        ]))
        XCTAssertTrue(split.seen.types.allSatisfy { $0.functions.isEmpty && $0.properties.isEmpty })
    }

    func testAMemberTheGraphMayHaveReadIsSeen() throws {
        // Looked for in the type (found or not), in every type, or every member of its kind read.
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n}\n", memberReads: ["HomeFlow.helper"]), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    var helper: Int { 1 }\n}\n", memberReads: ["*.helper"]), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n}\n", memberReads: ["HomeFlow.(functions)"]), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    static let helper = Cache()\n}\n", memberReads: ["HomeFlow.(initializers)"]), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() { reload() }\n}\n", memberReads: ["HomeFlow.(walked)"]), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() { super.reload() }\n}\n", memberReads: ["HomeFlow.(walked)"]), [])
        // Making a call of a name whose calls across the project were read (what an initialiser's callers pass),
        // in a function or a property's initialiser; a call of another name is not read.
        let construction = "extension HomeFlow {\n    func make() -> Any { AuthCoordinator(router: router) }\n    var made: Any = Session(store: store)\n}\n"
        XCTAssertEqual(try unseen(construction, memberReads: ["(calls)", "(calls).AuthCoordinator", "(calls).Session"]), [])
        XCTAssertEqual(try unseen(construction, memberReads: ["(calls)", "(calls).Session"]), ["HomeFlow.make"])
        XCTAssertEqual(try unseen(construction, memberReads: ["(calls)", "(calls).Other"]), ["HomeFlow.made", "HomeFlow.make"])
        // Named like a recorded call or a member looked for across extensions.
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func present() {}\n}\n"), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func wrapped() {}\n}\n"), [])
        // A body that records a call or assigns a property the build looked for, in one of two declarations of the name.
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func wrap(_ screen: Int) -> Int { .make(screen) }\n}\n"), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func reset() { title = \"\" }\n}\n", memberReads: ["HomeFlow.title"]), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func reset() { self.title = \"\" }\n}\n", memberReads: ["*.title"]), [])
        XCTAssertEqual(
            try unseen("extension HomeFlow {\n    func reset() {}\n}\nextension HomeFlow {\n    func reset(_ a: Int) { title = \"\" }\n}\n", memberReads: ["HomeFlow.title"]), []
        )
        // A type the build did not declare, or declared as a typealias; in the file when the graph was built.
        XCTAssertEqual(try unseen("struct Note {\n    func a() -> Int { 1 }\n}\n", declared: ["HomeFlow"]), ["Note"])
        XCTAssertEqual(try unseen("extension Screen {\n    func helper() {}\n}\n", declared: ["HomeFlow", "Screen"], typealiases: ["Screen"]), [])
        XCTAssertEqual(try unseen("extension HomeFlow {\n    func helper() {}\n}\n", seenBefore: ["HomeFlow.helper"]), [])
    }
}
