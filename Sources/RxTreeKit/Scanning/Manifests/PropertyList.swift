/// A value of an old-style (OpenStep) ASCII property list, the format of `project.pbxproj`.
indirect enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// What `parse` read, and the first problem when it could not read everything.
    struct Parsed {
        var value: PropertyList?
        var error: ParseError?
    }

    struct ParseError: Equatable {
        var line: Int
        var column: Int
        var reason: String
    }

    /// Parses `bytes`, keeping every entry read before a problem (truncated or garbage input); never traps.
    static func parse(_ bytes: [UInt8]) -> Parsed {
        var parser = PropertyListParser(bytes: bytes)
        let value = parser.value(depth: 0)
        if parser.error == nil {
            parser.skipTrivia()
            if parser.index < bytes.count { parser.fail("unexpected text after the end") }
        }
        return Parsed(value: value, error: parser.error.map { parser.describe($0) })
    }
}

/// Recursive descent over the bytes; on the first error it stops reading and unwinds, each level
/// keeping what it has.
private struct PropertyListParser {
    /// Deeper nesting than any project file has; garbage could otherwise exhaust the stack.
    static let depthLimit = 100

    let bytes: [UInt8]
    var index = 0
    /// Offset and reason of the first problem.
    var error: (offset: Int, reason: String)?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func fail(_ reason: String) {
        if error == nil { error = (index, reason) }
    }

    func describe(_ error: (offset: Int, reason: String)) -> PropertyList.ParseError {
        let location = LineTable(bytes).location(ofOffset: error.offset)
        return PropertyList.ParseError(line: location.line, column: location.column, reason: error.reason)
    }

    /// Skips white space and `/* */` and `//` comments.
    mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index < bytes.count else { return fail("unterminated comment") }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func value(depth: Int) -> PropertyList? {
        guard depth < Self.depthLimit else {
            fail("nested too deeply")
            return nil
        }
        skipTrivia()
        guard error == nil else { return nil }
        guard index < bytes.count else {
            fail("unexpected end of file")
            return nil
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return dictionary(depth: depth)
        case UInt8(ascii: "("): return array(depth: depth)
        default: return string().map(PropertyList.string)
        }
    }

    private mutating func dictionary(depth: Int) -> PropertyList {
        index += 1
        var entries: [String: PropertyList] = [:]
        while true {
            skipTrivia()
            guard error == nil else { break }
            guard index < bytes.count else {
                fail("unexpected end of file in a dictionary")
                break
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            guard let key = string() else { break }
            skipTrivia()
            guard expect(UInt8(ascii: "="), "expected '=' after '\(key)'") else { break }
            guard let value = value(depth: depth + 1) else { break }
            entries[key] = value
            skipTrivia()
            guard expect(UInt8(ascii: ";"), "expected ';' after the value of '\(key)'") else { break }
        }
        return .dictionary(entries)
    }

    private mutating func array(depth: Int) -> PropertyList {
        index += 1
        var elements: [PropertyList] = []
        while true {
            skipTrivia()
            guard error == nil else { break }
            guard index < bytes.count else {
                fail("unexpected end of file in a list")
                break
            }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                break
            }
            guard let element = value(depth: depth + 1) else { break }
            elements.append(element)
            skipTrivia()
            guard error == nil, index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                fail("expected ',' or ')' in a list")
            }
        }
        return .array(elements)
    }

    private mutating func expect(_ byte: UInt8, _ reason: String) -> Bool {
        guard error == nil else { return false }
        guard index < bytes.count, bytes[index] == byte else {
            fail(reason)
            return false
        }
        index += 1
        return true
    }

    /// A quoted string with escapes, or an unquoted word.
    private mutating func string() -> String? {
        guard index < bytes.count else {
            fail("unexpected end of file")
            return nil
        }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") { return quoted(quote) }
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start else {
            fail("unexpected character")
            return nil
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Letters, digits and the punctuation unquoted words in project files use (paths, identifiers);
    /// bytes above ASCII so unquoted UTF-8 names read whole.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
             UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"), UInt8(ascii: "~"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private mutating func quoted(_ quote: UInt8) -> String? {
        let start = index
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == quote { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                // \Uxxxx: four hex digits, a UTF-16 unit; surrogates become U+FFFD.
                var scalar: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    scalar = scalar * 16 + digit
                    index += 1
                    digits += 1
                }
                text.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                text.append(UInt8(truncatingIfNeeded: value))
            default:
                text.append(escaped)
            }
        }
        index = start
        fail("unterminated string")
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
