/// A step (or route) a node emits, itself or through its stepper, and where it leads: the flow that
/// receives it and what that flow contributes for it. Noted on the emitting node; `--show emitters`
/// (`--emitters`) shows it.
enum StepEmission {
    static let kind = AnnotationKind(name: "emitters", isOnEdges: false, look: AnnotationLook(
        orderKey: { [$0.text("step"), $0.text("flow")] },
        words: { [text($0)] },
        // From the emitting node to each node the receiving flow contributes for the step, or to that flow
        // when it contributes none (or drops the step).
        arrows: { emission in
            let targets = emission.texts("to").isEmpty ? [emission.text("flow")] : emission.texts("to")
            return targets.map { target in
                AnnotationArrow(
                    to: target, label: emission.text("step"), problem: emission.flag("handled") == false ? "dropped" : nil,
                    jsonKind: "step", steps: [emission.text("step")],
                    fields: ["flow": emission.values["flow"] ?? .flag(nil), "handled": .flag(emission.flag("handled"))]
                )
            }
        }
    ))

    /// `handled` is nil when the flow's `navigate(to:)` cannot be read (an `adapt(step:)`, one outside the
    /// project); `to` is empty when the flow contributes nothing for the step or drops it.
    static func annotation(from node: String, step: String, flow: String, to: [String], handled: Bool?, location: SourceLocation) -> Annotation {
        Annotation(
            kind: kind, node: node, values: ["step": .text(step), "flow": .node(flow), "to": .nodes(to), "handled": .flag(handled)],
            location: location
        )
    }

    /// `↳ AppStep.friends → FriendsFlow (ProfileFlow)`: the step, what the flow receiving it contributes
    /// for it, and that flow; or that the flow handles it with no contribution, or drops it.
    private static func text(_ emission: Annotation) -> String {
        let arrow = "↳ \(emission.text("step")) → "
        let flow = emission.text("flow")
        switch emission.flag("handled") {
        case false?: return arrow + "dropped by \(flow)"
        case nil: return arrow + "\(flow) (not checked)"
        case true?: if emission.texts("to").isEmpty { return arrow + "handled by \(flow)" }
        }
        return arrow + emission.texts("to").joined(separator: ", ") + " (\(flow))"
    }
}
