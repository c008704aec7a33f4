/// A run whose files changed since the graph memo was made, answered from the memo when scanning only
/// the changed files proves that every file's state is what the memo was built from (`GraphInputs`).
/// The graph is a function of those states and the options, so it would come out the same; the answer
/// is the one the full pipeline gives, which the differential tests check after random edits.
/// A file whose facts differ only in their lines, moved in order (lines added or removed around the
/// code), keeps the memo too, with its locations in that file moved: nothing in a build compares
/// lines of one file but by their order, and a text that names the file (and so may quote a line)
/// sends the run down the full path.
enum MemoRevalidation {
    /// The memo under its new key, with the inputs to save beside it.
    struct Reuse {
        var memo: GraphMemo
        var inputs: GraphInputs
        /// Files scanned to prove it: changed or added.
        var scanned: Int
    }

    enum Outcome {
        case reuse(Reuse)
        /// The graph must be built again; the changed files already scanned, by path, need not be again.
        case rebuild(scanned: [String: ScanState])
    }

    /// More changed files than this are left to the full pipeline: each is a read, and the more there
    /// are, the likelier one of them changes what the graph sees.
    static let maximumChanged = 64

    /// The memo still answering for `files`, or what was scanned on the way to finding that a changed,
    /// added or deleted file may change the graph. With manifests, only edits in place qualify: a file
    /// added or deleted can change what a project's targets build.
    /// `findsUnseenTypes` is false when the memo is of one module's part (`--module`), whose other types
    /// are not every type's. When the memo is reused, its new inputs take `inputs`' list of files, which is
    /// left empty (at 100,000 files a second copy of it was a tenth of the run's memory); otherwise
    /// `inputs` is left as it was.
    static func reuse(
        memo: inout GraphMemo.Sealed, inputs: inout GraphInputs, key: UInt64, settings: UInt64, files: [SourceFile], hasManifests: Bool,
        skipUnrelatedFiles: Bool, findsUnseenTypes: Bool = true
    ) -> Outcome {
        guard inputs.memoKey == memo.key, inputs.settings == settings else { return .rebuild(scanned: [:]) }
        var known = GraphInputs.Lookup(inputs)
        // Each changed file's entry, once it is scanned; the rest keep theirs.
        var replaced: [(index: Int, file: GraphInputs.File)] = []
        var changed: [(index: Int, before: GraphInputs.State?)] = []
        // The entries some discovered file has: the others' files were deleted.
        var stillThere = [Bool](repeating: false, count: inputs.files.count)
        // Every file at the index it had: the entries can be replaced in place.
        var inPlace = files.count == inputs.files.count
        for (index, file) in files.enumerated() {
            let position = known.position(for: file.path, at: index)
            let before = position.map { inputs.files[$0] }
            if inPlace, position != index { inPlace = false }
            if let position { stillThere[position] = true }
            if let before, before.stamp == file.stamp { continue }
            if before == nil, hasManifests { return .rebuild(scanned: [:]) }
            changed.append((index, before?.state))
            guard changed.count <= maximumChanged else { return .rebuild(scanned: [:]) }
        }
        var filtered = memo.filtered
        if stillThere.contains(false) {
            guard !hasManifests else { return .rebuild(scanned: [:]) }
            for (position, file) in inputs.files.enumerated() where !stillThere[position] {
                guard file.state == .filtered else { return .rebuild(scanned: [:]) }
                filtered -= 1
            }
        }

        let wanted = Relevance.hashes(of: Set(inputs.wantedNames))
        let wantedStems = Set(inputs.wantedNames.map(\.lastDottedComponent))
        let unseenContext = UnseenTypes.Context(
            declared: inputs.declaredNames, called: inputs.calledNames, missed: inputs.missedNames,
            memberReadTypes: inputs.memberReadTypes, askedMembers: inputs.askedMembers, askedGlobals: inputs.askedGlobals,
            memberReads: inputs.memberReads, typealiases: inputs.typealiasNames
        )
        let scans = Parallel.map(changed.map { (files[$0.index], $0.before) }, stackSize: FileScanner.stackSize) { file, before in
            rescan(
                file, before: before, skipUnrelatedFiles: skipUnrelatedFiles, findsUnseenTypes: findsUnseenTypes, wanted: wanted,
                wantedStems: wantedStems, unseenContext: unseenContext
            )
        }
        // Unseen types of the files not changed: a type may be unseen in one file only, as two declarations
        // of it are warned about. A member may be unseen in several (overloads in extensions): a lookup of
        // its name is logged whichever file declares it.
        var unseenElsewhere: Set<String> = []
        if findsUnseenTypes {
            // By index, and paths compared only for files with unseen types: this runs on every change.
            var changedPaths: Set<String>?
            for index in inputs.files.indices {
                guard case .parsed(let parsed) = inputs.files[index].state, !parsed.unseen.isEmpty else { continue }
                if changedPaths == nil { changedPaths = Set(changed.map { files[$0.index].path }) }
                if changedPaths?.contains(inputs.files[index].path) == false { unseenElsewhere.formUnion(parsed.unseen) }
            }
        }
        var sameAsBefore = true
        var moved: [(path: String, lines: [Int: Int])] = []
        var unseenPatches: [(path: String, before: [String], after: [TypeFacts])] = []
        for (offset, change) in changed.enumerated() {
            let path = files[change.index].path
            if case .parsed(let old)? = change.before, let scan = scans[offset], case .parsed(let facts) = scan.state {
                let split = UnseenTypes.split(facts, quiet: scan.quiet, seenBefore: old.topLevel, context: unseenContext)
                let new = GraphInputs.Parsed(split.seen, unseen: split.unseenNames, memberDependencies: split.memberDependencies)
                guard new.shape == old.shape, new.unseen.allSatisfy({ unseenElsewhere.insert($0).inserted }) else {
                    sameAsBefore = false
                    break
                }
                if new.lines != old.lines {
                    guard let lines = lineMap(from: old.lines, to: new.lines) else {
                        sameAsBefore = false
                        break
                    }
                    moved.append((path, lines))
                }
                if !old.unseen.isEmpty || !new.unseen.isEmpty { unseenPatches.append((path, old.unseen, split.unseen)) }
                replaced.append((change.index, GraphInputs.File(path: path, stamp: files[change.index].stamp, state: .parsed(new))))
                continue
            }
            // A file no target builds stays unscanned; one that cannot be read now is never memoised.
            let state = scans[offset].map { GraphInputs.State($0.state) } ?? GraphInputs.State.notScanned
            guard let state else {
                sameAsBefore = false
                break
            }
            if let before = change.before {
                guard state == before else {
                    sameAsBefore = false
                    break
                }
            } else {
                guard state == .filtered else {
                    sameAsBefore = false
                    break
                }
                filtered += 1
            }
            replaced.append((change.index, GraphInputs.File(path: files[change.index].path, stamp: files[change.index].stamp, state: state)))
        }
        func scannedStates() -> [String: ScanState] {
            var scanned: [String: ScanState] = [:]
            for (offset, change) in changed.enumerated() {
                if let scan = scans[offset] { scanned[files[change.index].path] = scan.state }
            }
            return scanned
        }
        guard sameAsBefore, var reused = memo.decoded(sharingStrings: true) else { return .rebuild(scanned: scannedStates()) }
        // Unseen types are other types, as in a graph built with them; their old entries go before lines
        // move, as the lines they were at need not map.
        for patch in unseenPatches {
            for name in patch.before where reused.otherTypes[name]?.path == patch.path { reused.otherTypes[name] = nil }
        }
        for (path, lines) in moved {
            guard let patched = reused.movingLines(in: path, lines) else { return .rebuild(scanned: scannedStates()) }
            reused = patched
        }
        // An extension declares no type: a framework type's stays out of the other types, as in a build.
        for patch in unseenPatches {
            for type in patch.after where type.kind != .extension { reused.otherTypes[type.name] = type.location }
        }
        reused.key = key
        reused.filtered = filtered
        var updated: [GraphInputs.File]
        if inPlace {
            known = GraphInputs.Lookup(nil)
            updated = inputs.files
            inputs.files = []
            for (index, file) in replaced { updated[index] = file }
        } else {
            // A file added, deleted or moved in the order: a new list, an entry filtered until scanned.
            updated = files.enumerated().map { index, file in
                known.entry(for: file.path, at: index) ?? GraphInputs.File(path: file.path, stamp: file.stamp, state: .filtered)
            }
            for (index, file) in replaced { updated[index] = file }
            inputs.files = []
        }
        return .reuse(Reuse(
            memo: reused,
            inputs: GraphInputs(
                memoKey: key, settings: settings, files: updated, wantedNames: inputs.wantedNames, declaredNames: inputs.declaredNames,
                calledNames: inputs.calledNames, missedNames: inputs.missedNames, memberReadTypes: inputs.memberReadTypes,
                askedMembers: inputs.askedMembers, askedGlobals: inputs.askedGlobals, memberReads: inputs.memberReads,
                typealiasNames: inputs.typealiasNames
            ),
            scanned: changed.count
        ))
    }

