/// A unified diff of two texts, as `diff -u` prints it, with three lines of context.
public enum UnifiedDiff {
    /// Empty when the texts are equal.
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        guard oldLines != newLines else { return "" }
        let difference = newLines.difference(from: oldLines)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }

        // The whole alignment: each line with its kind and its numbers in the old and new text.
        var script: [(kind: Character, text: String, old: Int, new: Int)] = []
        var i = 0
        var j = 0
        while i < oldLines.count || j < newLines.count {
            if i < oldLines.count, removed.contains(i) {
                script.append(("-", oldLines[i], i, j))
                i += 1
            } else if j < newLines.count, inserted.contains(j) {
                script.append(("+", newLines[j], i, j))
                j += 1
            } else {
                script.append((" ", oldLines[i], i, j))
                i += 1
                j += 1
            }
        }

        var output = "--- \(oldName)\n+++ \(newName)\n"
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
                output += "\(line.kind)\(line.text)\n"
            }
            hunkStart = hunkEnd + 1
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
