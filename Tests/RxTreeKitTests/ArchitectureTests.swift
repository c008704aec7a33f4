import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// ARCHITECTURE.md's rule, checked: each folder of RxTreeKit uses only the types of the folders it may
/// depend on, so the stages stay one-way.
final class ArchitectureTests: XCTestCase {
    /// Each stage and the stages it may use (besides itself).
    static let allowed: [String: Set<String>] = {
        let foundation: Set<String> = ["Diagnostics", "Support"]
        return [
            "Diagnostics": [],
            "Support": ["Diagnostics"],
            "Discovery": foundation,
            "Scanning": foundation.union(["Discovery"]),
            "Model": foundation.union(["Scanning"]),
            "Graph": foundation.union(["Scanning", "Model"]),
            "Styles": foundation.union(["Scanning", "Model", "Graph"]),
            "Cache": foundation.union(["Discovery", "Scanning", "Graph"]),
            "Pipeline": foundation.union(["Discovery", "Scanning", "Model", "Graph", "Styles", "Cache"]),
            "Rendering": foundation.union(["Graph"]),
            "Command": foundation.union(["Discovery", "Scanning", "Graph", "Styles", "Cache", "Pipeline", "Rendering"]),
        ]
    }()

    func testEveryStageUsesOnlyTheStagesBeforeIt() throws {
        let kit = packageRoot.appendingPathComponent("Sources/RxTreeKit")
        var files: [(stage: String, path: String, tree: SourceFileSyntax)] = []
        for stage in try FileManager.default.contentsOfDirectory(atPath: kit.path).sorted() {
            let folder = kit.appendingPathComponent(stage)
            XCTAssertNotNil(Self.allowed[stage], "folder \(stage) is not in ARCHITECTURE.md's picture")
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let source = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                files.append((stage, "\(stage)/\(relative)", Parser.parse(source: source)))
            }
        }
        XCTAssertEqual(Self.violations(files), [])
    }

    /// Styles do not call each other: a file in one style's folder uses no type, and no extension member,
    /// another style's folder declares. What styles share goes through the graph and the model (child
    /// edges by their kind, `GraphDraft.viewModel(of:)`, launch nodes); the kinds themselves (`.child`,
    /// `.viewController`) are the graph's vocabulary, so implicit members are not checked here.
    func testNoStyleUsesAnotherStyle() throws {
        let styles = packageRoot.appendingPathComponent("Sources/RxTreeKit/Styles")
        var files: [(stage: String, path: String, tree: SourceFileSyntax)] = []
        for style in try FileManager.default.contentsOfDirectory(atPath: styles.path).sorted() {
            let folder = styles.appendingPathComponent(style)
            // NavigationStyles.swift lists them all, and is no style.
            guard !style.hasSuffix(".swift") else { continue }
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let source = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                files.append(("Styles/\(style)", "Styles/\(style)/\(relative)", Parser.parse(source: source)))
            }
        }
        XCTAssertGreaterThanOrEqual(Set(files.map(\.stage)).count, 6)
        let crossings = Self.violations(files, allowed: { _ in [] }).filter { !$0.contains(" uses .") || $0.contains("(an extension's)") }
        XCTAssertEqual(crossings, [])
    }

    /// The check itself, on made-up folders: a typealias, a member an extension adds and an implicit
    /// member are each caught where the type rule alone would see nothing.
    func testTheCheckSeesAliasesExtensionMembersAndImplicitMembers() {
        let files: [(stage: String, path: String, tree: SourceFileSyntax)] = [
            ("Graph", "Graph/Kinds.swift", Parser.parse(source: "struct NodeKind { let name: String }\ntypealias KindName = String")),
            ("Styles", "Styles/Flow.swift", Parser.parse(source: """
                extension NodeKind { static let flowNode = NodeKind(name: "flow") }
                extension String { var lastWord: String { self } }
                """)),
            ("Model", "Model/Uses.swift", Parser.parse(source: """
                func use(_ kind: NodeKind) -> KindName {
                    let same = kind == .flowNode
                    return "a.b".lastWord
                }
                """)),
        ]
        XCTAssertEqual(Self.violations(files), [
            "Model/Uses.swift uses .flowNode from Styles/",
            "Model/Uses.swift uses .lastWord (an extension's) from Styles/",
            "Model/Uses.swift uses NodeKind from Graph/",
            "Model/Uses.swift uses KindName from Graph/",
        ].sorted())
    }

    private static func violations(
        _ files: [(stage: String, path: String, tree: SourceFileSyntax)], allowed: (String) -> Set<String> = { ArchitectureTests.allowed[$0] ?? [] }
    ) -> [String] {
        var home: [String: String] = [:]
        var declarations = MemberDeclarations()
        for file in files {
            for name in TopLevelTypes(viewMode: .sourceAccurate).names(in: file.tree) { home[name] = file.stage }
            declarations.collect(file.tree, stage: file.stage)
        }
        var violations: [String] = []
        for file in files {
            let uses = Uses(viewMode: .sourceAccurate).collect(file.tree)
            var found: [(name: String, stage: String)] = []
            for name in uses.types { if let stage = home[name] { found.append((name, stage)) } }
            // A member only extensions of one folder add (`"A.B".lastDottedComponent`), used on any value.
            for name in uses.members { if let stage = declarations.extensionStage(of: name) { found.append((".\(name) (an extension's)", stage)) } }
            // `.flow` where a `NodeKind` is expected: the static member or case some folder declares.
            for name in uses.implicitMembers { if let stage = declarations.implicitStage(of: name) { found.append((".\(name)", stage)) } }
            for use in found.sorted(by: { $0.name < $1.name }) where use.stage != file.stage {
                if !allowed(file.stage).contains(use.stage) {
                    violations.append("\(file.path) uses \(use.name) from \(use.stage)/")
                }
            }
        }
        return violations.sorted()
    }
}

