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

    /// `(` left open make swift-syntax's lookahead scan the rest of the file again and again: 400 of
    /// them (`(_ a(` repeated, found by fuzzing) take 20 s, 128 take 0.1 s. Code that compiles has none.
    static let maximumOpenParentheses = 64

    /// swift-syntax's lexer rescans a run of `#` from each of its `#`: 40,000 in a row take 1.8 s,
    /// 200,000 nearly a minute. Code has a few at most (`#if`, `##"raw"##`).
    static let maximumHashRun = 64

    /// Why a file cannot be parsed in reasonable time, found with a byte scan of its code (comments and
    /// strings skipped); nil when it can.
    static func unparseable(path: String, bytes: [UInt8]) -> Diagnostic? {
        let nesting = CodeNesting(bytes)
        if nesting.deepestBracket > maximumBracketDepth {
            return Diagnostic(path: path, message: "file nests '[' \(nesting.deepestBracket) levels deep, more than swift-syntax parses in reasonable time (\(maximumBracketDepth)); skipped")
        }
        if nesting.openParentheses > maximumOpenParentheses {
            return Diagnostic(path: path, message: "file leaves \(nesting.openParentheses) '(' unclosed, more than swift-syntax parses in reasonable time (\(maximumOpenParentheses)); skipped")
        }
        if nesting.longestHashRun > maximumHashRun {
            return Diagnostic(path: path, message: "file has \(nesting.longestHashRun) '#' in a row, more than swift-syntax parses in reasonable time (\(maximumHashRun)); skipped")
        }
        return nil
    }

    /// Parses bytes already known to be valid UTF-8.
    static func facts(path: String, validUTF8 bytes: [UInt8]) -> FileFacts {
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let collector = FactCollector(path: path, source: buffer)
            collector.walk(tree)
            return collector.facts
        }
    }

    /// Convenience for tests: scans source text.
    public static func scan(path: String, source: String) -> FileFacts? {
        if case .scanned(let facts) = scan(path: path, bytes: Array(source.utf8)) { return facts }
        return nil
    }

    /// Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
    /// Source is mostly ASCII with a `©` here and there: ASCII goes eight bytes at a time, and each
    /// other sequence is checked where it stands, not by decoding the whole file.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                if index + 8 <= count,
                   UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                // The allowed range of the second byte narrows for E0, ED, F0 and F4.
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return false
                }
                guard index + length <= count, (low...high).contains(buffer[index + 1]) else { return false }
                for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return false }
                index += length
            }
            return true
        }
    }
}
