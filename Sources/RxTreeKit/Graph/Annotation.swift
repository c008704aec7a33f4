/// A note a style attaches to a node (the steps it emits) or to an edge (the events along it), of a kind
/// the style declares with its look in every format, as it declares node and edge kinds. Renderers, the
/// graph memo and module merging handle every annotation alike.
package struct Annotation: Hashable, Sendable {
    /// A value of an annotation; node names (`node`, `nodes`) are renamed with the nodes when modules merge.
    package enum Value: Hashable, Sendable {
        case text(String)
        case texts([String])
        case node(String)
        case nodes([String])
        /// A yes, a no, or "could not be told".
        case flag(Bool?)
    }

    package var kind: AnnotationKind
    /// The node it is on; for an annotation on an edge, the edge's source.
    package var node: String
    /// For an annotation on an edge: the edge's target.
    package var edgeTarget: String?
    package var values: [String: Value]
    package var location: SourceLocation?

    package init(kind: AnnotationKind, node: String, edgeTarget: String? = nil, values: [String: Value], location: SourceLocation? = nil) {
        self.kind = kind
        self.node = node
        self.edgeTarget = edgeTarget
        self.values = values
        self.location = location
    }

    package func text(_ key: String) -> String {
        switch values[key] {
        case .text(let text)?, .node(let text)?: return text
        default: return ""
        }
    }

    package func texts(_ key: String) -> [String] {
        switch values[key] {
        case .texts(let texts)?, .nodes(let texts)?: return texts
        default: return []
        }
    }

    package func flag(_ key: String) -> Bool? {
        if case .flag(let flag)? = values[key] { return flag }
        return nil
    }

    /// Every node it names: where it is, and the nodes its values name.
    package var nodeNames: [String] {
        var names = [node] + (edgeTarget.map { [$0] } ?? [])
        for key in values.keys.sorted() {
            switch values[key] {
            case .node(let name)?: names.append(name)
            case .nodes(let list)?: names += list
            default: break
            }
        }
        return names
    }

    /// The same annotation with every node name passed through `rename`.
    package func renamed(_ rename: (String) -> String) -> Annotation {
        var renamed = self
        renamed.node = rename(node)
        renamed.edgeTarget = edgeTarget.map(rename)
        for (key, value) in values {
            switch value {
            case .node(let name): renamed.values[key] = .node(rename(name))
            case .nodes(let list): renamed.values[key] = .nodes(list.map(rename))
            default: break
            }
        }
        return renamed
    }

    /// By node, edge target and kind, then as the kind orders its own, then by place.
    package static func precedes(_ lhs: Annotation, _ rhs: Annotation) -> Bool {
        if lhs.node != rhs.node { return String.utf8Order(lhs.node, rhs.node) }
        let lhsTarget = lhs.edgeTarget ?? "", rhsTarget = rhs.edgeTarget ?? ""
        if lhsTarget != rhsTarget { return String.utf8Order(lhsTarget, rhsTarget) }
        if lhs.kind.name != rhs.kind.name { return lhs.kind.name < rhs.kind.name }
        let lhsKey = lhs.kind.look.orderKey(lhs), rhsKey = rhs.kind.look.orderKey(rhs)
        if lhsKey != rhsKey { return lhsKey.lexicographicallyPrecedes(rhsKey, by: String.utf8Order) }
        switch (lhs.location, rhs.location) {
        case let (left?, right?): return left < right
        case (nil, _?): return true
        default: return false
        }
    }
}

/// An arrow an annotation on a node draws in the graph formats (dot, mermaid, json).
package struct AnnotationArrow: Sendable {
    package var to: String
    /// What the arrow says (`AppStep.friends`).
    package var label: String
    /// A problem the arrow shows (`dropped`): red in dot, said in mermaid.
    package var problem: String?
    /// json: the arrow as an edge of this kind, with these steps and fields besides its place.
    package var jsonKind: String
    package var steps: [String]
    package var fields: [String: Annotation.Value]

    package init(to: String, label: String, problem: String?, jsonKind: String, steps: [String], fields: [String: Annotation.Value]) {
        self.to = to
        self.label = label
        self.problem = problem
        self.jsonKind = jsonKind
        self.steps = steps
        self.fields = fields
    }
}

/// How a kind of annotation is shown, in every format.
package struct AnnotationLook: Sendable {
    /// The order of one node's (or edge's) annotations of the kind.
    package var orderKey: @Sendable (Annotation) -> [String]
    /// Text: the line under the node, or each label after the edge's target (`↓ InfoEvent.name`); on an
    /// edge, dot and mermaid add the same labels to the edge's.
    package var words: @Sendable (Annotation) -> [String]
    /// The arrows it draws from its node in the graph formats; none for an annotation on an edge.
    package var arrows: @Sendable (Annotation) -> [AnnotationArrow]
    /// json: the fields it adds to its edge (an annotation on an edge).
    package var edgeFields: @Sendable (Annotation) -> [String: Annotation.Value]

    package init(
        orderKey: @escaping @Sendable (Annotation) -> [String],
        words: @escaping @Sendable (Annotation) -> [String],
        arrows: @escaping @Sendable (Annotation) -> [AnnotationArrow] = { _ in [] },
        edgeFields: @escaping @Sendable (Annotation) -> [String: Annotation.Value] = { _ in [:] }
    ) {
        self.orderKey = orderKey
        self.words = words
        self.arrows = arrows
        self.edgeFields = edgeFields
    }
}

/// A kind of annotation a style declares (`NavigationStyle.annotationKinds`), shown on request
/// (`--show <name>`): one object per kind, compared by name, stored by name in the graph memo.
package final class AnnotationKind: Hashable, Sendable {
    package let name: String
    /// On edges (`Annotation.edgeTarget` set), else on nodes.
    package let isOnEdges: Bool
    package let look: AnnotationLook

    package init(name: String, isOnEdges: Bool, look: AnnotationLook) {
        self.name = name
        self.isOnEdges = isOnEdges
        self.look = look
    }

    package static func == (lhs: AnnotationKind, rhs: AnnotationKind) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
