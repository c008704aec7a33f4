import Foundation

/// The findings a team has accepted (`--write-baseline`), so that `--baseline` fails only on new ones.
///
/// A finding is known by rule, path and message, not by line and column, so code moving above it keeps it
/// known. Entries are a multiset: with two identical entries and three such findings, one is new.
package struct Baseline: Equatable, Sendable {
    package static let formatVersion = 1

    /// What identifies a finding across edits.
    private struct Entry: Codable, Hashable, Comparable {
        var rule: String
        var path: String
        var message: String

        init(_ finding: Finding) {
            rule = finding.rule.rawValue
            path = finding.location.path
            message = finding.message
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.message) < (rhs.path, rhs.rule, rhs.message)
        }
    }

    private struct Document: Codable {
        var findings: [Entry]
        var formatVersion: Int
    }

    /// Sorted, so that equal baselines are equal values and encode to equal bytes.
    private let entries: [Entry]

    package init(_ findings: [Finding]) {
        entries = findings.map(Entry.init).sorted()
    }

    private init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Pretty-printed JSON with sorted keys and entries and a final newline, so it diffs well under version control.
    package func encoded() -> String {
        JSONRenderer.encode(Document(findings: entries, formatVersion: Self.formatVersion))
    }

    /// Reads what `encoded()` wrote; `path` only names the file in the error.
    package static func decode(_ text: String, path: String) throws(RxTreeError) -> Baseline {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        } catch {
            throw RxTreeError("baseline \(path) is not an rxtree baseline: \(reason(error))")
        }
        guard document.formatVersion == formatVersion else {
            throw RxTreeError(
                "baseline \(path) has format version \(document.formatVersion); this rxtree reads version \(formatVersion)"
            )
        }
        return Baseline(entries: document.findings)
    }

    /// `findings` that the baseline does not account for, in sorted order. Of several findings with one
    /// identity, the first ones in sorted order are matched and the rest are new.
    package func newFindings(_ findings: [Finding]) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return Finding.sorted(findings).filter { finding in
            let entry = Entry(finding)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    /// One line, without the decoder's multi-line debug text.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\"\(place(context.codingPath))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "expected \(description(of: type))\(place(context.codingPath))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "unreadable value\(place(context.codingPath))"
        @unknown default:
            return "not valid JSON"
        }
    }

    private static func place(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "" }
        var location = ""
        for key in codingPath {
            if let index = key.intValue {
                location += "[\(index)]"
            } else {
                location += location.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return " at \(location)"
    }

    private static func description(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is [Any].Type: return "an array"
        default: return "an object"
        }
    }
}
