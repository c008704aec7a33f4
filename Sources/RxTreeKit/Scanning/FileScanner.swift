import SwiftParser
import SwiftSyntax

/// What scanning one file of the project found, as the cache keeps it.
package enum ScanState: Equatable, Sendable {
    case parsed(FileFacts)
    /// Not parsed: no keyword, and no name from `wantedNames` of the run that wrote the cache.
    case filtered
    /// Not parsed: not UTF-8, or beyond what swift-syntax parses in reasonable time.
    case skipped(Diagnostic)
    /// Could not be read. Never cached: a change of permissions leaves no stamp.
    case unreadable(Diagnostic)

    /// `.filtered`, asked without comparing (and so copying) a parsed file's facts.
    package var isFiltered: Bool {
        if case .filtered = self { return true }
        return false
    }
}

/// What scanning the files a run parses cost their threads, and swift-syntax's parse within it: scanning (reading,
/// filtering, parsing, taking and compacting the facts) against parsing alone, measured on the same files in the
/// same run (`--stats`, `make bench`). Thread CPU time, so the other threads' work does not count.
package struct ScanCost: Sendable, Equatable, Encodable {
    /// Files parsed.
    package var files = 0
    /// From reading a file to its compacted facts.
    package var seconds = 0.0
    /// Of that, in `Parser.parse`.
    package var parseSeconds = 0.0

    mutating func add(_ other: ScanCost) {
        files += other.files
        seconds += other.seconds
        parseSeconds += other.parseSeconds
    }
}

