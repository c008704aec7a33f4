import CSupport
import Foundation

/// A scanned project: its navigation graph and every warning met on the way.
public struct Project: Sendable {
    public var graph: NavigationGraph
    /// Project types that are neither flows nor view controllers, for precise errors.
    public var otherTypes: [String: SourceLocation]
    /// Sorted by path, line and column.
    public var diagnostics: [Diagnostic]
    public var statistics: ProjectScanner.Statistics

    /// Where the cache lives unless `--cache-dir` says otherwise.
    public static func defaultCacheDirectory(for directory: String) -> String {
        "\(directory)/.build/rxtree-cache"
    }

    /// Discovers, scans and resolves the Swift files under `directory`.
    /// `root` is parsed for even when no keyword mentions it, so errors about it are exact.
    public static func load(directory: String, root: String? = nil, options: ScanOptions = ScanOptions()) throws(RxTreeError) -> Project {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw RxTreeError("directory '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw RxTreeError("'\(directory)' is not a directory")
        }
        let discovery = SourceDiscovery.swiftFiles(in: directory)
        guard !discovery.files.isEmpty else {
            throw RxTreeError("no Swift files found in '\(directory)'")
        }
        rxtree_tune_malloc()
        let scan = ProjectScanner.scan(discovery.files, options: options, extraNames: root.map { [$0] } ?? [])
        let diagnostics = (discovery.diagnostics + scan.diagnostics + scan.built.diagnostics).sorted()
        return Project(graph: scan.built.graph, otherTypes: scan.built.otherTypes, diagnostics: diagnostics, statistics: scan.statistics)
    }
}
