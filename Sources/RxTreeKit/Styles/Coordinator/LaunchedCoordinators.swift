/// Where an app starts its coordinators: code outside every node (the app or scene delegate) that
/// starts one (`AppCoordinator(window: window).start()`, XCoordinator's `router.setRoot(for: window)`).
/// Those coordinators begin the forest when no root is named, even when another node leads back to them.
enum LaunchedCoordinators {
    /// Marks as launched each coordinator that code outside every node starts with a call `launch` reads
    /// (the value it starts, or nil for another call).
    static func record(in model: SemanticModel, into draft: inout GraphDraft, launch: (CallFact) -> ValueExpr?) {
        for (owner, body) in model.index.bodiesInOrder where draft.isOutsideEveryNode(owner) {
            for call in body.calls {
                guard let started = launch(call) else { continue }
                for type in draft.instanceTypes(of: started, in: owner) where draft.kind(of: type) == .coordinator {
                    draft.launchNodes.insert(type)
                }
            }
        }
    }
}
