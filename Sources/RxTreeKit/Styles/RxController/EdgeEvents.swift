/// What travels along a child view controller edge between the two view models: events the parent sends
/// and the child receives (`down`), and the other way (`up`), by identifier, sorted. Noted on the edge;
/// `--show events` (`--events`) shows it.
enum EdgeEvents {
    static let kind = AnnotationKind(name: "events", isOnEdges: true, look: AnnotationLook(
        orderKey: { _ in [] },
        words: { $0.texts("down").map { "↓ \($0)" } + $0.texts("up").map { "↑ \($0)" } },
        edgeFields: { ["down": .texts($0.texts("down")), "up": .texts($0.texts("up"))] }
    ))

    static func annotation(from: String, to: String, down: [String], up: [String]) -> Annotation {
        Annotation(kind: kind, node: from, edgeTarget: to, values: ["down": .texts(down), "up": .texts(up)])
    }
}
