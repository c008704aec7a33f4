extension String {
    /// The text with every character that could act on a terminal or a log escaped the way Swift writes
    /// it (`\n`, `\r`, `\t`, else `\u{1b}`): C0 and C1 control characters and DEL, the line and paragraph
    /// separators, and the bidirectional controls. A file or type name then cannot move the cursor, clear
    /// the screen, retitle the window, reorder what is shown, or end a warning's line and start a spoofed
    /// `path:line:` one. The one escape for every human-facing output (text trees, `--list`, warnings,
    /// errors, the `--check` diff); text without such characters comes back unchanged, so escaping twice
    /// is escaping once.
    package var escapingControlCharacters: String {
        guard Self.mayNeedEscape(utf8) else { return self }
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where Self.needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether any byte is outside printable ASCII: over the contiguous bytes where a string has them, as
    /// a generic walk of the UTF-8 view cost more than writing every warning of a graph.
    private static func mayNeedEscape(_ utf8: String.UTF8View) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 &- 0x20 >= 0x5F }
        }
        return found ?? utf8.contains { $0 &- 0x20 >= 0x5F }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Line and paragraph separators; Arabic letter mark, left-to-right and right-to-left marks,
        // embeddings, overrides and isolates.
        case 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
