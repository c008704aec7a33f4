/// Close names for a mistyped root, by edit distance ignoring case.
package enum NameSuggester {
    /// Up to `limit` names, closest first, then alphabetical.
    package static func suggestions(for input: String, among names: [String], limit: Int = 3) -> [String] {
        let target = Array(input.lowercased().unicodeScalars)
        let threshold = max(2, target.count / 3)
        let scored = names.compactMap { name -> (Int, String)? in
            let distance = editDistance(target, Array(name.lowercased().unicodeScalars))
            return distance <= threshold ? (distance, name) : nil
        }
        return scored
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : String.utf8Order($0.1, $1.1) }
            .prefix(limit)
            .map(\.1)
    }

    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
