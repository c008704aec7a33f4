/// What one run of rxtree was asked to do, after argument parsing.
public struct Request: Sendable {
    public var root: String?
    public var directory: String
    public var maxLevels: Int
    public var text: TextRenderer.Options

    public init(root: String?, directory: String = ".", maxLevels: Int = 10, text: TextRenderer.Options = .init()) {
        self.root = root
        self.directory = directory
        self.maxLevels = maxLevels
        self.text = text
    }
}

/// What a run prints and how it exits.
public struct Response: Equatable, Sendable {
    public var stdout: String
    /// Lines for stderr, without newlines.
    public var stderr: [String]
    public var status: ExitStatus
}

/// The whole command behind the thin executable, so tests call it directly.
public enum RxTree {
    public static let version = "0.1.0"

    public static func run(_ request: Request) -> Response {
        let project: Project
        do {
            project = try Project.load(directory: request.directory)
        } catch {
            return Response(stdout: "", stderr: ["error: \(error.message)"], status: error.status)
        }
        let warnings = project.diagnostics.map(\.formatted)
        do {
            let output = try render(request, project: project)
            return Response(stdout: output, stderr: warnings, status: .success)
        } catch {
            return Response(stdout: "", stderr: warnings + ["error: \(error.message)"], status: error.status)
        }
    }

    static func render(_ request: Request, project: Project) throws(RxTreeError) -> String {
        let renderer = TextRenderer(options: request.text)
        guard let root = request.root else {
            let roots = entryFlows(project.graph)
            guard !roots.isEmpty else { throw RxTreeError("no entry flow found: every flow is contributed by another; name a root") }
            return roots.compactMap { NavigationTree(graph: project.graph, root: $0, maxLevels: request.maxLevels) }
                .map(renderer.render)
                .joined(separator: "\n")
        }
        let name = try rootName(root, in: project)
        guard let tree = NavigationTree(graph: project.graph, root: name, maxLevels: request.maxLevels) else {
            throw RxTreeError("no flow or view controller named '\(root)'")
        }
        return renderer.render(tree)
    }

    /// Flows that no other flow contributes, sorted: the starting points of the app.
    public static func entryFlows(_ graph: NavigationGraph) -> [String] {
        var contributed: Set<String> = []
        for edges in graph.edges.values {
            for edge in edges where edge.kind == .contribution && edge.from != edge.to {
                contributed.insert(edge.to)
            }
        }
        return graph.sortedNodes.filter { $0.kind == .flow && !contributed.contains($0.name) }.map(\.name)
    }

    /// The node the user named: exactly, or by its last component when that is unique.
    static func rootName(_ root: String, in project: Project) throws(RxTreeError) -> String {
        let graph = project.graph
        if graph.nodes[root] != nil { return root }
        let byLastComponent = graph.sortedNodes.filter { $0.name.hasSuffix(".\(root)") }
        if byLastComponent.count == 1 { return byLastComponent[0].name }
        let suggestions = NameSuggester.suggestions(for: root, among: graph.sortedNodes.map(\.name))
        var message = "no flow or view controller named '\(root)'"
        switch suggestions.count {
        case 0: break
        case 1: message += "; did you mean '\(suggestions[0])'?"
        default:
            let quoted = suggestions.map { "'\($0)'" }
            message += "; did you mean " + quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] + "?"
        }
        throw RxTreeError(message)
    }
}
