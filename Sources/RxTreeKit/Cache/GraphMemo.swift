/// The finished graph of a run, reused while no Swift file has changed: a build script that runs
/// rxtree on every build then pays for finding the files and one small read, not for the facts
/// cache and the graph. Keyed by every file's path and `FileStamp`, the options that change the answer,
/// and the tool's identity; anything else reads as a miss, unless `GraphInputs` proves the changed
/// files leave the graph as it was (`MemoRevalidation`).
package struct GraphMemo: Equatable, Sendable {
    package static let fileName = "graph.bin"
    static let magic: [UInt8] = Array("RXTREE-GRAPH".utf8)
    /// Bump when this layout changes; the file name stays.
    static let layoutVersion: UInt64 = 9

    static func header(_ identity: ToolIdentity) -> SealedFile.Header {
        SealedFile.Header(magic: magic, layoutVersion: layoutVersion, identity: identity.value)
    }

    package var key: UInt64
    package var graph: NavigationGraph
    package var otherTypes: [String: SourceLocation]
    /// Warnings of scanning and of the graph; discovery's are found again on every run.
    package var diagnostics: [Diagnostic]
    package var findings: [Finding] = []
    package var undecided: [UndecidedReason: Int] = [:]
    /// By style and outcome (no paths); an outcome is kept with its text, as no catalogue lists them.
    package var accounting = CallAccounting()
    package var parsed: Int
    package var filtered: Int

    /// What the result depends on besides the tool: the files as discovered, the manifests that say
    /// which module each belongs to, and the scan and module options (`settings`).
    package static func key(
        files: [SourceFile], skipUnrelatedFiles: Bool, extraNames: Set<String>, manifests: [SourceFile] = [], settings: [String] = []
    ) -> UInt64 {
        var writer = ByteWriter()
        writer.write(skipUnrelatedFiles)
        let names = extraNames.sorted(by: String.utf8Order)
        writer.write(names) { $0.write($1) }
        writer.write(settings) { $0.write($1) }
        // Every file's path and stamp, straight into the fingerprint: written out first, they were a third of
        // a warm run's work after discovery at 100,000 files.
        var running = Fingerprint.Running()
        running.add(writer.bytes)
        running.add(word: UInt64(files.count + manifests.count))
        for list in [files, manifests] {
            for file in list {
                running.add(length: file.path)
                let stamp = file.stamp
                running.add(word: UInt64(bitPattern: Int64(stamp.size)))
                running.add(word: UInt64(bitPattern: Int64(stamp.modifiedSeconds)))
                running.add(word: UInt64(bitPattern: Int64(stamp.modifiedNanoseconds)))
                running.add(word: stamp.inode)
                running.add(word: UInt64(bitPattern: Int64(stamp.changedSeconds)))
                running.add(word: UInt64(bitPattern: Int64(stamp.changedNanoseconds)))
                running.add(word: stamp.isReadable ? 1 : 0)
            }
        }
        return running.value
    }

    /// The memo stored under `key`, or nil when there is none, it is for other files or another
    /// build, names a kind, a rule or an undecided reason `kinds` does not know, or is damaged.
    package static func load(from path: String, key: UInt64, identity: ToolIdentity, kinds: KindCatalog) -> GraphMemo? {
        guard var sealed = Sealed.read(from: path, identity: identity, kinds: kinds), sealed.key == key else { return nil }
        return sealed.decoded()
    }

    /// A memo file read and checked whole, of which only the key and counts are decoded: a run whose files
    /// changed decodes the graph only once `MemoRevalidation` proves it still holds, and most such runs
    /// rebuild it (at 100,000 files decoding it took a tenth of a second).
    package struct Sealed {
        package let key: UInt64
        let parsed: Int
        let filtered: Int
        /// The body after the counts, until decoded.
        private var rest: ByteReader
        private let kinds: KindCatalog

        /// The memo at `path` under whatever key (`GraphInputs` may show it still holds), or nil.
        package static func read(from path: String, identity: ToolIdentity, kinds: KindCatalog) -> Sealed? {
            guard var reader = SealedFile.read(from: path, header: GraphMemo.header(identity)),
                  let key = try? reader.readUInt64(), let parsed = try? reader.readInt(), let filtered = try? reader.readInt()
            else { return nil }
            return Sealed(key: key, parsed: parsed, filtered: filtered, rest: reader, kinds: kinds)
        }

        /// The whole memo, or nil when the rest is damaged or names a kind, a rule or a reason `kinds` does
        /// not know; once asked, the file's bytes are dropped (at 100,000 files, 11 MB beside the memo).
        /// `sharingStrings` reads repeated strings as one copy each: worth the hashing for a memo held beside
        /// its inputs while changed files are checked, not for one that is only printed.
        package mutating func decoded(sharingStrings: Bool = false) -> GraphMemo? {
            var reader = rest
            rest = ByteReader([])
            return try? GraphMemo.decode(&reader, key: key, parsed: parsed, filtered: filtered, kinds: kinds, sharingStrings: sharingStrings)
        }
    }

    /// Written atomically, like the facts cache, and streamed a megabyte at a time: at 100,000 files the memo
    /// is 11 MB, which a buffer grown by doubling held twice over.
    package func save(to path: String, identity: ToolIdentity) throws(RxTreeError) {
        try SealedFile.Writer.save(to: path, header: Self.header(identity)) { (file: inout SealedFile.Writer) throws(RxTreeError) in
            try write(into: &file)
        }
    }

    private func write(into file: inout SealedFile.Writer) throws(RxTreeError) {
        file.writer.write(key)
        file.writer.write(parsed)
        file.writer.write(filtered)
        let nodes = graph.sortedNodes
        try file.write(nodes) { writer, node in
            writer.write(node.name)
            writer.write(node.kind.name)
            FactsCodec.encode(node.location, into: &writer)
            writer.write(node.module)
        }
        let edges = nodes.flatMap { graph.outgoing($0.name) }
        try file.write(edges) { writer, edge in
            writer.write(edge.from)
            writer.write(edge.to)
            writer.write(edge.kind.name)
            writer.write(edge.steps) { $0.write($1) }
            writer.write(edge.locations) { FactsCodec.encode($1, into: &$0) }
        }
        let others = otherTypes.keys.sorted(by: String.utf8Order)
        try file.write(others) { writer, name in
            writer.write(name)
            if let location = otherTypes[name] { FactsCodec.encode(location, into: &writer) }
        }
        try file.write(diagnostics) { writer, diagnostic in
            writer.write(diagnostic.path)
            writer.write(diagnostic.line ?? -1)
            writer.write(diagnostic.column ?? -1)
            writer.write(diagnostic.severity.rawValue)
            writer.write(diagnostic.message)
        }
        try file.write(graph.annotations, Self.encode)
        try file.write(graph.launchNodes) { $0.write($1) }
        try file.write(graph.baseNodes) { $0.write($1) }
        try file.write(findings) { writer, finding in
            writer.write(finding.rule.rawValue)
            FactsCodec.encode(finding.location, into: &writer)
            writer.write(finding.message)
        }
        let reasons = undecided.keys.sorted { $0.identifier < $1.identifier }
        try file.write(reasons) { writer, reason in
            writer.write(reason.identifier)
            writer.write(undecided[reason] ?? 0)
        }
        let calls = accounting.aggregated.counts.sorted { $0.key < $1.key }
        try file.write(calls) { writer, entry in
            writer.write(entry.key.style)
            writer.write(entry.key.outcome.identifier)
            writer.write(entry.key.outcome.text)
            writer.write(entry.value)
        }
    }

    /// This memo with the lines of `path` moved as `lines` says (old line to new), as when lines were
    /// added or removed in a file whose facts are otherwise the same; nil when a location in that file is
    /// on a line `lines` does not know, or a text names the file (it may say a line).
    func movingLines(in path: String, _ lines: [Int: Int]) -> GraphMemo? {
        var unknown = false
        func moved(_ location: SourceLocation) -> SourceLocation {
            guard location.path == path else { return location }
            guard let line = lines[location.line] else {
                unknown = true
                return location
            }
            return SourceLocation(path: path, line: line, column: location.column)
        }
        func names(_ text: String) -> Bool { text.contains(path) }
        var result = self
        result.graph.nodes = graph.nodes.mapValues { node in
            var node = node
            node.location = moved(node.location)
            return node
        }
        result.graph.edges = graph.edges.mapValues { edges in
            edges.map { edge in
                var edge = edge
                edge.locations = edge.locations.map(moved)
                return edge
            }
        }
        result.graph.annotations = graph.annotations.map { annotation in
            var annotation = annotation
            annotation.location = annotation.location.map(moved)
            for value in annotation.values.values {
                switch value {
                case .text(let text) where names(text): unknown = true
                case .texts(let texts) where texts.contains(where: names): unknown = true
                default: break
                }
            }
            return annotation
        }
        result.otherTypes = otherTypes.mapValues(moved)
        result.diagnostics = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if names(diagnostic.message) { unknown = true }
            if diagnostic.path == path, let line = diagnostic.line {
                if let movedLine = lines[line] { diagnostic.line = movedLine } else { unknown = true }
            }
            return diagnostic
        }
        result.findings = findings.map { finding in
            var finding = finding
            if names(finding.message) { unknown = true }
            finding.location = moved(finding.location)
            return finding
        }
        return unknown ? nil : result
    }

    /// An annotation: its kind by name, where it is, its values by key in key order, and its place.
    private static func encode(_ writer: inout ByteWriter, _ annotation: Annotation) {
        writer.write(annotation.kind.name)
        writer.write(annotation.node)
        writer.write(annotation.edgeTarget)
        writer.write(annotation.values.sorted { $0.key < $1.key }) { writer, entry in
            writer.write(entry.key)
            switch entry.value {
            case .text(let text):
                writer.write(0)
                writer.write(text)
            case .texts(let texts):
                writer.write(1)
                writer.write(texts) { $0.write($1) }
            case .node(let name):
                writer.write(2)
                writer.write(name)
            case .nodes(let names):
                writer.write(3)
                writer.write(names) { $0.write($1) }
            case .flag(let flag):
                writer.write(4)
                writer.write(flag == nil ? 2 : flag == true ? 1 : 0)
            }
        }
        writer.write(annotation.location != nil)
        if let location = annotation.location { FactsCodec.encode(location, into: &writer) }
    }

    private static func decodeAnnotation(_ reader: inout ByteReader, kinds: KindCatalog) throws(ByteReader.Malformed) -> Annotation {
        guard let kind = kinds.annotationKinds[try reader.readString()] else { throw ByteReader.Malformed() }
        let node = try reader.readString()
        let edgeTarget = try reader.readOptionalString()
        var values: [String: Annotation.Value] = [:]
        for _ in 0..<(try reader.readCount()) {
            let key = try reader.readString()
            switch try reader.readInt() {
            case 0: values[key] = .text(try reader.readString())
            case 1: values[key] = .texts(try FactsCodec.readStrings(&reader))
            case 2: values[key] = .node(try reader.readString())
            case 3: values[key] = .nodes(try FactsCodec.readStrings(&reader))
            case 4:
                switch try reader.readInt() {
                case 0: values[key] = .flag(false)
                case 1: values[key] = .flag(true)
                case 2: values[key] = .flag(nil)
                default: throw ByteReader.Malformed()
                }
            default: throw ByteReader.Malformed()
            }
        }
        let location = try reader.readBool() ? try FactsCodec.decodeLocation(&reader) : nil
        return Annotation(kind: kind, node: node, edgeTarget: edgeTarget, values: values, location: location)
    }

    /// The memo in a sealed file's body, after its key and counts.
    private static func decode(
        _ reader: inout ByteReader, key: UInt64, parsed: Int, filtered: Int, kinds: KindCatalog, sharingStrings: Bool
    ) throws(ByteReader.Malformed) -> GraphMemo {
        // Every location's path and every node an edge names are written out in full: read back, each is
        // the first copy met, and the rest are freed (at 100,000 files they were a third of the memo's memory).
        var shared = SharedStrings(isOn: sharingStrings)
        func readLocation(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> SourceLocation {
            var location = try FactsCodec.decodeLocation(&reader)
            location.path = shared.intern(location.path)
            return location
        }
        var nodes: [String: NavigationGraph.Node] = [:]
        for _ in 0..<(try reader.readCount()) {
            let name = shared.intern(try reader.readString())
            guard let kind = kinds.nodeKinds[try reader.readString()] else { throw ByteReader.Malformed() }
            let location = try readLocation(&reader)
            nodes[name] = NavigationGraph.Node(name: name, kind: kind, location: location, module: try reader.readOptionalString())
        }
        var edges: [String: [NavigationGraph.Edge]] = [:]
        for _ in 0..<(try reader.readCount()) {
            let from = shared.intern(try reader.readString())
            let to = shared.intern(try reader.readString())
            guard let kind = kinds.edgeKinds[try reader.readString()] else { throw ByteReader.Malformed() }
            let steps = try FactsCodec.readStrings(&reader)
            let locations = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
                try readLocation(&reader)
            }
            guard nodes[from] != nil, nodes[to] != nil else { throw ByteReader.Malformed() }
            edges[from, default: []].append(NavigationGraph.Edge(from: from, to: to, kind: kind, steps: steps, locations: locations))
        }
        var otherTypes: [String: SourceLocation] = [:]
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString()
            otherTypes[name] = try readLocation(&reader)
        }
        let diagnostics = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            let path = shared.intern(try reader.readString())
            let line = try reader.readInt()
            let column = try reader.readInt()
            guard let severity = Diagnostic.Severity(rawValue: try reader.readString()) else { throw ByteReader.Malformed() }
            return Diagnostic(
                path: path, line: line < 0 ? nil : line, column: column < 0 ? nil : column,
                severity: severity, message: try reader.readString()
            )
        }
        let annotations = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            try decodeAnnotation(&reader, kinds: kinds)
        }
        let launchNodes = try FactsCodec.readStrings(&reader)
        let baseNodes = try FactsCodec.readStrings(&reader)
        let findings = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            guard let rule = kinds.rules.check(try reader.readString())?.identifier else { throw ByteReader.Malformed() }
            return Finding(rule: rule, location: try readLocation(&reader), message: try reader.readString())
        }
        var undecided: [UndecidedReason: Int] = [:]
        for _ in 0..<(try reader.readCount()) {
            guard let reason = kinds.rules.reasons[try reader.readString()] else { throw ByteReader.Malformed() }
            undecided[reason] = try reader.readInt()
        }
        var accounting = CallAccounting()
        for _ in 0..<(try reader.readCount()) {
            let style = try reader.readString()
            let outcome = CallOutcome(try reader.readString(), try reader.readString())
            accounting.counts[CallAccounting.Key(style: style, outcome: outcome)] = try reader.readInt()
        }
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
        var graph = NavigationGraph(nodes: nodes, edges: edges, annotations: annotations, launchNodes: launchNodes)
        graph.baseNodes = baseNodes
        return GraphMemo(
            key: key, graph: graph, otherTypes: otherTypes,
            diagnostics: diagnostics, findings: findings, undecided: undecided, accounting: accounting, parsed: parsed, filtered: filtered
        )
    }
}

/// One copy of each string read: later ones of the same bytes are replaced by the first. Not `Set<String>`, whose
/// `==` takes canonically equivalent strings as one: two paths spelling `é` differently are two files.
private struct SharedStrings {
    private struct Bytes: Hashable {
        let string: String

        static func == (lhs: Bytes, rhs: Bytes) -> Bool { SortedPaths.sameBytes(lhs.string, rhs.string) }

        func hash(into hasher: inout Hasher) {
            var string = string
            string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    let isOn: Bool
    private var strings: Set<Bytes> = []

    init(isOn: Bool) {
        self.isOn = isOn
    }

    mutating func intern(_ string: String) -> String {
        isOn ? strings.insert(Bytes(string: string)).memberAfterInsert.string : string
    }
}
