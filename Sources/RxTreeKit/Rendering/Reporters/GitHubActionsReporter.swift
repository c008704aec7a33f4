/// One `::warning file=…,line=…,col=…,title=rxtree RULE::message` workflow command per finding.
enum GitHubActionsReporter {
    static func render(_ findings: [Finding]) -> String {
        findings.map { finding in
            let properties = [
                "file=\(escapeProperty(finding.location.path))",
                "line=\(finding.location.line)",
                "col=\(finding.location.column)",
                "title=\(escapeProperty("rxtree \(finding.rule.rawValue)"))",
            ]
            return "::warning \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
        }.joined()
    }

    /// The runner's own escaping (actions/toolkit `escapeData`): a line break would end the command.
    static func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// `escapeProperty`: a property also ends at `,` and the properties at `:`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// By scalar, since `\r\n` is one Character and would match neither. Other control characters
    /// (an escape sequence in a file name) are shown as Swift writes them, as in every log rxtree writes:
    /// the runner passes them to the log raw.
    private static func escape(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if let replacement = table.first(where: { $0.0 == scalar })?.1 {
                escaped += replacement
            } else {
                escaped += String(scalar).escapingControlCharacters
            }
        }
        return escaped
    }
}
