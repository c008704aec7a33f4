import SwiftParser
import SwiftSyntax

/// One file's bytes to its facts. Pure: no I/O, so it can be fed anything (tests, fuzzing).
public enum FileScanner {
    /// The outcome of scanning one file: its facts, or why it was skipped.
    public enum Outcome: Sendable, Equatable {
        case scanned(FileFacts)
        case skipped(Diagnostic)
    }

    public static func scan(path: String, bytes: [UInt8]) -> Outcome {
        guard isValidUTF8(bytes) else {
            return .skipped(Diagnostic(path: path, message: "file is not valid UTF-8; skipped"))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let collector = FactCollector(path: path, converter: converter)
            collector.walk(tree)
            return .scanned(collector.facts)
        }
    }

    /// Convenience for tests: scans source text.
    public static func scan(path: String, source: String) -> FileFacts? {
        if case .scanned(let facts) = scan(path: path, bytes: Array(source.utf8)) { return facts }
        return nil
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
