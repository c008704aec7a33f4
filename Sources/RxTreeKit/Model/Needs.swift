/// Names whose declaration, or more of it, in a file not parsed yet could change an answer of the
/// model: types and globals looked up in vain, and types whose members were consulted. Every query
/// hands back the needs of its answer, so the pipeline knows which filtered files to parse next;
/// nothing is collected behind the caller's back.
struct Needs: Sendable {
    private(set) var names: Set<String> = []

    mutating func insert(_ name: String) {
        names.insert(name)
    }

    /// Memoised answers hand their needs back at every hit, mostly to needs that are empty or already
    /// hold them: the empty side takes the other's set as it is, and the smaller set is inserted into the larger.
    mutating func formUnion(_ other: Needs) {
        if other.names.isEmpty { return }
        if names.isEmpty {
            names = other.names
        } else if names.count < other.names.count {
            var merged = other.names
            merged.formUnion(names)
            names = merged
        } else {
            names.formUnion(other.names)
        }
    }
}
