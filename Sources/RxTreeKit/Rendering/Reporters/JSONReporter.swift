/// `{"findings": [...], "formatVersion": 1}`, encoded as `JSONRenderer` encodes the graph: sorted keys,
/// two-space indentation, slashes left alone.
enum JSONReporter {
    static let formatVersion = 1

    private struct Document: Encodable {
        var findings: [Entry]
        var formatVersion: Int
    }

    private struct Entry: Encodable {
        var rule: String
        var path: String
        var line: Int
        var column: Int
        var message: String
    }

    static func render(_ findings: [Finding]) -> String {
        JSONRenderer.encode(Document(
            findings: findings.map {
                Entry(rule: $0.rule.rawValue, path: $0.location.path, line: $0.location.line, column: $0.location.column, message: $0.message)
            },
            formatVersion: formatVersion
        ))
    }
}
