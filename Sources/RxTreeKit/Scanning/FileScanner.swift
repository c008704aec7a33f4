import SwiftParser
import SwiftSyntax

/// One file's bytes to its facts. Pure: no I/O, so it can be fed anything (tests, fuzzing).
public enum FileScanner {
    /// The outcome of scanning one file: its facts, or why it was skipped.
    public enum Outcome: Sendable, Equatable {
        case scanned(FileFacts)
        case skipped(Diagnostic)
    }

    static let invalidUTF8Message = "file is not valid UTF-8; skipped"

    public static func scan(path: String, bytes: [UInt8]) -> Outcome {
        guard isValidUTF8(bytes) else {
            return .skipped(Diagnostic(path: path, message: invalidUTF8Message))
        }
        if let problem = unparseable(path: path, bytes: bytes) { return .skipped(problem) }
        return .scanned(facts(path: path, validUTF8: bytes))
    }

    /// swift-syntax 603 parses `[` nested N deep in time exponential in N (each level is tried as an
    /// inline-array type, then parsed again): 24 levels take seconds, 40 would take days.
    static let maximumBracketDepth = 16

    /// Why a file cannot be parsed in reasonable time, found with a byte scan; nil when it can.
    static func unparseable(path: String, bytes: [UInt8]) -> Diagnostic? {
        var depth = 0
        var deepest = 0
        for byte in bytes {
            if byte == UInt8(ascii: "[") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: "]"), depth > 0 {
                depth -= 1
            }
        }
        guard deepest > maximumBracketDepth else { return nil }
        return Diagnostic(path: path, message: "file nests '[' \(deepest) levels deep, more than swift-syntax parses in reasonable time (\(maximumBracketDepth)); skipped")
    }

    /// Parses bytes already known to be valid UTF-8.
    static func facts(path: String, validUTF8 bytes: [UInt8]) -> FileFacts {
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let collector = FactCollector(path: path, lines: LineTable(buffer))
            collector.walk(tree)
            return collector.facts
        }
    }

    /// Convenience for tests: scans source text.
    public static func scan(path: String, source: String) -> FileFacts? {
        if case .scanned(let facts) = scan(path: path, bytes: Array(source.utf8)) { return facts }
        return nil
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        // Most source is ASCII: check eight bytes at a time before decoding.
        let isASCII = bytes.withUnsafeBytes { buffer -> Bool in
            var index = 0
            while index + 8 <= buffer.count {
                if buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                index += 8
            }
            while index < buffer.count {
                if buffer[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
        if isASCII { return true }
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
