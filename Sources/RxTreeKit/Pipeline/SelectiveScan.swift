import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the project to parse, and where to remember it.
package struct ScanOptions: Sendable {
    /// Parse only files that can matter (see `Relevance`); the answer is the same as parsing all.
    package var skipUnrelatedFiles: Bool
    /// The cache file to read and update; nil for none.
    package var cacheFile: String?
    /// Where the finished graph is memoised (see `GraphMemo`); nil for nowhere.
    package var graphFile: String?
    /// Who writes the caches, and whose caches are trusted.
    package var identity: ToolIdentity

    package init(skipUnrelatedFiles: Bool = true, cacheFile: String? = nil, graphFile: String? = nil, identity: ToolIdentity = .library) {
        self.skipUnrelatedFiles = skipUnrelatedFiles
        self.cacheFile = cacheFile
        self.graphFile = graphFile
        self.identity = identity
    }
}

/// The orchestration of scanning and graph building: files come from the cache where unchanged, else
/// are read, filtered by keyword and parsed concurrently (each reduced to facts and dropped); then the
/// graph is built, and filtered files that mention a name it wants are parsed after all, round after
/// round, until none does. The cache is written on the way.
package enum SelectiveScan {
    package struct Result: Sendable {
        /// Facts of the parsed files, in path order: the only references to them once `scan` returns.
        package var facts: [FileFacts]
        /// The graph built from `facts`.
        package var built: GraphBuilder.Result
        /// Files that could not be read, decoded or parsed.
        package var diagnostics: [Diagnostic]
        package var statistics: Statistics
        /// What scanning made of each file, in order, for the memo's inputs; empty when no memo is kept.
        package var inputStates: [GraphInputs.State?] = []
        /// The names the last graph wanted, and the caller's, in `String.utf8Order`.
        package var wantedNames: [String] = []
        /// What the build read, for the memo's inputs; nil when no memo is kept.
        var logs: UnseenTypes.Context?
    }

    package struct Statistics: Sendable, Equatable, Encodable {
        package var files = 0
        package var parsed = 0
        package var filtered = 0
        package var fromCache = 0
        /// Rounds of re-admitting filtered files that mention a wanted name.
        package var rounds = 0
        /// Filtered files parsed after all because they mention a wanted name.
        package var readmitted = 0
        /// Filtered files read again for a wanted name that neither the cache nor their kept identifiers
        /// answer for.
        package var reread = 0
        /// Files that could not be read: never cached, as a change of permissions leaves no stamp.
        package var unreadable = 0
        /// Whether the graph itself came from the memo of an earlier run.
        package var graphFromCache = false
        /// Wall time of each stage, in order.
        package var timings: [Timing] = []
        /// What the files the scan stage parsed cost, against parsing them alone.
        package var scanning = ScanCost()

        package struct Timing: Sendable, Encodable {
            package var stage: String
            package var seconds: Double
        }

        /// Timings vary from run to run; the counts are what a run did.
        package static func == (lhs: Statistics, rhs: Statistics) -> Bool {
            (lhs.files, lhs.parsed, lhs.filtered, lhs.fromCache) == (rhs.files, rhs.parsed, rhs.filtered, rhs.fromCache)
                && (lhs.rounds, lhs.readmitted, lhs.reread, lhs.unreadable) == (rhs.rounds, rhs.readmitted, rhs.reread, rhs.unreadable)
                && lhs.graphFromCache == rhs.graphFromCache
        }

        mutating func time<T>(_ stage: String, _ work: () throws -> T) rethrows -> T {
            let start = DispatchTime.now().uptimeNanoseconds
            defer { timings.append(Timing(stage: stage, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)) }
            return try work()
        }
    }

    /// `extraNames` are names the caller needs declarations of, such as the requested root.
    /// `modules` says which module each file belongs to; names then resolve per module (`ModuleGraphs`).
    /// `previous` are the memo's inputs from an earlier run, whose fingerprints of unchanged files are
    /// reused rather than computed again; `scanned` are changed files already scanned in this run, by path.
    package static func run(
        _ files: [SourceFile], options: ScanOptions = ScanOptions(), extraNames: Set<String> = [], modules: ModuleMap? = nil,
        previous: GraphInputs? = nil, scanned: [String: ScanState] = [:]
    ) -> Result {
        var statistics = Statistics()
        var cache = statistics.time("cache-load") { options.cacheFile.map { FactsCache.load(from: $0, identity: options.identity) } ?? FactsCache() }
        let vocabulary = NavigationStyles.vocabulary
        statistics.files = files.count

        // Round 0: cached results where the file is unchanged, else read, filter by keyword, parse.
        var states: [ScanState?] = Array(repeating: nil, count: files.count)
        var pending: [Int] = []
        // A changed file that was parsed last time (a base class admitted in a later round) is parsed
        // again at once: it most likely still matters, and parsing one file more never changes the answer.
        var parsedBefore = Set<Int>()
        // Which states came from the cache, and how large and against which names it was: all that is
        // read of it from here on, so its table of every entry is freed before any graph is built.
        var fromCache = [Bool](repeating: false, count: files.count)
        // Of those, the ones filtered then: a later round may parse them, and they are then no longer as cached.
        var filteredInCache = [Bool](repeating: false, count: files.count)
        // Filtered files' identifier hashes, which the later rounds check the names wanted against
        // instead of reading the files again: computed in this run, or the cache's, read when a name is wanted anew.
        var identifiers: [IdentifierHashes?] = Array(repeating: nil, count: files.count)
        var cachedIdentifiersRead = false
        for (index, file) in files.enumerated() {
            if let entry = cache.entries[file.path], entry.stamp == file.stamp,
               options.skipUnrelatedFiles || !entry.state.isFiltered {
                states[index] = entry.state
                fromCache[index] = true
                filteredInCache[index] = entry.state.isFiltered
                statistics.fromCache += 1
            } else {
                if case .parsed? = cache.entries[file.path]?.state { parsedBefore.insert(index) }
                pending.append(index)
            }
        }
        let cachedCount = cache.entries.count
        let cachedWanted = cache.wanted
        // An unchanged file the cache has as filtered mentions none of these: only other names are checked in it.
        let checkedBefore = Set(cachedWanted)
        let cachedBlocks = cache.blocks
        cache = FactsCache()
        // Which states are the cache's own, for a save to copy their blocks (`FactsCache.Blocks`): parsed and
        // skipped ones stay so, as later rounds only parse filtered files.
        func asCached() -> [Bool] {
            files.indices.map { fromCache[$0] && states[$0]?.isFiltered == filteredInCache[$0] }
        }
        let skip = options.skipUnrelatedFiles
        // A file scanned already may have been parsed where this would filter it: parsing more never changes the answer.
        let toScan = pending.filter { scanned[files[$0].path] == nil }
        // A run with a cache writes it while the first graph is built (below): the few files it scans
        // have their identifiers hashed at once, so that the cache keeps them.
        let hashesAtOnce = statistics.fromCache > 0
        let fresh = statistics.time("scan") {
            // Each thread shares the names and values of all the files it parses (`FactsCompaction`).
            Parallel.map(toScan.map { (files[$0], parsedBefore.contains($0)) }, stackSize: FileScanner.stackSize, state: { FactsCompaction() }) { compaction, scanned in
                let (file, wasParsed) = scanned
                var cost = ScanCost()
                let scan = FileScanner.scan(
                    file, vocabulary: vocabulary, admit: { bytes in !skip || wasParsed || Relevance.mentionsKeyword(bytes, of: vocabulary) },
                    keepIdentifiers: hashesAtOnce, compaction: &compaction, cost: &cost
                )
                return (state: scan.state, identifiers: scan.identifiers, cost: cost)
            }
        }
        for (offset, index) in toScan.enumerated() {
            (states[index], identifiers[index]) = (fresh[offset].state, fresh[offset].identifiers)
            statistics.scanning.add(fresh[offset].cost)
        }
        for index in pending where states[index] == nil { states[index] = scanned[files[index].path] }

        // The first graph is built here while the workers read the files just filtered again for their
        // identifier hashes, which the later rounds check instead of reading them once more.
        let filteredNow = pending.filter { states[$0]?.isFiltered == true && identifiers[$0] == nil }
        let spareCores = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        let hashing = Parallel.start(filteredNow.map { files[$0] }, workers: spareCores) { file -> IdentifierHashes? in
            guard case .success(let bytes) = FileReader.bytes(atPath: file.absolutePath) else { return nil }
            return Relevance.identifierHashes(in: bytes)
        }
        // A run that found files in the cache and changed some writes it while the graph is built, on the
        // core the graph does not use (a cold run leaves that core to the hashing above); the file's last
        // part waits for the names the graph wants, and it is abandoned if a later round parses more.
        var pendingSave: BackgroundCacheSave?
        if let cacheFile = options.cacheFile, statistics.fromCache > 0, !pending.isEmpty || cachedCount != files.count {
            pendingSave = BackgroundCacheSave(files, states, identifiers, asCached(), reusing: cachedBlocks, to: cacheFile, identity: options.identity)
        }
        let filesByStem = FilesByStem(files, files.indices.filter { states[$0]?.isFiltered == true })
        // A name with no declaration yet whose conventional file (`BaseViewModel.swift`) is filtered: that
        // file is parsed first, and the files that merely mention the name wait a round, as they need
        // not be parsed once it is declared. The last round always checks every wanted name.
        func declarers(of wanted: Set<String>, nodes: [String: NavigationGraph.Node]) -> [String: [Int]] {
            var found: [String: [Int]] = [:]
            for name in wanted where nodes[name] == nil {
                let declarers = filteredFiles(namedAfter: name, filesByStem: filesByStem, states: states)
                if !declarers.isEmpty { found[name] = declarers }
            }
            return found
        }
        // A graph whose wanted names already bring such a file in is replaced by the next round's: it is
        // left unfinished (no checks, no accounting).
        let roundFollows = { (wanted: Set<String>, nodes: [String: NavigationGraph.Node]) in
            !declarers(of: wanted.union(extraNames), nodes: nodes).isEmpty
        }
        var built = statistics.time("graph") { buildGraph(parsedFacts(states), modules: modules, roundFollows: roundFollows) }
        for (offset, hashes) in statistics.time("hash-wait", { hashing.wait() }).enumerated() {
            identifiers[filteredNow[offset]] = hashes
        }

        // Later rounds: parse filtered files that mention a name the parsed ones need, until none does.
        var wanted: Set<String> = []
        var sortedWanted: [String] = []
        while true {
            wanted = built.wantedNames.union(extraNames)
            // Sorted once a round, for the cache and for the memo's inputs.
            sortedWanted = wanted.sorted(by: String.utf8Order)
            var toParse = Set<Int>()
            var hinted = Set<String>()
            for (name, files) in declarers(of: wanted, nodes: built.graph.nodes) {
                hinted.insert(name)
                toParse.formUnion(files)
            }
            let checked = wanted.subtracting(hinted)
            // What a file the cache has as filtered is checked for: the names it was not checked against
            // then. It mentions none of those it was (their every part), so `hashes` can only find these in it.
            let checkedAnew = checkedBefore.isEmpty ? checked : checked.filter { name in
                checkedBefore.firstIndex(of: name).map { SortedPaths.sameBytes(checkedBefore[$0], name) } != true
            }
            // Made only when some file is to be checked: a run whose cache filtered every file against these
            // names checks none, and at 20,000 files making them cost 115 M instructions.
            let checksAny = states.indices.contains { index in
                states[index]?.isFiltered == true && !toParse.contains(index) && !(fromCache[index] && checkedAnew.isEmpty)
            }
            let hashes = checksAny ? Relevance.hashes(of: checked) : HashSet32(minimumCapacity: 0)
            // Kept identifiers answer for type-like names only; any other name to check means reading again.
            let keptIdentifiersSuffice = checksAny && Relevance.typeLike(checked)
            let keptIdentifiersSufficeAnew = checkedAnew.count == checked.count ? keptIdentifiersSuffice : checksAny && Relevance.typeLike(checkedAnew)
            if keptIdentifiersSufficeAnew, !checkedAnew.isEmpty, !cachedIdentifiersRead {
                cachedIdentifiersRead = true
                statistics.time("cache-identifiers") {
                    let kept = cachedBlocks?.identifiers() ?? [:]
                    for index in files.indices where fromCache[index] && identifiers[index] == nil && states[index]?.isFiltered == true {
                        identifiers[index] = kept[files[index].path]
                    }
                }
            }
            var toRead: [Int] = []
            statistics.time("readmit") {
                for index in states.indices where states[index]?.isFiltered == true && !toParse.contains(index) {
                    if fromCache[index], checkedAnew.isEmpty { continue }
                    if fromCache[index] ? keptIdentifiersSufficeAnew : keptIdentifiersSuffice, let known = identifiers[index] {
                        if known.containsAny(of: hashes) { toParse.insert(index) }
                        continue
                    }
                    toRead.append(index)
                }
            }
            // Files filtered in an earlier run against other names: read once, and remember their identifiers.
            let read = statistics.time("readmit-read") {
                Parallel.map(toRead.map { files[$0] }, stackSize: FileScanner.stackSize) { file in
                    FileScanner.scan(file, vocabulary: vocabulary, admit: { bytes in Relevance.mentionsAny(hashes, in: bytes) }, keepIdentifiers: true)
                }
            }
            statistics.reread += toRead.count
            var admitted = false
            for (offset, index) in toRead.enumerated() {
                (states[index], identifiers[index], _) = read[offset]
                if states[index]?.isFiltered != true {
                    admitted = true
                    statistics.readmitted += 1
                }
            }
            let parseOrder = toParse.sorted()
            readmit(parseOrder, files: files, states: &states, identifiers: &identifiers, vocabulary: vocabulary, statistics: &statistics)
            admitted = admitted || !parseOrder.isEmpty
            guard admitted else { break }
            let admittedNow = parseOrder + toRead.filter { states[$0]?.isFiltered != true }
            parseMissingAncestors(
                of: admittedNow, files: files, states: &states, identifiers: &identifiers, filesByStem: filesByStem,
                vocabulary: vocabulary, statistics: &statistics
            )
            statistics.rounds += 1
            // These states are final unless the next graph wants more files: the cache is written
            // meanwhile, on the core the graph does not use, and abandoned if it does.
            pendingSave?.finish(wanted: nil)
            pendingSave = options.cacheFile.map {
                BackgroundCacheSave(files, states, identifiers, asCached(), reusing: cachedBlocks, to: $0, identity: options.identity)
            }
            built = GraphBuilder.Result.empty  // not kept alive while the next one is built
            built = statistics.time("graph") { buildGraph(parsedFacts(states), modules: modules, roundFollows: roundFollows) }
        }
        // An unfinished graph's files are always followed by another round.
        assert(!built.isUnfinished)

        var diagnostics: [Diagnostic] = []
        for state in states {
            switch state {
            case .parsed?: statistics.parsed += 1
            case .filtered?: statistics.filtered += 1
            case .skipped(let diagnostic)?:
                diagnostics.append(diagnostic)
            case .unreadable(let diagnostic)?:
                diagnostics.append(diagnostic)
                statistics.unreadable += 1
            case nil: break
            }
        }
        if let pendingSave {
            statistics.time("cache-save") { pendingSave.finish(wanted: sortedWanted) }
        } else if let cacheFile = options.cacheFile {
            // Rewriting an unchanged cache would only cost time.
            let unchanged = statistics.fromCache == files.count && statistics.rounds == 0
                && sortedWanted.elementsEqual(cachedWanted, by: SortedPaths.sameBytes) && cachedCount == states.count(where: { $0 != nil })
            if !unchanged {
                // A cache that cannot be written only makes the next run slower.
                statistics.time("cache-save") {
                    BackgroundCacheSave.makeFolder(for: cacheFile)
                    let wanted = sortedWanted
                    try? FactsCache.save(
                        cacheEntries(files, states, identifiers, asCached()), reusing: cachedBlocks, wanted: { wanted }, to: cacheFile,
                        identity: options.identity
                    )
                }
            }
        }
        identifiers = []
        // What the memo's inputs need, when a memo is kept.
        let keepsMemo = options.graphFile != nil
        let facts = parsedFacts(states)
        let logs = keepsMemo ? UnseenTypes.Context(built: built, facts: facts) : nil
        let memoInputs: [GraphInputs.State?] = logs.map { logs in statistics.time("fingerprint") { inputStates(files, states, previous: previous, logs: logs) } } ?? []
        return Result(
            facts: facts, built: built, diagnostics: diagnostics, statistics: statistics, inputStates: memoInputs,
            wantedNames: keepsMemo ? sortedWanted : [], logs: logs
        )
    }

    /// The project's and the frameworks' own names: a superclass named after one is not looked for.
    static let frameworkNames = FrameworkNames(frameworks: NavigationStyles.all.reduce(into: []) { $0.formUnion($1.frameworkNames) })

    /// The superclasses and protocols that the files just admitted inherit and no parsed file declares:
    /// the filtered files named after them are parsed now, then, for a name still not declared or with no
    /// such file, the filtered files that mention it, and so on up, before the next graph. Each graph would
    /// ask for them anyway, one link a round, and a round costs a graph build: a chain of 1,000 one-line
    /// subclass files took 500 rounds. The files named after a name go first, as in the rounds, and the
    /// mentioners are parsed only when there are few of them (`mentionersParsedAhead`), because a protocol
    /// every model adopts is mentioned by every model: one model admitted parsed 19,265 files at 100,000.
    /// Parsing a file sooner never changes the answer; the rounds still end only when no wanted name
    /// brings another file.
    /// At most this many files mentioning missing ancestors are parsed ahead of the graph: about what a
    /// round costs (a graph build at 20,000 files takes as long as parsing about 600 files on two cores).
    static let mentionersParsedAhead = 256

    private static func parseMissingAncestors(
        of admitted: [Int], files: [SourceFile], states: inout [ScanState?], identifiers: inout [IdentifierHashes?],
        filesByStem: FilesByStem, vocabulary: ScanVocabulary, statistics: inout Statistics
    ) {
        var declared = Set<Substring>()
        for case .parsed(let facts)? in states {
            for type in facts.types where type.kind != .extension { declared.insert(type.name.lastDottedComponent) }
        }
        var fresh = admitted
        // Names whose own files were parsed in the last pass: if those did not declare them, their mentioners are next.
        var awaitingOwnFile = Set<String>()
        while !fresh.isEmpty {
            var missing = awaitingOwnFile
            for index in fresh {
                guard case .parsed(let facts)? = states[index] else { continue }
                for type in facts.types {
                    if type.kind != .extension { declared.insert(type.name.lastDottedComponent) }
                    for inherited in type.inheritance where !frameworkNames.contains(inherited) { missing.insert(inherited) }
                }
            }
            missing = missing.filter { !declared.contains($0.lastDottedComponent) }
            guard !missing.isEmpty else { return }
            var toParse = Set<Int>()
            var mentioned = Set<String>()
            awaitingOwnFile = []
            for name in missing {
                let ownFiles = filteredFiles(namedAfter: name, filesByStem: filesByStem, states: states)
                if ownFiles.isEmpty {
                    mentioned.insert(name)
                } else {
                    toParse.formUnion(ownFiles)
                    awaitingOwnFile.insert(name)
                }
            }
            if !mentioned.isEmpty {
                let hashes = Relevance.hashes(of: mentioned)
                // Only files whose identifiers are known: reading the rest is the next round's business.
                var mentioners: [Int] = []
                for index in states.indices where states[index]?.isFiltered == true && identifiers[index]?.containsAny(of: hashes) == true {
                    mentioners.append(index)
                }
                // More than a round costs (a third-party protocol every model adopts): the rounds parse them
                // if a graph wants the name, and not otherwise.
                if mentioners.count <= mentionersParsedAhead { toParse.formUnion(mentioners) }
            }
            fresh = toParse.sorted()
            readmit(fresh, files: files, states: &states, identifiers: &identifiers, vocabulary: vocabulary, statistics: &statistics)
        }
    }

    /// Parses filtered files a later round wants, whatever keywords they lack.
    private static func readmit(
        _ indices: [Int], files: [SourceFile], states: inout [ScanState?], identifiers: inout [IdentifierHashes?],
        vocabulary: ScanVocabulary, statistics: inout Statistics
    ) {
        let parsed = statistics.time("readmit-parse") {
            Parallel.map(indices.map { files[$0] }, stackSize: FileScanner.stackSize) { file in
                FileScanner.scan(file, vocabulary: vocabulary, admit: { _ in true }, keepIdentifiers: false).state
            }
        }
        for (offset, index) in indices.enumerated() {
            states[index] = parsed[offset]
            identifiers[index] = nil
            statistics.readmitted += 1
        }
    }

    /// What the memo's inputs keep of each state. A file's facts depend on its bytes alone, so an
    /// unchanged file parsed before keeps its fingerprint; the rest are computed, on every core, without
    /// the members this build never read (`logs`): an edit of one of those later keeps the memo.
    private static func inputStates(_ files: [SourceFile], _ states: [ScanState?], previous: GraphInputs?, logs: UnseenTypes.Context) -> [GraphInputs.State?] {
        var known = GraphInputs.Lookup(previous)
        let changedLogs = previous.map { UnseenTypes.changes(from: $0, to: logs) } ?? []
        var result: [GraphInputs.State?] = Array(repeating: nil, count: states.count)
        var toCompute: [Int] = []
        for (index, state) in states.enumerated() {
            switch state {
            case .parsed?:
                // Not one with unseen types, which the graph built now reads, nor one with unseen members
                // this build may have read: its logs gained a name they depended on.
                if let before = known.entry(for: files[index].path, at: index), before.stamp == files[index].stamp,
                   case .parsed(let parsed) = before.state, parsed.unseen.isEmpty, !parsed.dependencies.intersects(changedLogs) {
                    result[index] = before.state
                } else {
                    toCompute.append(index)
                }
            case .filtered?: result[index] = .filtered
            case .skipped?: toCompute.append(index)
            case .unreadable?, nil: break
            }
        }
        let computed = Parallel.map(toCompute.map { states[$0] }) { state -> GraphInputs.State? in
            guard case .parsed(let facts)? = state else { return state.flatMap(GraphInputs.State.init) }
            let split = UnseenTypes.split(facts, quiet: [], seenBefore: GraphInputs.NameSet(hashes: []), context: logs)
            return .parsed(GraphInputs.Parsed(split.seen, memberDependencies: split.memberDependencies))
        }
        for (offset, index) in toCompute.enumerated() { result[index] = computed[offset] }
        return result
    }

    /// Every style's graph of the facts; the model behind it is freed on another thread.
    private static func buildGraph(
        _ facts: [FileFacts], modules: ModuleMap?, roundFollows: GraphBuilder.RoundFollows
    ) -> GraphBuilder.Result {
        ModuleGraphs.build(
            facts, modules: modules, styles: NavigationStyles.all, roundFollows: roundFollows, retire: { BackgroundRelease.release($0) }
        )
    }

    private static func parsedFacts(_ states: [ScanState?]) -> [FileFacts] {
        states.compactMap { state in
            if case .parsed(let facts) = state { return facts }
            return nil
        }
    }

    /// Every file's state with its stamp (`FactsCache.save` leaves out files that could not be read),
    /// made as the writer asks: a list of them all would be held while the graph is built.
    static func cacheEntries(
        _ files: [SourceFile], _ states: [ScanState?], _ identifiers: [IdentifierHashes?], _ asCached: [Bool]
    ) -> some Sequence<FactsCache.Item> {
        files.indices.lazy.compactMap { index in
            states[index].map { state in
                let entry = FactsCache.Entry(stamp: files[index].stamp, state: state, identifiers: state.isFiltered ? identifiers[index] : nil)
                return FactsCache.Item(path: files[index].path, entry: entry, isAsRead: asCached[index])
            }
        }
    }

    /// The files still filtered whose name is `name`'s last part (`BaseViewModel.swift`, `Settings.Row` in
    /// `Row.swift`): where a missing declaration most likely is.
    private static func filteredFiles(namedAfter name: String, filesByStem: FilesByStem, states: [ScanState?]) -> [Int] {
        filesByStem.files(named: name.lastDottedComponent).filter { states[$0]?.isFiltered == true }
    }

    /// Files by their stem (`stem(of:)`), in path order: each a hash of its stem and its position, sorted. A
    /// dictionary of arrays by stem held 2 MB at 20,000 files through the whole run.
    struct FilesByStem {
        private let files: [SourceFile]
        /// The stem's name hash in the high half, the file's position in the low.
        private let entries: [UInt64]

        init(_ files: [SourceFile], _ indices: [Int]) {
            self.files = files
            entries = indices.map { index in
                UInt64(Fingerprint.nameHash(SelectiveScan.stem(of: files[index].path).utf8)) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
            }.sorted()
        }

        /// The files whose stem is `stem`, in path order.
        func files(named stem: Substring) -> [Int] {
            let hash = UInt64(Fingerprint.nameHash(stem.utf8)) << 32
            var low = partitionPoint(count: entries.count) { entries[$0] < hash }
            var found: [Int] = []
            while low < entries.count, entries[low] & 0xFFFF_FFFF_0000_0000 == hash {
                let index = Int(entries[low] & 0xFFFF_FFFF)
                if SelectiveScan.stem(of: files[index].path).utf8.elementsEqual(stem.utf8) { found.append(index) }
                low += 1
            }
            return found
        }
    }

    /// `Features/Home/HomeViewModel.swift` to `HomeViewModel`.
    static func stem(of path: String) -> Substring {
        // By the bytes: `/` and `.swift` are ASCII. Through `Character`s, this cost 9,000 instructions a file.
        func bounds(_ bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            let suffix = ".swift".utf8
            let end = bytes.count - start >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
                ? bytes.count - suffix.count : bytes.count
            return (start, end)
        }
        let bounds = path.utf8.withContiguousStorageIfAvailable(bounds) ?? Array(path.utf8).withUnsafeBufferPointer(bounds)
        let start = path.utf8.index(path.utf8.startIndex, offsetBy: bounds.start)
        return path[start..<path.utf8.index(start, offsetBy: bounds.end - bounds.start)]
    }

}