/// One file's bytes to its facts. `scan(path:bytes:vocabulary:)` is pure: no I/O, so it can be fed
/// anything (tests, fuzzing).
package enum FileScanner {
    /// The outcome of scanning one file: its facts, or why it was skipped.
    package enum Outcome: Sendable, Equatable {
        case scanned(FileFacts)
        case skipped(Diagnostic)
    }

    static let invalidUTF8Message = "file is not valid UTF-8; skipped"

    /// The stack a thread scanning files needs: swift-syntax's parser and visitors recurse on nesting,
    /// and postfix chains such as `a!!!…` are not limited by the parser's nesting cap (64 MiB overflowed
    /// at about 380,000 links). Reserved address space: only the pages a scan touches use memory.
    package static let stackSize = 512 << 20

    package static func scan(path: String, bytes: [UInt8], vocabulary: ScanVocabulary) -> Outcome {
        if let problem = skipReason(path: path, bytes: bytes) { return .skipped(problem) }
        return parse(path: path, validUTF8: bytes, vocabulary: vocabulary).outcome
    }

    /// Why `bytes` must not be handed to swift-syntax (not UTF-8, or beyond what it parses in
    /// reasonable time); nil when they can be. Every Swift file rxtree parses, manifests too, passes here
    /// first, and is parsed on a thread of `stackSize`.
    static func skipReason(path: String, bytes: [UInt8]) -> Diagnostic? {
        guard isValidUTF8(bytes) else { return Diagnostic(path: path, message: invalidUTF8Message) }
        return unparseable(path: path, bytes: bytes)
    }

    /// Whether a top-level declaration, by its names and text, is quiet: asked of the names first, so a
    /// declaration that cannot be unseen costs no look at its text.
    package typealias QuietTest = (_ names: [String], _ text: ArraySlice<UInt8>) -> Bool

    /// Reads one file of the project; parses it when `admit` accepts its bytes, else keeps its
    /// identifier hashes if asked to. Invalid UTF-8 is reported either way, so skipping files never
    /// changes the warnings.
    /// `quietTypes`, when given, is asked of the name and text of each type, extension, function and
    /// variable declared at the top of a parsed file (outside `#if`), and the names of those it accepts are
    /// returned (`MemoRevalidation`'s unseen types).
    static func scan(
        _ file: SourceFile,
        vocabulary: ScanVocabulary,
        admit: ([UInt8]) -> Bool,
        keepIdentifiers: Bool,
        quietTypes: QuietTest? = nil
    ) -> (state: ScanState, identifiers: IdentifierHashes?, quietTypes: Set<String>) {
        var compaction = FactsCompaction()
        var cost = ScanCost()
        return scan(file, vocabulary: vocabulary, admit: admit, keepIdentifiers: keepIdentifiers, quietTypes: quietTypes, compaction: &compaction, cost: &cost)
    }

    /// The same, the facts compacted by `compaction` (shared with the files it compacted before), adding to `cost`
    /// what the file cost when it is parsed.
    static func scan(
        _ file: SourceFile,
        vocabulary: ScanVocabulary,
        admit: ([UInt8]) -> Bool,
        keepIdentifiers: Bool,
        quietTypes: QuietTest? = nil,
        compaction: inout FactsCompaction,
        cost: inout ScanCost
    ) -> (state: ScanState, identifiers: IdentifierHashes?, quietTypes: Set<String>) {
        let start = ThreadClock.seconds()
        switch FileReader.bytes(atPath: file.absolutePath) {
        case .failure(let error):
            return (.unreadable(Diagnostic(path: file.path, message: "cannot read file (\(error.reason)); skipped")), nil, [])
        case .success(let bytes):
            guard isValidUTF8(bytes) else {
                return (.skipped(Diagnostic(path: file.path, message: invalidUTF8Message)), nil, [])
            }
            guard admit(bytes) else {
                return (.filtered, keepIdentifiers ? Relevance.identifierHashes(in: bytes) : nil, [])
            }
            if let problem = unparseable(path: file.path, bytes: bytes) { return (.skipped(problem), nil, []) }
            var parseSeconds = 0.0
            let (outcome, quiet) = parse(
                path: file.path, validUTF8: bytes, vocabulary: vocabulary, quietTypes: quietTypes, compaction: &compaction, parseSeconds: &parseSeconds
            )
            switch outcome {
            case .scanned(let facts):
                cost.add(ScanCost(files: 1, seconds: ThreadClock.seconds() - start, parseSeconds: parseSeconds))
                return (.parsed(facts), nil, quiet)
            case .skipped(let problem): return (.skipped(problem), nil, [])
            }
        }
    }

    /// The names, as `FactCollector` writes them, of the types declared and extended and the functions and
    /// variables declared at the top of `tree` (not inside `#if`) whose every declaration of that name, from
    /// its first token to its last, `isQuiet` accepts.
    private static func quietTopLevelTypes(in tree: SourceFileSyntax, bytes: [UInt8], isQuiet: QuietTest) -> Set<String> {
        var quiet: Set<String> = []
        var loud: Set<String> = []
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                // Declared in `#if` too: the facts hold both branches, whose text is not all at the top.
                loud.formUnion(declaredNames(in: conditional))
                continue
            }
            let names = declaredNames(decl).filter { !$0.isEmpty }
            guard !names.isEmpty else { continue }
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = item.endPositionBeforeTrailingTrivia.utf8Offset
            let isQuietText = start <= end && end <= bytes.count && isQuiet(names, bytes[start..<end])
            for name in names {
                if isQuietText { quiet.insert(name) } else { loud.insert(name) }
            }
        }
        return quiet.subtracting(loud)
    }

    /// The names a declaration gives at the level it is written, as `FactCollector` writes them: a type's, an
    /// extended type's, a function's, each variable's (`let a = 1, b = 2`; none when one is a pattern).
    private static func declaredNames(_ decl: DeclSyntax) -> [String] {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let decl): return [SyntaxNames.text(decl.name)]
        case .classDecl(let decl): return [SyntaxNames.text(decl.name)]
        case .enumDecl(let decl): return [SyntaxNames.text(decl.name)]
        case .protocolDecl(let decl): return [SyntaxNames.text(decl.name)]
        case .actorDecl(let decl): return [SyntaxNames.text(decl.name)]
        case .extensionDecl(let decl): return SyntaxNames.typeName(decl.extendedType).map { [$0] } ?? []
        case .functionDecl(let decl): return [SyntaxNames.text(decl.name)]
        case .variableDecl(let decl):
            let names = decl.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self).map { SyntaxNames.text($0.identifier) } }
            return names.count == decl.bindings.count ? names : []
        default: return []
        }
    }

    /// Every name declared in any branch of `conditional`, nested `#if`s included.
    private static func declaredNames(in conditional: IfConfigDeclSyntax) -> [String] {
        conditional.clauses.flatMap { clause -> [String] in
            guard case .statements(let items)? = clause.elements else { return [] }
            return items.flatMap { item -> [String] in
                guard let decl = item.item.as(DeclSyntax.self) else { return [] }
                if let nested = decl.as(IfConfigDeclSyntax.self) { return declaredNames(in: nested) }
                return declaredNames(decl)
            }
        }
    }

    /// swift-syntax 603 parses `[` nested N deep in time exponential in N (each level is tried as an
    /// inline-array type, then parsed again): 24 levels take seconds, 40 would take days.
    static let maximumBracketDepth = 16

    /// `(` left open make swift-syntax's lookahead scan the rest of the file again and again: 400 of
    /// them (`(_ a(` repeated, found by fuzzing) take 20 s, 128 take 0.1 s. Code that compiles has none.
    static let maximumOpenParentheses = 64

    /// swift-syntax's lexer rescans a run of `#` from each of its `#`: 40,000 in a row take 1.8 s,
    /// 200,000 nearly a minute. Code has a few at most (`#if`, `##"raw"##`).
    static let maximumHashRun = 64

    /// `(`, `[` and `{` nested together deeper than this are not parsed: swift-syntax recurses once or more
    /// per level, and stops at `parserNestingLevel`, dropping the rest of the file. Code nests a few dozen.
    static let maximumNesting = 400
    /// swift-syntax's own bound (256 by default), raised so that everything under `maximumNesting` is read;
    /// a file that still reaches it is skipped with a warning rather than read in part without one.
    static let parserNestingLevel = 1_024

    /// Why a file cannot be parsed in reasonable time, found with a byte scan of its code (comments and
    /// strings skipped); nil when it can.
    static func unparseable(path: String, bytes: [UInt8]) -> Diagnostic? {
        let nesting = CodeNesting(bytes)
        if nesting.deepestBracket > maximumBracketDepth {
            return Diagnostic(path: path, message: "file nests '[' \(nesting.deepestBracket) levels deep, more than swift-syntax parses in reasonable time (\(maximumBracketDepth)); skipped")
        }
        // Found by fuzzing: 127 '[' in a row that the code scan took for a comment, and swift-syntax did not.
        if nesting.longestBracketRun > maximumBracketDepth {
            return Diagnostic(path: path, message: "file has \(nesting.longestBracketRun) '[' in a row, more than swift-syntax parses in reasonable time (\(maximumBracketDepth)); skipped")
        }
        if nesting.openParentheses > maximumOpenParentheses {
            return Diagnostic(path: path, message: "file leaves \(nesting.openParentheses) '(' unclosed, more than swift-syntax parses in reasonable time (\(maximumOpenParentheses)); skipped")
        }
        if nesting.longestHashRun > maximumHashRun {
            return Diagnostic(path: path, message: "file has \(nesting.longestHashRun) '#' in a row, more than swift-syntax parses in reasonable time (\(maximumHashRun)); skipped")
        }
        if nesting.deepestNesting > maximumNesting {
            let line = LineTable(bytes).location(ofOffset: nesting.deepestNestingOffset).line
            return Diagnostic(
                at: SourceLocation(path: path, line: line, column: 1),
                message: "'(', '[' and '{' nest \(nesting.deepestNesting) levels deep on this line, more than rxtree reads (\(maximumNesting)); file skipped"
            )
        }
        return nil
    }

    /// Parses bytes already known to be valid UTF-8 and takes their facts; a file swift-syntax stopped
    /// reading part way (too deeply nested) is skipped with a warning, never read in part in silence.
    /// With `quietTypes`, also the names of the quiet top-level types (`quietTopLevelTypes`).
    static func parse(
        path: String, validUTF8 bytes: [UInt8], vocabulary: ScanVocabulary, quietTypes isQuiet: QuietTest? = nil
    ) -> (outcome: Outcome, quietTypes: Set<String>) {
        var compaction = FactsCompaction()
        var parseSeconds = 0.0
        return parse(path: path, validUTF8: bytes, vocabulary: vocabulary, quietTypes: isQuiet, compaction: &compaction, parseSeconds: &parseSeconds)
    }

    /// `parseSeconds` gains the thread's time in swift-syntax's parse.
    private static func parse(
        path: String, validUTF8 bytes: [UInt8], vocabulary: ScanVocabulary, quietTypes isQuiet: QuietTest?,
        compaction: inout FactsCompaction, parseSeconds: inout Double
    ) -> (outcome: Outcome, quietTypes: Set<String>) {
        bytes.withUnsafeBufferPointer { buffer in
            let start = ThreadClock.seconds()
            let tree = Parser.parse(source: buffer, maximumNestingLevel: parserNestingLevel)
            parseSeconds += ThreadClock.seconds() - start
            if tree.hasMaximumNestingLevelOverflow {
                return (.skipped(Diagnostic(path: path, message: "file nests deeper than swift-syntax reads (\(parserNestingLevel) levels); skipped")), [])
            }
            let collector = FactCollector(path: path, source: buffer, vocabulary: vocabulary)
            collector.walk(tree)
            return (.scanned(compaction.compacted(collector.facts)), isQuiet.map { quietTopLevelTypes(in: tree, bytes: bytes, isQuiet: $0) } ?? [])
        }
    }

    /// Convenience for tests: scans source text, with the names of its quiet top-level types.
    package static func scan(
        path: String, source: String, vocabulary: ScanVocabulary, quietTypes isQuiet: @escaping QuietTest
    ) -> (facts: FileFacts, quietTypes: Set<String>)? {
        let parsed = parse(path: path, validUTF8: Array(source.utf8), vocabulary: vocabulary, quietTypes: isQuiet)
        guard case .scanned(let facts) = parsed.outcome else { return nil }
        return (facts, parsed.quietTypes)
    }

    /// Convenience for tests: scans source texts in order with one compaction, as one scanning thread does.
    package static func scan(_ sources: [(path: String, source: String)], vocabulary: ScanVocabulary) -> [FileFacts?] {
        var compaction = FactsCompaction()
        var parseSeconds = 0.0
        return sources.map { path, source in
            let parsed = parse(
                path: path, validUTF8: Array(source.utf8), vocabulary: vocabulary, quietTypes: nil, compaction: &compaction, parseSeconds: &parseSeconds
            )
            guard case .scanned(let facts) = parsed.outcome else { return nil }
            return facts
        }
    }

    /// Convenience for tests: scans source text.
    package static func scan(path: String, source: String, vocabulary: ScanVocabulary) -> FileFacts? {
        if case .scanned(let facts) = scan(path: path, bytes: Array(source.utf8), vocabulary: vocabulary) { return facts }
        return nil
    }

    /// Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
    /// Source is mostly ASCII with a `©` here and there: ASCII goes eight bytes at a time, and each
    /// other sequence is checked where it stands, not by decoding the whole file.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                index += buffer.asciiCount(from: index)
                guard index < count else { break }
                let lead = buffer[index]
                let length: Int
                // The allowed range of the second byte narrows for E0, ED, F0 and F4.
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return false
                }
                guard index + length <= count, (low...high).contains(buffer[index + 1]) else { return false }
                for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return false }
                index += length
            }
            return true
        }
    }
}
