/// A unified diff of two texts, as `diff -u` prints it, with three lines of context.
package enum UnifiedDiff {
    /// The most lines added plus removed a diff shows. Past it a diff is no help to read, and aligning
    /// it costs time quadratic in its size (64,000 lines against a few took 20 s): one line says where
    /// the texts first differ instead.
    package static let maximumChanges = 2_000

    /// Empty when the texts are equal. Lines are aligned by the standard library's
    /// `difference(from:)`, as they always were, but only once a first pass has found the texts at most
    /// `maximumChanges` changes apart within a budget of comparisons linear in their length: past
    /// either, the diff is one line, `a and b differ from line N on; too many changes to show as a diff`.
    /// Control characters in lines and names are escaped (`escapingControlCharacters`).
    package static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        guard oldLines != newLines else { return "" }
        let (oldIDs, newIDs) = interned(oldLines, newLines)
        guard isWithinBudget(from: oldIDs, to: newIDs) else {
            let same = zip(oldIDs, newIDs).prefix { $0 == $1 }.count
            return "\(oldName.escapingControlCharacters) and \(newName.escapingControlCharacters) differ from line \(same + 1) on; "
                + "too many changes to show as a diff\n"
        }
        var removed = [Bool](repeating: false, count: oldLines.count)
        var inserted = [Bool](repeating: false, count: newLines.count)
        for change in newIDs.difference(from: oldIDs) {
            switch change {
            case .remove(let offset, _, _): removed[offset] = true
            case .insert(let offset, _, _): inserted[offset] = true
            }
        }

        // The whole alignment: each line with its kind and its numbers in the old and new text.
        var script: [(kind: Character, text: Substring, old: Int, new: Int)] = []
        var i = 0
        var j = 0
        while i < oldLines.count || j < newLines.count {
            if i < oldLines.count, removed[i] {
                script.append(("-", oldLines[i], i, j))
                i += 1
            } else if j < newLines.count, inserted[j] {
                script.append(("+", newLines[j], i, j))
                j += 1
            } else {
                script.append((" ", oldLines[i], i, j))
                i += 1
                j += 1
            }
        }

        var output = "--- \(oldName.escapingControlCharacters)\n+++ \(newName.escapingControlCharacters)\n"
        let changed = script.indices.filter { script[$0].kind != " " }
        var hunkStart = 0
        while hunkStart < changed.count {
            // Extend the hunk while the next change is within twice the context.
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context {
                hunkEnd += 1
            }
            let first = max(0, changed[hunkStart] - context)
            let last = min(script.count - 1, changed[hunkEnd] + context)
            let slice = script[first...last]
            let oldCount = slice.filter { $0.kind != "+" }.count
            let newCount = slice.filter { $0.kind != "-" }.count
            let oldStart = oldCount == 0 ? script[first].old : script[first].old + 1
            let newStart = newCount == 0 ? script[first].new : script[first].new + 1
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in slice {
                output += "\(line.kind)\(String(line.text).escapingControlCharacters)\n"
            }
            hunkStart = hunkEnd + 1
        }
        return output
    }

    /// Each line as a number, equal lines equal numbers, so that aligning compares integers.
    private static func interned(_ old: [Substring], _ new: [Substring]) -> ([Int32], [Int32]) {
        var numbers: [Substring: Int32] = [:]
        func number(_ line: Substring) -> Int32 {
            if let known = numbers[line] { return known }
            let next = Int32(numbers.count)
            numbers[line] = next
            return next
        }
        return (old.map(number), new.map(number))
    }

    /// Whether `b` is at most `maximumChanges` lines added and removed away from `a`, found within a
    /// budget of comparisons linear in their length: Myers' greedy descent, keeping only the furthest
    /// point of each diagonal at the current depth, so it takes space linear in `maximumChanges`.
    static func isWithinBudget(from a: [Int32], to b: [Int32]) -> Bool {
        let n = a.count
        let m = b.count
        let maximumDepth = min(n + m, maximumChanges)
        var budget = 16 * (n + m) + 16_000_000
        // furthest[k + offset]: the furthest x reached on diagonal k (x - y = k).
        let offset = maximumDepth + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        for depth in 0...maximumDepth {
            for k in stride(from: -depth, through: depth, by: 2) {
                // Down (an insertion) from diagonal k + 1, or right (a removal) from k - 1.
                let down = k == -depth || (k != depth && furthest[k - 1 + offset] < furthest[k + 1 + offset])
                var x = down ? furthest[k + 1 + offset] : furthest[k - 1 + offset] + 1
                var y = x - k
                let start = x
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                budget -= 1 + x - start
                guard budget > 0 else { return false }
                furthest[k + offset] = x
                if x >= n, y >= m { return true }
            }
        }
        return false
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
