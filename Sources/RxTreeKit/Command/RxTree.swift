import Foundation

/// What one run of rxtree was asked to do, after argument parsing.
public struct Request: Sendable {
    public var root: String?
    public var directory: String
    public var maxLevels: Int
    public var format: OutputFormat
    public var text: TextRenderer.Options
    /// List every flow and view controller instead of printing trees.
    public var list: Bool
    /// Write the result to this file instead of stdout.
    public var output: String?
    /// Compare the result with this file instead of printing it.
    public var check: String?
    /// Fail when any warning was printed.
    public var strict: Bool
    /// Parse every file instead of only those that can matter.
    public var parseEverything: Bool
    /// Where to keep the per-file cache; nil for none.
    public var cacheDirectory: String?
    /// Print scan statistics and timings to stderr, as one line of JSON.
    public var statistics: Bool = false
    /// Who writes the caches, and whose caches are trusted: the executable says which build it is.
    public var identity: ToolIdentity = .library

    /// How deep trees go unless asked otherwise.
    public static let defaultMaxLevels = 10

    public init(
        root: String?,
        directory: String = ".",
        maxLevels: Int = Request.defaultMaxLevels,
        format: OutputFormat = .text,
        text: TextRenderer.Options = .init(),
        list: Bool = false,
        output: String? = nil,
        check: String? = nil,
        strict: Bool = false,
        parseEverything: Bool = false,
        cacheDirectory: String? = nil
    ) {
        self.root = root
        self.directory = directory
        self.maxLevels = maxLevels
        self.format = format
        self.text = text
        self.list = list
        self.output = output
        self.check = check
        self.strict = strict
        self.parseEverything = parseEverything
        self.cacheDirectory = cacheDirectory
    }
}

extension Request {
    /// What makes the request unusable, as one line; nil when it is fine. The command line reports it
    /// as a usage error before anything runs.
    public var usageProblem: String? {
        if maxLevels <= 0 { return "--maxLevels must be a whole number greater than 0, not \(maxLevels)" }
        if output != nil, check != nil { return "--output and --check cannot be used together" }
        if list, root != nil { return "--list lists the whole project and takes no root" }
        if list, format != .text, format != .json { return Self.listFormatProblem(format) }
        return nil
    }

    static func listFormatProblem(_ format: OutputFormat) -> String {
        "--list prints text or json, not \(format.rawValue)"
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
    public static let version = ToolIdentity.version

    public static func run(_ request: Request) -> Response {
        if let problem = request.usageProblem {
            return Response(stdout: "", stderr: ["error: \(problem)"], status: .usage)
        }
        let project: Project
        do {
            project = try Project.load(directory: request.directory, root: request.root, options: scanOptions(request))
        } catch {
            return Response(stdout: "", stderr: ["error: \(error.message)"], status: error.status)
        }
        var response = Response(stdout: "", stderr: project.diagnostics.map(\.formatted), status: .success)
        if request.statistics {
            response.stderr.append("stats: " + statisticsJSON(project.statistics))
        }
        do {
            let result = try render(request, project: project)
            if let check = request.check {
                try compare(result, with: check, response: &response)
            } else if let output = request.output {
                _ = try AtomicFile.save(result, to: output)
            } else {
                response.stdout = result
            }
        } catch {
            response.stderr.append("error: \(error.message)")
            response.status = error.status
            return response
        }
        if request.strict, !project.diagnostics.isEmpty {
            let count = project.diagnostics.count
            response.stderr.append("error: \(count) warning\(count == 1 ? "" : "s") and --strict is set")
            response.status = .failure
        }
        return response
    }

    static func scanOptions(_ request: Request) -> ScanOptions {
        ScanOptions(
            skipUnrelatedFiles: !request.parseEverything,
            cacheFile: request.cacheDirectory.map { "\($0)/\(FactsCache.fileName)" },
            graphFile: request.cacheDirectory.map { "\($0)/\(GraphMemo.fileName)" },
            identity: request.identity
        )
    }

    /// `--stats`: the counts and timings as one line of JSON with sorted keys.
    static func statisticsJSON(_ statistics: SelectiveScan.Statistics) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain counts and strings cannot fail.
        guard let data = try? encoder.encode(statistics) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text the request asks for, in its format.
    public static func render(_ request: Request, project: Project) throws(RxTreeError) -> String {
        let graph = project.graph
        if request.list {
            let nodes = graph.sortedNodes
            switch request.format {
            case .json: return JSONRenderer().renderList(nodes)
            case .text: return ListRenderer().render(nodes)
            case .dot, .mermaid: throw RxTreeError(Request.listFormatProblem(request.format), status: .usage)
            }
        }
        let roots: [String]
        if let root = request.root {
            roots = [try rootName(root, in: project)]
        } else {
            roots = graph.entryNodes
            guard !roots.isEmpty else {
                throw RxTreeError("no entry flow found (every flow is contributed by another, or there are none); name a root")
            }
        }
        let trees = roots.compactMap { NavigationTree(graph: graph, root: $0, maxLevels: request.maxLevels) }
        let selection = TreeSelection(trees: trees, maxLevels: request.maxLevels)
        switch request.format {
        case .text:
            let renderer = TextRenderer(options: request.text)
            return trees.map(renderer.render).joined(separator: "\n")
        case .json: return JSONRenderer().render(selection)
        case .dot: return DotRenderer().render(selection)
        case .mermaid: return MermaidRenderer().render(selection)
        }
    }

    /// `--check`: silent when equal; otherwise a unified diff on stdout and an error.
    static func compare(_ result: String, with path: String, response: inout Response) throws(RxTreeError) {
        let expected: String
        switch FileReader.bytes(atPath: path) {
        case .success(let bytes): expected = String(decoding: bytes, as: UTF8.self)
        case .failure(let error): throw RxTreeError("cannot read '\(path)' to check against: \(error.reason)")
        }
        guard expected != result else { return }
        response.stdout = UnifiedDiff.diff(old: expected, new: result, oldName: path, newName: "\(path) (rxtree now)")
        throw RxTreeError("navigation tree differs from \(path)")
    }

    /// User input shown in a message, with control characters escaped so the message stays on one line.
    static func oneLine(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.properties.generalCategory == .control {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// The node the user named: exactly, or by its last component when that is unique.
    static func rootName(_ root: String, in project: Project) throws(RxTreeError) -> String {
        let graph = project.graph
        if graph.nodes[root] != nil { return root }
        let byLastComponent = graph.sortedNodes.filter { $0.name.hasSuffix(".\(root)") }
        if byLastComponent.count == 1 { return byLastComponent[0].name }
        if let location = project.otherTypes[root] {
            throw RxTreeError("'\(oneLine(root))' (\(location.path):\(location.line)) is neither a flow nor a view controller")
        }
        let suggestions = NameSuggester.suggestions(for: root, among: graph.sortedNodes.map(\.name))
        var message = "no flow or view controller named '\(oneLine(root))'"
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