/// A cache write on its own thread whose last part, the names the filtered files were checked against,
/// is handed over when known (`finish`), or nil to abandon it.
final class BackgroundCacheSave: @unchecked Sendable {
    private let condition = NSCondition()
    private var decision: [String]??
    private var done = false

    init(
        _ files: [SourceFile], _ states: [ScanState?], _ identifiers: [IdentifierHashes?], _ asCached: [Bool], reusing blocks: FactsCache.Blocks?,
        to path: String, identity: ToolIdentity
    ) {
        let thread = Thread { [self] in
            Self.makeFolder(for: path)
            // A cache that cannot be written only makes the next run slower.
            try? FactsCache.save(
                SelectiveScan.cacheEntries(files, states, identifiers, asCached), reusing: blocks, wanted: { self.awaitDecision() }, to: path,
                identity: identity
            )
            condition.lock()
            done = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    static func makeFolder(for path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Hands over the names, sorted (nil abandons the file), and waits until the file is written or removed.
    func finish(wanted: [String]?) {
        condition.lock()
        decision = .some(wanted)
        condition.broadcast()
        while !done { condition.wait() }
        condition.unlock()
    }

    private func awaitDecision() -> [String]? {
        condition.lock()
        defer { condition.unlock() }
        while decision == nil { condition.wait() }
        return decision ?? nil
    }
}
