/// UIKit view controller containment: classes inheriting from a view controller (UIKit's, or
/// RxController's `RxViewController`) are nodes, and `addChild` between them is an edge.
struct ContainmentStyle: NavigationStyle {
    /// `Controller` rather than `ViewController`, so subclasses of `UITabBarController` and friends count.
    let keywords = ["Controller", "addChild"]
    let callNames: Set<String> = ["addChild", "addChildViewController"]
    /// RxController's; UIKit's all carry an Apple prefix (see `FrameworkNames`).
    let frameworkNames: Set<String> = ["RxViewModel"]
    let abstractTypes: Set<String> = ["Any", "AnyObject", "UIViewController", "RxViewController", "NSObject"]
    let nodeKinds: [NodeKind] = [.viewController]
    let edgeKinds: [EdgeKind] = [.child]

    /// UIKit and system view controllers whose names do not end in `ViewController`.
    static let frameworkViewControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIAlertController", "UIHostingController", "UIImagePickerController", "UISearchController",
        "ASNavigationController", "ASTabBarController",
        "UIDocumentBrowserViewController", "UIVideoEditorController", "QLPreviewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "MFMailComposeViewController",
    ]

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
                    result = last.hasSuffix("ViewController") || ContainmentStyle.frameworkViewControllers.contains(last)
                    break
                }
                current = type
            }
            for type in path { viewControllerMemo[type] = result }
            return result
        }

        func drawEdges(into draft: inout GraphDraft) {
            for (owner, body) in model.index.bodiesInOrder {
                for call in body.calls where KnownSignatures.isChildAddition(call) {
                    addChild(call, in: owner, to: &draft)
                }
            }
        }

        private func addChild(_ call: CallFact, in owner: String?, to draft: inout GraphDraft) {
            // `addChild(x)`, `self.addChild(x)` and `.addChild(x)` add to the owner itself.
            let parents: [String]
            if let receiver = call.receiver {
                parents = draft.instanceTypes(of: receiver, in: owner)
            } else {
                parents = owner.map { [$0] } ?? []
            }
            let viewControllerParents = parents.filter { draft.kind(of: $0) == .viewController }
            guard !viewControllerParents.isEmpty else { return }
            let types = draft.instanceTypes(of: call.firstArgument, in: owner)
            let children = types.filter { draft.kind(of: $0) == .viewController }
            if children.isEmpty {
                let subject = "child view controller '\(call.text)' added by \(viewControllerParents.joined(separator: ", "))"
                draft.warnIfUnresolved(types, subject: subject, at: call.location)
            }
            for parent in viewControllerParents {
                for child in children where child != parent {
                    draft.edges.add(from: parent, to: child, kind: .child, steps: [], at: call.location)
                }
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
