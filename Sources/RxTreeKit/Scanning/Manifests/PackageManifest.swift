import SwiftParser
import SwiftSyntax

/// Reads the targets of a `Package.swift` from its syntax tree, without running it: only what is
/// written as literals counts.
enum PackageManifest {
    /// Target functions and the kind of module each builds; macros, plugins, binary and system
    /// library targets are no modules of the app.
    static let targetKinds: [String: ModuleMap.Kind] = [
        "target": .library, "executableTarget": .executable, "testTarget": .test,
    ]
    static let skippedTargetFunctions: Set<String> = ["macro", "plugin", "binaryTarget", "systemLibrary"]

    static func read(manifest: String, bytes: [UInt8], files: FolderIndex) -> ManifestReading {
        var reading = ManifestReading(manifest: manifest, isXcodeProject: false)
        if let problem = FileScanner.skipReason(path: manifest, bytes: bytes) {
            reading.diagnostics.append(problem)
            return reading
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let lines = LineTable(bytes)
        if tree.hasError {
            reading.diagnostics.append(Diagnostic(
                path: manifest, message: "Package.swift does not parse completely; its targets are read as far as it goes"
            ))
        }
        let calls = TargetCalls(viewMode: .sourceAccurate)
        calls.walk(tree)
        let packageFolder = reading.folder
        for call in calls.found {
            switch target(call.call, kind: call.kind, packageFolder: packageFolder, files: files) {
            case .success(let target):
                reading.targets.append(target.target)
                if let unread = target.unreadDependencies {
                    reading.diagnostics.append(diagnostic(
                        manifest, at: unread, lines,
                        "the dependencies of target '\(target.target.name)' are not literals; they are not read"
                    ))
                }
            case .failure(let skipped):
                reading.diagnostics.append(diagnostic(
                    manifest, at: skipped.node, lines, "target skipped: its \(skipped.argument) is not a literal"
                ))
            }
        }
        return reading
    }

    private static func diagnostic(_ manifest: String, at node: Syntax, _ lines: LineTable, _ message: String) -> Diagnostic {
        let location = lines.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return Diagnostic(path: manifest, line: location.line, column: location.column, message: message)
    }

    struct Skipped: Error {
        /// Which argument is computed: "name", "path", "sources" or "exclude".
        var argument: String
        var node: Syntax
    }

    struct ReadTarget {
        var target: ManifestReading.Target
        /// The `dependencies:` value when it is not a literal list.
        var unreadDependencies: Syntax?
    }

    private static func target(_ call: FunctionCallExprSyntax, kind: ModuleMap.Kind, packageFolder: String, files: FolderIndex) -> Result<ReadTarget, Skipped> {
        var name: String?
        var path: String?
        var sources: [String]?
        var exclude: [String] = []
        var dependencies: [String] = []
        var unreadDependencies: Syntax?
        for argument in call.arguments {
            let value = argument.expression
            switch argument.label?.text {
            case "name":
                guard let literal = stringLiteral(value) else { return .failure(Skipped(argument: "name", node: Syntax(value))) }
                name = literal
            case "path":
                if value.is(NilLiteralExprSyntax.self) { continue }
                guard let literal = stringLiteral(value) else { return .failure(Skipped(argument: "path", node: Syntax(value))) }
                path = literal
            case "sources":
                if value.is(NilLiteralExprSyntax.self) { continue }
                guard let list = stringList(value) else { return .failure(Skipped(argument: "sources", node: Syntax(value))) }
                sources = list
            case "exclude":
                guard let list = stringList(value) else { return .failure(Skipped(argument: "exclude", node: Syntax(value))) }
                exclude = list
            case "dependencies":
                if let list = dependencyNames(value) { dependencies = list } else { unreadDependencies = Syntax(value) }
            default:
                continue
            }
        }
        guard let name else { return .failure(Skipped(argument: "name", node: Syntax(call))) }
        let folder = targetFolder(name: name, kind: kind, path: path, packageFolder: packageFolder, files: files)
        var targetFiles: [String] = []
        if let folder {
            let included = sources.map { list in list.compactMap { FolderIndex.join(folder, $0) } } ?? [folder]
            let excluded = exclude.compactMap { FolderIndex.join(folder, $0) }
            var seen = Set<String>()
            for root in included {
                for file in files.files(at: root) where !excluded.contains(where: { FolderIndex.isInside(file, $0) }) {
                    if seen.insert(file).inserted { targetFiles.append(file) }
                }
            }
        }
        let target = ManifestReading.Target(name: name, kind: kind, dependencies: dependencies, files: targetFiles)
        return .success(ReadTarget(target: target, unreadDependencies: unreadDependencies))
    }

    /// `path:` when given, else SwiftPM's conventional `Sources/<name>` (`Tests/<name>` for tests) or
    /// one of the other predefined folders that holds files; nil when the path leaves the scanned folder.
    private static func targetFolder(name: String, kind: ModuleMap.Kind, path: String?, packageFolder: String, files: FolderIndex) -> String? {
        if let path { return FolderIndex.join(packageFolder, path) }
        let predefined = kind == .test ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        let candidates = predefined.compactMap { FolderIndex.join(packageFolder, "\($0)/\(name)") }
        return candidates.first { !files.paths(under: $0).isEmpty } ?? candidates.first
    }

    /// The text of a string literal without interpolation; nil for anything else.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self),
              literal.closingQuote.presence == .present else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    /// `["a", "b"]`; nil when any element is not a string literal.
    private static func stringList(_ expression: ExprSyntax) -> [String]? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var list: [String] = []
        for element in array.elements {
            guard let text = stringLiteral(element.expression) else { return nil }
            list.append(text)
        }
        return list
    }

    /// Names in a literal dependency list: `"Name"`, `.target(name:)`, `.product(name:package:)`,
    /// `.byName(name:)`; nil when an element is anything else.
    private static func dependencyNames(_ expression: ExprSyntax) -> [String]? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var names: [String] = []
        for element in array.elements {
            if let text = stringLiteral(element.expression) {
                names.append(text)
                continue
            }
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["target", "product", "byName"].contains(member.declName.baseName.text),
                  let nameArgument = call.arguments.first(where: { $0.label?.text == "name" }),
                  let name = stringLiteral(nameArgument.expression) else { return nil }
            names.append(name)
        }
        return names
    }
}

/// The target declarations of a manifest in source order: calls `.target(...)`, `.executableTarget(...)`
/// and `.testTarget(...)` (or `Target.target(...)`), wherever they are written (`targets:`,
/// `package.targets.append`, variables). Dependency lists are not entered, so `.target(name:)` there is
/// no declaration.
private final class TargetCalls: SyntaxVisitor {
    var found: [(call: FunctionCallExprSyntax, kind: ModuleMap.Kind)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), isTargetNamespace(member.base) else {
            return .visitChildren
        }
        let function = member.declName.baseName.text
        if let kind = PackageManifest.targetKinds[function] {
            found.append((node, kind))
            return .skipChildren
        }
        return PackageManifest.skippedTargetFunctions.contains(function) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        node.label?.text == "dependencies" ? .skipChildren : .visitChildren
    }

    /// `let shared: [Target.Dependency] = [.target(name: "Core")]` lists dependencies, not targets.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let type = node.typeAnnotation?.type else { return .visitChildren }
        return type.trimmedDescription.contains("Dependency") ? .skipChildren : .visitChildren
    }

    private func isTargetNamespace(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Target" }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "Target" }
        return false
    }
}
