/// Names whose declaration, or more of it, in a file not parsed yet could change an answer of the
/// model: types and globals looked up in vain, and types whose members were consulted. Every query
/// hands back the needs of its answer, so the pipeline knows which filtered files to parse next;
/// nothing is collected behind the caller's back.
struct Needs: Sendable {
    private(set) var names: Set<String> = []
    /// Set on the needs a memo keeps (`memoised(as:)`), unique to that memo entry.
    private var token: Int?
    /// The memo entries whose needs are already among `names`: a memo hit asked again adds nothing, so
    /// a class thousands deep whose chain is consulted again and again costs its names once, not each time.
    private var absorbed: Set<Int> = []

    mutating func insert(_ name: String) {
        names.insert(name)
    }

    mutating func formUnion(_ other: Needs) {
        if let token = other.token, !absorbed.insert(token).inserted { return }
        if !other.names.isEmpty { names.formUnion(other.names) }
    }

    /// These needs as a memo keeps them, `token` unique to the entry (`ProjectIndex.memoised`).
    func memoised(as token: Int) -> Needs {
        var kept = Needs()
        kept.names = names
        kept.token = token
        return kept
    }
}
