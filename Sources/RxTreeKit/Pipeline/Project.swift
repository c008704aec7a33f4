import Dispatch
import Foundation

/// A scanned project: its navigation graph and every warning met on the way.
package struct Project: Sendable {
    package var graph: NavigationGraph
    /// Project types that are not nodes, for precise errors.
    package var otherTypes: [String: SourceLocation]
    /// Sorted by path, line and column.
    package var diagnostics: [Diagnostic]
    /// What the navigation checks proved (also among `diagnostics`), sorted.
    package var findings: [Finding] = []
    /// What the checks could not decide, by reason.
    package var undecided: [UndecidedReason: Int] = [:]
    /// What became of every navigation call, by style and outcome.
    package var accounting = CallAccounting()
    package var statistics: SelectiveScan.Statistics

    /// Where the cache lives unless `--cache-dir` says otherwise.
    package static func defaultCacheDirectory(for directory: String) -> String {
        "\(directory)/.build/rxtree-cache"
    }

    /// Discovers, scans and resolves the Swift files under `directory`: the whole pipeline, with the
    /// graph memo in front of it. The `roots` are parsed for even when no keyword mentions them, so
    /// errors about them are exact.
    /// `filter` (`--exclude`, `--include`) removes files right after discovery, so the graph memo's
    /// key, made from the files, changes with it.
    package static func load(
        directory: String, roots: [String] = [], options: ScanOptions = ScanOptions(), filter: PathFilter = PathFilter(),
        modules moduleOptions: ModuleOptions = ModuleOptions()
    ) throws(RxTreeError) -> Project {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw RxTreeError("directory '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw RxTreeError("'\(directory)' is not a directory")
        }
        let discoveryStart = DispatchTime.now().uptimeNanoseconds
        var discovery = SourceDiscovery.swiftFiles(in: directory)
        let discovered = discovery.files.count
        discovery.files.removeAll { !filter.admits($0.path) }
        let discoveryTiming = SelectiveScan.Statistics.Timing(
            stage: "discover", seconds: Double(DispatchTime.now().uptimeNanoseconds - discoveryStart) / 1e9
        )
        guard !discovery.files.isEmpty else {
            let filtered = discovered > 0 ? " (--exclude and --include removed all \(discovered))" : ""
            throw RxTreeError("no Swift files found in '\(directory)'\(filtered)")
        }
        // Every table by path takes two such paths as one: no cache is read or written while both exist.
        var options = options
        for (path, twin) in SourceDiscovery.spelledAlike(discovery.files) {
            options.cacheFile = nil
            options.graphFile = nil
            discovery.diagnostics.append(Diagnostic(
                path: path, severity: .note,
                message: "this path and '\(twin)' spell a character differently (Unicode normalization); no cache is used while both exist"
            ))
        }
        let extraNames = Set(roots)
        let manifests = moduleOptions.enabled ? discovery.manifests : []
        let key = GraphMemo.key(
            files: discovery.files, skipUnrelatedFiles: options.skipUnrelatedFiles, extraNames: extraNames,
            manifests: manifests, settings: moduleOptions.settings
        )
        let settings = GraphMemo.key(
            files: [], skipUnrelatedFiles: options.skipUnrelatedFiles, extraNames: extraNames, manifests: manifests,
            settings: moduleOptions.settings
        )
        var previousInputs: GraphInputs?
        var rescanned: [String: ScanState] = [:]
        var memoTimings = [discoveryTiming]
        if let graphFile = options.graphFile, var memo = GraphMemo.Sealed.read(from: graphFile, identity: options.identity, kinds: NavigationStyles.kinds) {
            var statistics = SelectiveScan.Statistics()
            statistics.files = discovery.files.count
            statistics.timings = [discoveryTiming]
            // Under this key the memo is the answer; under another it may still hold (`MemoRevalidation`), and
            // its graph is decoded only then. A damaged graph under this key is rebuilt the same way.
            var answer = memo.key == key ? memo.decoded() : nil
            if answer == nil {
                let inputsFile = GraphInputs.path(besideMemo: graphFile)
                var outcome = statistics.time("revalidate") { () -> MemoRevalidation.Outcome? in
                    guard var inputs = GraphInputs.load(from: inputsFile, identity: options.identity, paths: discovery.files.map(\.path)) else { return nil }
                    let outcome = MemoRevalidation.reuse(
                        memo: &memo, inputs: &inputs, key: key, settings: settings, files: discovery.files,
                        hasManifests: !manifests.isEmpty, skipUnrelatedFiles: options.skipUnrelatedFiles,
                        findsUnseenTypes: moduleOptions.module == nil
                    )
                    // Read again by the graph's build: which parsed files' fingerprints still hold.
                    if case .rebuild = outcome { previousInputs = inputs }
                    return outcome
                }
                switch outcome {
                case .rebuild(let scanned)?:
                    rescanned = scanned
                case .reuse(var reuse)?:
                    // The inputs are the largest value of the run: freed once written, before the memo is.
                    outcome = nil
                    answer = reuse.memo
                    statistics.fromCache = discovery.files.count - reuse.scanned
                    // Like the facts cache, a memo that cannot be written only makes the next run slower.
                    statistics.time("graph-save") {
                        try? reuse.inputs.save(to: inputsFile, identity: options.identity)
                        reuse.inputs.files = []
                        try? reuse.memo.save(to: graphFile, identity: options.identity)
                    }
                case nil:
                    break
                }
            } else {
                statistics.fromCache = discovery.files.count
            }
            memoTimings = statistics.timings
            if let answer {
                statistics.parsed = answer.parsed
                statistics.filtered = answer.filtered
                statistics.graphFromCache = true
                let diagnostics = Diagnostic.sorted(discovery.diagnostics + answer.diagnostics)
                return Project(
                    graph: answer.graph, otherTypes: answer.otherTypes, diagnostics: diagnostics,
                    findings: answer.findings, undecided: answer.undecided, accounting: answer.accounting, statistics: statistics
                )
            }
        }
        let beforeModules = discovery.files
        let map = manifests.isEmpty ? nil : ModuleDiscovery.modules(directory: directory, manifests: manifests, files: discovery.files)
        var moduleDiagnostics = map?.diagnostics ?? []
        if let map, !map.unbuilt.isEmpty, !moduleOptions.includeUnbuilt {
            let unbuilt = Set(map.unbuilt)
            discovery.files.removeAll { unbuilt.contains($0.path) }
            moduleDiagnostics += map.unbuilt.map { path in
                Diagnostic(path: path, severity: .note, message: "no target of its Xcode project builds this file; skipped (--include-unbuilt reads it)")
            }
            guard !discovery.files.isEmpty else {
                throw RxTreeError("no Swift files found in '\(directory)' that a target builds (--include-unbuilt reads the others)")
            }
        }
        if let wanted = moduleOptions.module, map?.module(named: wanted) == nil {
            let names = map?.modules.map(\.name) ?? []
            throw RxTreeError("no module named '\(wanted)'" + (names.isEmpty ? "; no Package.swift or Xcode project declares any" : "; the modules are " + names.joined(separator: ", ")))
        }
        var scan = SelectiveScan.run(
            discovery.files, options: options, extraNames: extraNames, modules: map, previous: previousInputs, scanned: rescanned
        )
        // The old inputs hold an entry a file: freed off the critical path, as the facts are below.
        if let inputs = previousInputs {
            previousInputs = nil
            BackgroundRelease.release(inputs)
        }
        rescanned = [:]
        scan.statistics.timings.insert(contentsOf: memoTimings, at: 0)
        if let wanted = moduleOptions.module, let map {
            scan.built = ModuleGraphs.restrict(scan.built, to: wanted, map: map)
        }
        let scanDiagnostics = moduleDiagnostics + scan.diagnostics + scan.built.diagnostics
        // A file that could not be read may become readable with no change of stamp: never memoised.
        if let graphFile = options.graphFile, let logs = scan.logs, scan.statistics.unreadable == 0 {
            let memo = GraphMemo(
                key: key, graph: scan.built.graph, otherTypes: scan.built.otherTypes, diagnostics: Diagnostic.sorted(scanDiagnostics),
                findings: scan.built.findings, undecided: scan.built.undecided, accounting: scan.built.accounting.aggregated, parsed: scan.statistics.parsed, filtered: scan.statistics.filtered
            )
            let inputs = GraphInputs(
                memoKey: key, settings: settings, files: inputFiles(beforeModules, scanned: discovery.files, states: scan.inputStates),
                wantedNames: scan.wantedNames, declaredNames: logs.declared, calledNames: logs.called,
                missedNames: logs.missed, memberReadTypes: logs.memberReadTypes, askedMembers: logs.askedMembers,
                askedGlobals: logs.askedGlobals, memberReads: logs.memberReads, typealiasNames: logs.typealiases
            )
            // Like the facts cache, a memo that cannot be written only makes the next run slower. The
            // inputs go first: a run that finds the memo but not its inputs only misses.
            scan.statistics.time("graph-save") {
                try? inputs.save(to: GraphInputs.path(besideMemo: graphFile), identity: options.identity)
                try? memo.save(to: graphFile, identity: options.identity)
            }
        }
        let diagnostics = Diagnostic.sorted(discovery.diagnostics + scanDiagnostics)
        // Freeing the facts of thousands of files takes a tenth of a second; the answer does not wait for it.
        BackgroundRelease.release(&scan.facts)
        return Project(
            graph: scan.built.graph, otherTypes: scan.built.otherTypes, diagnostics: diagnostics,
            findings: scan.built.findings, undecided: scan.built.undecided, accounting: scan.built.accounting.aggregated,
            statistics: scan.statistics
        )
    }

    /// Each discovered file with what scanning made of it; a file no target builds was not scanned.
    private static func inputFiles(_ discovered: [SourceFile], scanned: [SourceFile], states: [GraphInputs.State?]) -> [GraphInputs.File] {
        guard discovered.count != scanned.count else {
            return zip(scanned, states).map { file, state in GraphInputs.File(path: file.path, stamp: file.stamp, state: state ?? .notScanned) }
        }
        var stateByPath: [String: GraphInputs.State] = [:]
        for (file, state) in zip(scanned, states) { stateByPath[file.path] = state }
        return discovered.map { file in
            GraphInputs.File(path: file.path, stamp: file.stamp, state: stateByPath[file.path] ?? .notScanned)
        }
    }
}

/// How files are grouped into modules (`Package.swift` targets, Xcode targets).
package struct ModuleOptions: Sendable {
    /// Read the manifests at all; false treats the whole directory as one module, as before modules were known.
    package var enabled: Bool
    /// Read files inside an Xcode project's folders that none of its targets builds.
    package var includeUnbuilt: Bool
    /// Only this module's nodes and the nodes they lead to (`--module`).
    package var module: String?

    package init(enabled: Bool = true, includeUnbuilt: Bool = false, module: String? = nil) {
        self.enabled = enabled
        self.includeUnbuilt = includeUnbuilt
        self.module = module
    }

    /// What the graph memo's key must hold of these options.
    package var settings: [String] {
        [enabled ? "modules" : "no-modules", includeUnbuilt ? "include-unbuilt" : "", module.map { "module=\($0)" } ?? ""]
    }
}
