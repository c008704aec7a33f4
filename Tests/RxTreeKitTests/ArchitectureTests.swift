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
        var home: [String: String] = [:]
        for file in files {
            for name in TopLevelTypes(viewMode: .sourceAccurate).names(in: file.tree) { home[name] = file.stage }
        }
        var violations: [String] = []
        for file in files {
            let used = TypeReferences(viewMode: .sourceAccurate).names(in: file.tree)
            for name in used.sorted() {
                guard let stage = home[name], stage != file.stage else { continue }
                if Self.allowed[file.stage]?.contains(stage) != true {
                    violations.append("\(file.path) uses \(name) from \(stage)/")
                }
            }
        }
        XCTAssertEqual(violations, [])
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
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        names.append(name.text)
        return .skipChildren
    }
}

/// Capitalised names a file refers to, as types or as values (`Foo.bar`, `Foo(...)`).
private final class TypeReferences: SyntaxVisitor {
    private var names: Set<String> = []

    func names(in tree: SourceFileSyntax) -> Set<String> {
        walk(tree)
        return names
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text.first?.isUppercase == true { names.insert(node.baseName.text) }
        return .visitChildren
    }
}
