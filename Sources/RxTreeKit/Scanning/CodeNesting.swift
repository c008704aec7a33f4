/// How deeply a file nests `[` (and all brackets together), how many `(` it leaves open and its longest
/// run of `#`, counted in code only.
///
/// swift-syntax's slow cases are about tokens, so comments and string literals are skipped: strings
/// hold brackets that are not tokens (ANSI colour codes such as `"\u{1B}[31m"`, log samples). This
/// is a byte scan that decides whether to parse a file at all, not a lexer: regex literals count as
/// code, and it only has to be right about code that compiles.
struct CodeNesting {
    /// The deepest `[` nesting.
    var deepestBracket = 0
    /// `(` not closed by the end of the file.
    var openParentheses = 0
    /// The longest run of `#` that opens no raw string.
    var longestHashRun = 0
    /// The deepest nesting of `(`, `[` and `{` together, and the byte offset where it is first reached.
    var deepestNesting = 0
    var deepestNestingOffset = 0
    /// The longest run of `[` with only white space between inside a block comment or multi-line
    /// string left open to the end of the file: swift-syntax's lexer may not take malformed bytes there
    /// for a comment or a string (found by fuzzing), so those brackets may be code to it.
    var longestBracketRun = 0

    init(_ bytes: [UInt8]) {
        let scanner = bytes.withUnsafeBufferPointer { source in
            var scanner = Scanner(source)
            scanner.run()
            return scanner
        }
        deepestBracket = scanner.deepestBracket
        openParentheses = scanner.parenthesisDepth
        longestHashRun = scanner.longestHashRun
        deepestNesting = scanner.deepestNesting
        deepestNestingOffset = scanner.deepestNestingOffset
        var run = 0
        for byte in bytes[(scanner.unterminatedFrom ?? bytes.count)...] {
            switch byte {
            case UInt8(ascii: "["):
                run += 1
                longestBracketRun = max(longestBracketRun, run)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break
            default:
                run = 0
            }
        }
    }

    fileprivate struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var bracketDepth = 0
        var deepestBracket = 0
        var parenthesisDepth = 0
        var braceDepth = 0
        var longestHashRun = 0
        var deepestNesting = 0
        var deepestNestingOffset = 0
        /// Interpolations being scanned, innermost last: the string to resume when the `(` that
        /// opened one closes, and the parenthesis depth of the code around it.
        var interpolations: [(string: StringDelimiter, outerDepth: Int)] = []
        /// Where a block comment or a multi-line string that the file never closes opens.
        var unterminatedFrom: Int?
        /// The comments passed over that begin their line, in order, when asked for (`CodeComments`): `//` to the
        /// line's end, and each outermost `/* */` that closes.
        var comments: [Range<Int>]?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The bytes `run` looks at: the rest of a file (most of it) is passed over without its switch.
        private static let isNoted: [Bool] = (0...255).map { byte in
            Array("{}[]()/\"#".utf8).contains(UInt8(byte))
        }
        /// Those that open a comment or a string: all a scan for comments alone looks at outside interpolations.
        private static let opensCommentOrString: [Bool] = (0...255).map { byte in
            Array("/\"#".utf8).contains(UInt8(byte))
        }

        /// With `commentsOnly`, brackets outside interpolations are passed over: the nesting is not counted.
        mutating func run(commentsOnly: Bool = false) {
            Self.isNoted.withUnsafeBufferPointer { isNoted in
                Self.opensCommentOrString.withUnsafeBufferPointer { opens in
                    while index < bytes.count {
                        let noted: UnsafeBufferPointer<Bool>
                        if commentsOnly, interpolations.isEmpty {
                            noted = opens
                            // Eight bytes at a time past those that open neither: most of a line of code.
                            while index + 8 <= bytes.count, case let word = ByteWord(at: bytes.baseAddress! + index),
                                  !word.contains(UInt8(ascii: "/")), !word.contains(UInt8(ascii: "\"")), !word.contains(UInt8(ascii: "#")) {
                                index += 8
                            }
                        } else {
                            noted = isNoted
                        }
                        while index < bytes.count, !noted[Int(bytes[index])] { index += 1 }
                        guard index < bytes.count else { return }
                        step()
                    }
                }
            }
        }

