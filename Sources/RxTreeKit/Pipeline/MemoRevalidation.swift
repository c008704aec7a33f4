/// A run whose files changed since the graph memo was made, answered from the memo when scanning only
/// the changed files proves that every file's state is what the memo was built from (`GraphInputs`).
/// The graph is a function of those states and the options, so it would come out the same; the answer
/// is the one the full pipeline gives, which the differential tests check after random edits.
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
    /// added or deleted file may change the graph. With manifests, only edits in place qualify: files added or deleted can move between
    /// a project's targets.
    static func reuse(
        memo: GraphMemo, inputs: GraphInputs, key: UInt64, settings: UInt64, files: [SourceFile], hasManifests: Bool,
        skipUnrelatedFiles: Bool
    ) -> Outcome {
        guard inputs.memoKey == memo.key, inputs.settings == settings else { return .rebuild(scanned: [:]) }
        var known = GraphInputs.Lookup(inputs)
        var updated: [GraphInputs.File] = []
        updated.reserveCapacity(files.count)
        var changed: [(index: Int, before: GraphInputs.State?)] = []
        var stillThere = 0
        for (index, file) in files.enumerated() {
            let before = known.entry(for: file.path, at: index)
            // A changed file's entry is replaced once it is scanned.
            updated.append(before ?? GraphInputs.File(path: file.path, stamp: file.stamp, state: .filtered))
            if before != nil { stillThere += 1 }
            if let before, before.stamp == file.stamp { continue }
            if before == nil, hasManifests { return .rebuild(scanned: [:]) }
            changed.append((index, before?.state))
            guard changed.count <= maximumChanged else { return .rebuild(scanned: [:]) }
        }
        var filtered = memo.filtered
        if stillThere < inputs.files.count {
            guard !hasManifests else { return .rebuild(scanned: [:]) }
            let present = Set(files.map(\.path))
            for file in inputs.files where !present.contains(file.path) {
                guard file.state == .filtered else { return .rebuild(scanned: [:]) }
                filtered -= 1
            }
        }

        let vocabulary = NavigationStyles.vocabulary
        let wanted = Relevance.hashes(of: Set(inputs.wantedNames))
        let wantedStems = Set(inputs.wantedNames.map(\.lastDottedComponent))
        let scans = Parallel.map(changed.map { (files[$0.index], $0.before) }, stackSize: FileScanner.stackSize) { file, before -> ScanState? in
            if before == .notScanned { return nil }
            // What the full pipeline would parse: a file parsed before, one with a keyword, and a filtered
            // one that mentions a wanted name or is named after one.
            return FileScanner.scan(file, vocabulary: vocabulary, admit: { bytes in
                guard skipUnrelatedFiles else { return true }
                if case .parsed? = before { return true }
                return Relevance.mentionsKeyword(bytes, of: vocabulary) || Relevance.mentionsAny(wanted, in: bytes)
                    || wantedStems.contains(SelectiveScan.stem(of: file.path))
            }, keepIdentifiers: false).state
        }
        var sameAsBefore = true
        for (offset, change) in changed.enumerated() {
            // A file no target builds stays unscanned; one that cannot be read now is never memoised.
            let state = scans[offset].map(GraphInputs.State.init) ?? GraphInputs.State.notScanned
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
            updated[change.index] = GraphInputs.File(path: files[change.index].path, stamp: files[change.index].stamp, state: state)
        }
        guard sameAsBefore else {
            var scanned: [String: ScanState] = [:]
            for (offset, change) in changed.enumerated() {
                if let state = scans[offset] { scanned[files[change.index].path] = state }
            }
            return .rebuild(scanned: scanned)
        }
        var reused = memo
        reused.key = key
        reused.filtered = filtered
        return .reuse(Reuse(
            memo: reused, inputs: GraphInputs(memoKey: key, settings: settings, files: updated, wantedNames: inputs.wantedNames),
            scanned: changed.count
        ))
    }
}
