/// One `--exclude` or `--include` pattern, matched against a path relative to the scanned directory
/// with `/` separators: `*` matches any characters within one path component, `?` one character, a
/// component that is exactly `**` any number of components (none too); every other character
/// matches itself. A pattern matches a file when it matches the file's whole path or the path of one
/// of its folders, so `Demo` and `Demo/**` both stand for everything under `Demo/`.
package struct PathGlob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as given, for messages and `--print-config`.
    package let description: String
    private let segments: [Segment]
    /// The UTF-8 path the pattern names when it has no wildcard (`Demo/Old`), components joined by `/`.
    fileprivate let literalPath: [UInt8]?

    private enum Segment: Hashable, Sendable {
        case anyComponents
        case component([Unicode.Scalar])
    }

    /// Nil when the pattern is empty: it would mean nothing, so it is a mistake.
    package init?(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        guard !text.isEmpty else { return nil }
        description = pattern
        let components = text.split(separator: "/", omittingEmptySubsequences: true)
        segments = components.map { component in
            component == "**" ? .anyComponents : .component(Array(component.unicodeScalars))
        }
        let isLiteral = !components.contains { $0 == "**" || $0.unicodeScalars.contains { $0 == "*" || $0 == "?" } }
        literalPath = isLiteral ? Array(components.joined(separator: "/").utf8) : nil
    }

    /// Whether the pattern matches `path` itself or one of its folders.
    package func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        return matchingPrefixLengths(of: components).contains(true)
    }

    /// For each n from 0 to `components.count`, whether the pattern matches the first n components:
    /// one pass over the components with the set of pattern positions reached, like a
    /// nondeterministic automaton, so no input takes more than segments × components steps.
    private func matchingPrefixLengths(of components: [[Unicode.Scalar]]) -> [Bool] {
        var reached = closure(of: [0])
        var result = [reached[segments.count]]
        for component in components {
            var next = [Bool](repeating: false, count: segments.count + 1)
            for position in segments.indices where reached[position] {
                switch segments[position] {
                case .anyComponents: next[position] = true
                case .component(let pattern):
                    if Self.component(component, matches: pattern) { next[position + 1] = true }
                }
            }
            reached = closure(of: next.indices.filter { next[$0] })
            result.append(reached[segments.count])
        }
        return result
    }

    /// The positions reached, plus those after each `**` reached, as it may match no component.
    private func closure(of positions: [Int]) -> [Bool] {
        var reached = [Bool](repeating: false, count: segments.count + 1)
        for start in positions {
            var position = start
            reached[position] = true
            while position < segments.count, segments[position] == .anyComponents {
                position += 1
                reached[position] = true
            }
        }
        return reached
    }

    /// `*` and `?` within one component: the usual greedy match that backs up only to the last `*`,
    /// so it takes at most name × pattern steps.
    static func component(_ name: [Unicode.Scalar], matches pattern: [Unicode.Scalar]) -> Bool {
        var nameIndex = 0
        var patternIndex = 0
        var lastStar: Int?
        var nameAfterStar = 0
        while nameIndex < name.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                lastStar = patternIndex
                patternIndex += 1
                nameAfterStar = nameIndex
            } else if patternIndex < pattern.count, pattern[patternIndex] == "?" || pattern[patternIndex] == name[nameIndex] {
                patternIndex += 1
                nameIndex += 1
            } else if let star = lastStar {
                patternIndex = star + 1
                nameAfterStar += 1
                nameIndex = nameAfterStar
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}

/// Which discovered files are scanned: those no exclude matches and, when there are includes, that
/// one include matches. Applied on top of the folders discovery always skips.
package struct PathFilter: Hashable, Sendable {
    package let excludes: [PathGlob]
    package let includes: [PathGlob]
    private let excluded: PatternSet
    private let included: PatternSet

    package init(excludes: [PathGlob] = [], includes: [PathGlob] = []) {
        self.excludes = excludes
        self.includes = includes
        excluded = PatternSet(excludes)
        included = PatternSet(includes)
    }

    /// True when the filter lets every file through.
    package var isEmpty: Bool { excludes.isEmpty && includes.isEmpty }

    /// Whether the file at `path` (relative to the scanned directory) is scanned.
    package func admits(_ path: String) -> Bool {
        if excluded.matches(path) { return false }
        return includes.isEmpty || included.matches(path)
    }
}

/// Patterns as matched: those without a wildcard (most, and all of a long generated list) looked up by
/// the file's path and its folders' paths, so a file costs its depth, not the number of patterns; the
/// others one by one.
private struct PatternSet: Hashable, Sendable {
    private var literalPaths = Set<[UInt8]>()
    private var wildcards: [PathGlob] = []

    init(_ globs: [PathGlob]) {
        for glob in globs {
            if let literal = glob.literalPath { literalPaths.insert(literal) } else { wildcards.append(glob) }
        }
    }

    func matches(_ path: String) -> Bool {
        if !literalPaths.isEmpty {
            // The path and each of its folders, components joined by one `/`, as the patterns are.
            var prefix: [UInt8] = []
            for component in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
                if !prefix.isEmpty { prefix.append(UInt8(ascii: "/")) }
                prefix += component
                if literalPaths.contains(prefix) { return true }
            }
        }
        return wildcards.contains { $0.matches(path) }
    }
}
