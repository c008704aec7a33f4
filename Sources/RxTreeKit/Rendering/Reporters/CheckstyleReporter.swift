/// Checkstyle XML 4.3: one `<file>` per path in sorted order, one `<error>` per finding, always a whole document.
enum CheckstyleReporter {
    static func render(_ findings: [Finding]) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byPath = Dictionary(grouping: findings, by: \.location.path)
        for path in byPath.keys.sorted() {
            output += "    <file name=\"\(escape(path))\">\n"
            for finding in byPath[path] ?? [] {
                output += "        <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" severity=\"warning\""
                output += " message=\"\(escape(finding.message))\" source=\"rxtree.\(escape(finding.rule.rawValue))\"/>\n"
            }
            output += "    </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    /// An attribute value that reads back as written: markup escaped, line breaks and tabs as character
    /// references (a parser turns literal ones into spaces), and characters XML 1.0 forbids as U+FFFD.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
