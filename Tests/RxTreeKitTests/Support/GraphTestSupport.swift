import RxTreeKit
import XCTest

/// Builds the graph of in-memory files, named `path: source`, scanned in path order.
func buildGraph(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) -> GraphBuilder.Result {
    let facts = files.keys.sorted().compactMap { path -> FileFacts? in
        let facts = FileScanner.scan(path: path, source: files[path] ?? "", vocabulary: NavigationStyles.vocabulary)
        if facts == nil { XCTFail("could not scan \(path)", file: file, line: line) }
        return facts
    }
    return NavigationStyles.graph(of: facts)
}

extension GraphBuilder.Result {
    /// `from -> to` for every edge, sorted, with the edge kind when it is a child.
    var edgeList: [String] {
        graph.edges.values.flatMap { $0 }
            .map { "\($0.from) -> \($0.to)\($0.kind == .child ? " (child)" : "")" }
            .sorted()
    }

    var warnings: [String] {
        diagnostics.map(\.formatted)
    }
}
