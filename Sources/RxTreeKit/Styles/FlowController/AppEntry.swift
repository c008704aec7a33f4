/// Where an MVVM-FC app, or any app of view controllers, starts: the first screen its application or scene
/// delegate shows when it launches, itself (`window.rootViewController = UINavigationController(rootViewController:
/// XFactory.create())`) or through a project method (`XFactory.showIn(window: window)`), in the launch method or
/// else in the helpers it calls on `self`. Screens shown later (a deep link's push), inside another screen or by a
/// node's own method (a coordinator's `start()`, whose edge they are, also through a router it calls) are not
/// where it starts.
struct AppEntry {
    static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
    /// The delegate methods that launch, by base name and second argument label.
    static let launchMethods: [String: Set<String>] = [
        "application": ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions"],
        "scene": ["willConnectTo"],
    ]
    /// Words of the delegates' protocols and of the launch methods' signatures: the files and the code that
    /// mention them launch the app.
    static let keywords = ["ApplicationDelegate", "SceneDelegate", "didFinishLaunching", "willFinishLaunching", "willConnectTo"]

    let model: SemanticModel

    /// The screens the first show of each launch method shows, sorted.
    func launched(_ draft: inout GraphDraft) -> [String] {
        var found: Set<String> = []
        let index = model.index
        let delegates = index.types.compactMap { name, info -> String? in
            guard info.isDeclared, info.kind == .class else { return nil }
            let adopts = info.inheritance.contains { written in
                AppEntry.delegateProtocols.contains(String(written.lastDottedComponent))
            }
            return adopts ? name : nil
        }.sorted(by: String.utf8Order)
        for delegate in delegates {
            guard let info = index.types[delegate] else { continue }
            for (name, labels) in AppEntry.launchMethods.sorted(by: { $0.key < $1.key }) {
                for function in info.functions(named: name) ?? .empty {
                    guard function.parameters.count > 1, let label = function.parameters[1].label, labels.contains(label) else { continue }
                    found.formUnion(firstShown(in: function, of: delegate, &draft))
                }
            }
        }
        return found.sorted(by: String.utf8Order)
    }

    /// The screens of the first call, in the order written, that shows any, in the launch method, else in the
    /// helpers it calls on `self` (in the order called): not those shown inside another screen.
    private func firstShown(in function: FunctionFacts, of delegate: String, _ draft: inout GraphDraft) -> [String] {
        let own = firstShown(in: function.body.calls, scope: TypeInference.Scope(owner: delegate), &draft)
        if !own.isEmpty { return own }
        for helper in function.body.selfCalls {
            for reached in model.inference.reachableFunctions(from: helper.name, on: delegate, needs: &draft.needs) {
                let screens = firstShown(in: reached.function.body.calls, scope: reached.scope(on: delegate), &draft)
                if !screens.isEmpty { return screens }
            }
        }
        return []
    }

    /// Whether the value is a member of another node (the root `Flows.use` hands its closure, `flow.root`): that
    /// node's own screen, shown where the node starts, so the node, not the screen, is where the app starts.
    private func isOwnScreen(of value: ValueExpr, in scope: TypeInference.Scope, _ draft: inout GraphDraft) -> Bool {
        let base: ValueExpr
        switch value {
        case .member(let owner, _): base = owner
        case .binding(_, let values):
            let own = ValueExpr.ownValues(values)
            return !own.isEmpty && own.allSatisfy { isOwnScreen(of: $0, in: scope, &draft) }
        default: return false
        }
        guard base != .selfValue else { return false }
        let types = draft.instanceTypes(of: base, in: scope)
        return !types.isEmpty && types.allSatisfy { isAnotherNode($0, than: scope, draft) }
    }

    /// A node other than the one whose code is read.
    private func isAnotherNode(_ type: String, than scope: TypeInference.Scope, _ draft: GraphDraft) -> Bool {
        type != scope.owner && draft.kind(of: type) != nil
    }

    private func firstShown(in calls: [CallFact], scope: TypeInference.Scope, _ draft: inout GraphDraft) -> [String] {
        let calls = calls.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        for call in calls {
            let shows = FlowControllerStyle.shows(by: call, in: scope, by: scope.owner ?? "the app delegate", &draft)
            // A call on a node (`coordinator?.start()`) shows what that node shows, through whatever objects it
            // uses (a router's `setRoot(_:)`): its edges, not where the app starts. Asked only of calls that show.
            if !shows.isEmpty, let receiver = call.receiver, receiver != .selfValue,
               draft.instanceTypes(of: receiver, in: scope).contains(where: { isAnotherNode($0, than: scope, draft) }) { continue }
            var screens: [String] = []
            for (show, showScope) in shows {
                // A node's own method (a coordinator's `start()`) shows its screen: that node's edge, not the app's start.
                if let owner = showScope.owner, owner != scope.owner, draft.kind(of: owner) != nil { continue }
                if let receiver = show.receiver,
                   draft.instanceTypes(of: receiver, in: showScope).contains(where: { draft.kind(of: $0) == .viewController }) { continue }
                for value in ShownScreens.values(ShownScreens.shown(by: show)) where !isOwnScreen(of: value, in: showScope, &draft) {
                    screens += draft.instanceTypes(of: value, in: showScope).filter { draft.kind(of: $0) == .viewController }
                }
            }
            if !screens.isEmpty { return screens }
        }
        return []
    }
}
