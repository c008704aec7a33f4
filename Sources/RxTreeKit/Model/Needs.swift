/// Names whose declaration, or more of it, in a file not parsed yet could change an answer of the
/// model: types and globals looked up in vain, and types whose members were consulted. Every query
/// hands back the needs of its answer, so the pipeline knows which filtered files to parse next;
/// nothing is collected behind the caller's back.
struct Needs: Sendable {
    private(set) var names: Set<String> = []

    mutating func insert(_ name: String) {
        names.insert(name)
    }

    mutating func formUnion(_ other: Needs) {
        if !other.names.isEmpty { names.formUnion(other.names) }
    }
}