    /// A changed file scanned again, with the quiet types of a file parsed before.
    struct Rescan: Sendable {
        var state: ScanState
        var quiet: Set<String>
    }

    /// Nil for a file no target builds.
    private static func rescan(
        _ file: SourceFile, before: GraphInputs.State?, skipUnrelatedFiles: Bool, findsUnseenTypes: Bool, wanted: HashSet32,
        wantedStems: Set<Substring>, unseenContext: UnseenTypes.Context
    ) -> Rescan? {
        if before == .notScanned { return nil }
        let vocabulary = NavigationStyles.vocabulary
        var wasParsed = false
        var topLevelBefore = GraphInputs.NameSet(hashes: [])
        if case .parsed(let parsed)? = before {
            wasParsed = true
            topLevelBefore = parsed.topLevel
        }
        // What the full pipeline would parse: a file parsed before, one with a keyword, and a filtered
        // one that mentions a wanted name or is named after one.
        let scan = FileScanner.scan(file, vocabulary: vocabulary, admit: { bytes in
            guard skipUnrelatedFiles, !wasParsed else { return true }
            return !Relevance.isQuiet(bytes, of: vocabulary, wanted: wanted)
                || wantedStems.contains(SelectiveScan.stem(of: file.path))
        }, keepIdentifiers: false, quietTypes: wasParsed && findsUnseenTypes ? { names, text in
            names.allSatisfy { UnseenTypes.mayBeUnseen($0, seenBefore: topLevelBefore, context: unseenContext) }
                && Relevance.isQuiet(Array(text), of: vocabulary, wanted: wanted)
        } : nil)
        return Rescan(state: scan.state, quiet: scan.quietTypes)
    }

    /// Each old line's new line, when the facts' lines moved as added or removed lines move them: every
    /// old line goes to one new line, and their order is kept. Nil otherwise (lines swapped, say), which
    /// the memo's order of warnings and edges may not survive.
    static func lineMap(from old: [Int], to new: [Int]) -> [Int: Int]? {
        guard old.count == new.count else { return nil }
        var map: [Int: Int] = [:]
        for (before, after) in zip(old, new) {
            if let known = map[before] {
                guard known == after else { return nil }
            } else {
                map[before] = after
            }
        }
        let pairs = map.sorted { $0.key < $1.key }
        for (earlier, later) in zip(pairs, pairs.dropFirst()) where earlier.value >= later.value { return nil }
        return map
    }
}
