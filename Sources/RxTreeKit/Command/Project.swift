import CMalloc
import Foundation

/// A scanned project: its navigation graph and every warning met on the way.
public struct Project: Sendable {
    public var graph: NavigationGraph
    /// Project types that are neither flows nor view controllers, for precise errors.
    public var otherTypes: [String: SourceLocation]
    /// Sorted by path, line and column.
    public var diagnostics: [Diagnostic]
    public var fileCount: Int

    /// Discovers, scans and resolves the Swift files under `directory`.
    public static func load(directory: String) throws(RxTreeError) -> Project {
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
        let scan = ProjectScanner.scan(discovery.files)
        let built = GraphBuilder.build(scan.facts)
        let diagnostics = (discovery.diagnostics + scan.diagnostics + built.diagnostics).sorted()
        return Project(graph: built.graph, otherTypes: built.otherTypes, diagnostics: diagnostics, fileCount: discovery.files.count)
    }
}