        private mutating func step() {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                braceDepth += 1
                noteNesting()
                index += 1
            case UInt8(ascii: "}"):
                braceDepth = max(0, braceDepth - 1)
                index += 1
            case UInt8(ascii: "["):
                bracketDepth += 1
                deepestBracket = max(deepestBracket, bracketDepth)
                noteNesting()
                index += 1
            case UInt8(ascii: "]"):
                bracketDepth = max(0, bracketDepth - 1)
                index += 1
            case UInt8(ascii: "("):
                parenthesisDepth += 1
                noteNesting()
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if let innermost = interpolations.last, innermost.outerDepth == parenthesisDepth - 1 {
                    // The `)` of `\(...)`: back into the string around it.
                    interpolations.removeLast()
                    parenthesisDepth -= 1
                    skipString(innermost.string)
                } else {
                    parenthesisDepth = max(0, parenthesisDepth - 1)
                }
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                let start = index
                while index + 8 <= bytes.count, !ByteWord(at: bytes.baseAddress! + index).contains(UInt8(ascii: "\n")) { index += 8 }
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                if comments != nil, beginsLine(start) { comments?.append(start..<index) }
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                let start = index
                if skipBlockComment(), comments != nil, beginsLine(start) { comments?.append(start..<index) }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var quote = index
                while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
                guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else {
                    longestHashRun = max(longestHashRun, quote - index)
                    index = quote  // `#if`, `#selector`: a run of `#` is passed over once
                    return
                }
                let isMultiline = quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
                let string = StringDelimiter(hashes: quote - index, isMultiline: isMultiline)
                index += string.openingLength
                skipString(string)
            default:
                index += 1
            }
        }

        /// After an opening bracket at `index`: the deepest nesting so far, and where.
        private mutating func noteNesting() {
            let nesting = bracketDepth + parenthesisDepth + braceDepth
            if nesting > deepestNesting {
                deepestNesting = nesting
                deepestNestingOffset = index
            }
        }

        /// Whether only spaces and tabs come before `offset` on its line.
        private func beginsLine(_ offset: Int) -> Bool {
            var before = offset
            while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
            return before == 0 || bytes[before - 1] == UInt8(ascii: "\n") || bytes[before - 1] == UInt8(ascii: "\r")
        }

        private func next(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// `/* ... */`, which nest in Swift; false when the file never closes it.
        private mutating func skipBlockComment() -> Bool {
            let start = index
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return true }
                } else {
                    index += 1
                }
            }
            if unterminatedFrom == nil { unterminatedFrom = start }
            return false
        }

        /// Skips to the end of the string, or into an interpolation (the scan goes on as code).
        private mutating func skipString(_ string: StringDelimiter) {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), matchesHashes(string.hashes, at: index + 1) {
                    index += 1 + string.hashes
                    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                        index += 1
                        interpolations.append((string, parenthesisDepth))
                        parenthesisDepth += 1
                        return
                    }
                    index += 1  // the escaped character
                } else if byte == UInt8(ascii: "\""), closes(string, at: index) {
                    index += string.openingLength
                    return
                } else if byte == UInt8(ascii: "\n"), !string.isMultiline {
                    return  // an unterminated single-line string ends at the line's end
                } else {
                    index += 1
                }
            }
            if string.isMultiline, unterminatedFrom == nil { unterminatedFrom = start }
        }

        /// Whether the `"` at `index` closes the string: `"""` for a multi-line one, then its hashes.
        private func closes(_ string: StringDelimiter, at index: Int) -> Bool {
            let quotes = string.isMultiline ? 3 : 1
            guard index + quotes <= bytes.count else { return false }
            for offset in 1..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
            return matchesHashes(string.hashes, at: index + quotes)
        }

        private func matchesHashes(_ count: Int, at start: Int) -> Bool {
            guard start + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[start + $0] == UInt8(ascii: "#") }
        }
    }

    /// `"`, `"""`, `#"`, `##"""` and so on.
    fileprivate struct StringDelimiter {
        var hashes: Int
        var isMultiline: Bool

        var openingLength: Int { hashes + (isMultiline ? 3 : 1) }
    }
}

/// Where a file's comments that begin their line are (file headers, doc comments), by the same scan of code as
/// `CodeNesting`: a `//` in a string opens none. Comments hold no fact, so the byte filter and the identifiers it
/// checks pass over them (`Relevance`). Not counted, as code: a comment after code on its line, as this scan
/// takes a regex literal for code and a `//` in one (`/https:\/\//`) for a comment; and a block comment the
/// file never closes, as swift-syntax may read some of it as code.
package struct CodeComments {
    /// In order, none overlapping.
    package let ranges: [Range<Int>]

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var scanner = CodeNesting.Scanner(bytes)
        scanner.comments = []
        scanner.run(commentsOnly: true)
        ranges = scanner.comments ?? []
    }

    /// Where the comment holding `offset` ends, or nil when `offset` is outside every comment.
    package func end(ofCommentAround offset: Int) -> Int? {
        // The first comment ending after `offset`.
        let low = partitionPoint(count: ranges.count) { ranges[$0].upperBound <= offset }
        return low < ranges.count && ranges[low].contains(offset) ? ranges[low].upperBound : nil
    }
}