/// Names of the types a file declares at its top level.
private final class TopLevelTypes: SyntaxVisitor {
    private var names: [String] = []

    func names(in tree: SourceFileSyntax) -> [String] {
        walk(tree)
        return names
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        names.append(name.text)
        return .skipChildren
    }
}

/// The members each folder declares: those its extensions add, and the static members and enum cases
/// an implicit member expression (`.name`) can mean. A name some other folder (or a type's own body
/// elsewhere) also declares is ambiguous by name alone and is not checked.
private struct MemberDeclarations {
    /// Every folder that declares a member of this name, in a type's body or an extension.
    private var stages: [String: Set<String>] = [:]
    private var extensionMembers: Set<String> = []
    private var implicitMembers: Set<String> = []

    mutating func collect(_ tree: SourceFileSyntax, stage: String) {
        let collector = MemberCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for member in collector.members {
            stages[member.name, default: []].insert(stage)
            if member.inExtension { extensionMembers.insert(member.name) }
            if member.isStatic { implicitMembers.insert(member.name) }
        }
    }

    func extensionStage(of name: String) -> String? {
        guard extensionMembers.contains(name) else { return nil }
        return onlyStage(of: name)
    }

    /// Cases of swift-syntax's enums that share a name with one of RxTreeKit's (`KeyPathComponentSyntax`'s
    /// `.property`): an implicit member of that name may be either.
    private static let libraryCases: Set<String> = ["property"]

    func implicitStage(of name: String) -> String? {
        guard implicitMembers.contains(name), name != "init", !Self.libraryCases.contains(name) else { return nil }
        return onlyStage(of: name)
    }

    private func onlyStage(of name: String) -> String? {
        guard let found = stages[name], found.count == 1 else { return nil }
        return found.first
    }
}

/// The members declared in types and extensions: functions, properties and enum cases, with whether
/// an extension declares them and whether `.name` can name them (static members and cases).
private final class MemberCollector: SyntaxVisitor {
    struct Member {
        var name: String
        var inExtension: Bool
        var isStatic: Bool
    }
    private(set) var members: [Member] = []
    private var containers: [Bool] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { open(false) }
    override func visitPost(_ node: ClassDeclSyntax) { containers.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { open(false) }
    override func visitPost(_ node: StructDeclSyntax) { containers.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { open(false) }
    override func visitPost(_ node: EnumDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { open(false) }
    override func visitPost(_ node: ProtocolDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { open(false) }
    override func visitPost(_ node: ActorDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { open(true) }
    override func visitPost(_ node: ExtensionDeclSyntax) { containers.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, isStatic: isStatic(node.modifiers))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { add(name, isStatic: isStatic(node.modifiers)) }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, isStatic: true)
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func open(_ isExtension: Bool) -> SyntaxVisitorContinueKind {
        containers.append(isExtension)
        return .visitChildren
    }

    private func add(_ name: String, isStatic: Bool) {
        guard let inExtension = containers.last else { return }
        members.append(Member(name: name.trimmingCharacters(in: CharacterSet(charactersIn: "`")), inExtension: inExtension, isStatic: isStatic))
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

/// What a file refers to: capitalised names as types or values (`Foo.bar`, `Foo(...)`), the members it
/// reads on a value (`x.name`), and implicit members (`.name`).
private final class Uses: SyntaxVisitor {
    private(set) var types: Set<String> = []
    private(set) var members: Set<String> = []
    private(set) var implicitMembers: Set<String> = []

    func collect(_ tree: SourceFileSyntax) -> Uses {
        walk(tree)
        return self
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        types.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text.first?.isUppercase == true { types.insert(node.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if node.base == nil { implicitMembers.insert(name) } else { members.insert(name) }
        return .visitChildren
    }

    /// `\.name` and `\Type.name` read a member as `x.name` does.
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        members.insert(node.declName.baseName.text)
        return .visitChildren
    }
}
