/// UIKit view controller containment: classes inheriting from a view controller (UIKit's, or
/// RxController's `RxViewController`) are nodes, and `addChild` between them is an edge.
struct ContainmentStyle: NavigationStyle {
    static let name = "UIKit"
    var name: String { Self.name }
    /// `Controller` rather than `ViewController`, so subclasses of `UITabBarController` and friends count.
    let keywords = ["Controller", "addChild"]
    let callNames: Set<String> = ["addChild", "addChildViewController"]
    /// RxController's; UIKit's all carry an Apple prefix (see `FrameworkNames`).
    let frameworkNames: Set<String> = ["RxViewModel"]
    let abstractTypes: Set<String> = ["Any", "AnyObject", "UIViewController", "RxViewController", "NSObject"]
    let nodeKinds: [NodeKind] = [.viewController]
    let edgeKinds: [EdgeKind] = [.child]

    func isNavigationCall(_ call: CallFact) -> Bool {
        KnownSignatures.isChildAddition(call)
    }

    /// `addChild` on something that is no view controller: RxController's view models, a coordinator's children.
    static let notAViewController = CallOutcome("not-a-view-controller", "adds to something that is no view controller")

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel
        private var viewControllerMemo: [String: Bool] = [:]

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? {
            isViewController(type, needs: &needs) ? .viewController : nil
        }

        /// Inherits, through project classes, from `RxViewController`, a UIKit view controller, or any
        /// framework class whose name ends in `ViewController`.
        private func isViewController(_ name: String, needs: inout Needs) -> Bool {
            // Iterative, so a hierarchy thousands of classes deep needs no deep stack; every class on the
            // way gets the answer, so each is walked once.
            var path: [String] = []
            var current = name
            var result = false
            while true {
                if let known = viewControllerMemo[current] {
                    result = known
                    break
                }
                path.append(current)
                // A class met again on the way (an inheritance cycle) reads as no.
                viewControllerMemo[current] = false
                guard let info = model.index.types[current], info.kind == .class, let superclass = info.inheritance.first else { break }
                guard let type = model.index.lookupType(superclass, from: current, needs: &needs) else {
                    let last = String(superclass.lastDottedComponent)
                    result = KnownSignatures.isFrameworkViewController(last)
                    break
                }
                current = type
            }
            for type in path { viewControllerMemo[type] = result }
            return result
        }

        func drawEdges(into draft: inout GraphDraft) {
            var handed: Set<String> = []
            for (owner, body) in model.index.bodiesInOrder {
                for call in body.calls where KnownSignatures.isChildAddition(call) {
                    // A child a view controller's own function is handed (`embed(_ child:)`) is read where
                    // that function is called (`drawPassedChildren`).
                    if let owner, draft.kind(of: owner) == .viewController, Self.addsToItself(call), call.firstArgument.dependsOnParameter {
                        handed.insert(owner)
                        continue
                    }
                    addChild(call, in: owner, scope: TypeInference.Scope(owner: owner), to: &draft)
                }
            }
            for viewController in handed.sorted(by: String.utf8Order) {
                drawPassedChildren(of: viewController, into: &draft)
            }
        }

        /// `addChild(x)`, `self.addChild(x)` and `.addChild(x)` add to the owner itself.
        private static func addsToItself(_ call: CallFact) -> Bool {
            call.receiver == nil || call.receiver == .selfValue
        }

        /// The children a view controller's own functions add from their parameters (`embed(_ child:)`,
        /// generic or not), read with what each call of the function on the view controller passes; a
        /// function no such call passes anything to is read with its parameters' declared types. A base
        /// class's functions are the base class's (as its other children are).
        private func drawPassedChildren(of viewController: String, into draft: inout GraphDraft) {
            let own = model.functionsReached(byEveryMethodOf: viewController, needs: &draft.needs).filter { reached in
                model.index.functions(reached.function.name, on: viewController, needs: &draft.needs)?.owner == viewController
            }
            let reads = own.calls { call in
                KnownSignatures.isChildAddition(call) && Self.addsToItself(call) && call.firstArgument.dependsOnParameter
            }
            // By location; the reads of one site in the order they were reached.
            let ordered = reads.indices.sorted { (reads[$0].call.location, $0) < (reads[$1].call.location, $1) }
            for index in ordered {
                addChild(reads[index].call, in: viewController, scope: reads[index].reached.scope(on: viewController), to: &draft)
            }
        }

        private func addChild(_ call: CallFact, in owner: String?, scope: TypeInference.Scope, to draft: inout GraphDraft) {
            draft.calls.read(call, by: ContainmentStyle.name)
            let parents: [String]
            if let receiver = call.receiver {
                parents = draft.instanceTypes(of: receiver, in: scope)
            } else {
                parents = owner.map { [$0] } ?? []
            }
            let viewControllerParents = parents.filter { draft.kind(of: $0) == .viewController }
            guard !viewControllerParents.isEmpty else {
                if call.receiver != nil, call.receiver != .selfValue, parents.isEmpty || parents.contains(where: draft.model.isAbstract) {
                    draft.warnIfUnresolved(parents, subject: "the parent of child view controller '\(call.text)'", at: call, style: ContainmentStyle.name)
                } else {
                    draft.calls.record(ContainmentStyle.notAViewController, of: call, by: ContainmentStyle.name)
                }
                return
            }
            let types = draft.instanceTypes(of: call.firstArgument, in: scope)
            let children = types.filter { draft.kind(of: $0) == .viewController }
            if children.isEmpty {
                let subject = "child view controller '\(call.text)' added by \(viewControllerParents.joined(separator: ", "))"
                draft.warnIfUnresolved(types, subject: subject, at: call, style: ContainmentStyle.name)
            }
            for parent in viewControllerParents {
                for child in children where child != parent {
                    draft.addEdge(from: parent, to: child, kind: .child, steps: [], drawnBy: call, style: ContainmentStyle.name)
                }
            }
            if children == viewControllerParents {
                draft.calls.record(.itself, of: call, by: ContainmentStyle.name)
            }
        }
    }
}

extension NodeKind {
    /// A class inheriting from a view controller.
    package static let viewController = NodeKind(name: "viewController", rank: 1, look: NodeLook(label: "view controller"))
}

extension EdgeKind {
    /// A view controller adds a child view controller.
    package static let child = EdgeKind(name: "child", rank: 1, look: EdgeLook(
        targetColor: "2", dotStyle: "dashed", mermaidArrow: "-.->", entersTarget: false
    ))
}
