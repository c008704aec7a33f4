/// RxController's pairing of screens and view models: an `RxViewController<ViewModel>` holds its view
/// model, and adding a child view controller adds the child's view model to the parent's.
enum RxControllerViewModels {
    /// The view model type of an `RxViewController<ViewModel>` subclass, through project superclasses.
    static func viewModelType(of viewController: String, model: SemanticModel, needs: inout Needs) -> String? {
        var current = viewController
        var bindings: [String: String] = [:]
        for _ in 0..<32 {
            guard let info = model.index.types[current], info.kind == .class, let superclass = info.inheritance.first else { return nil }
            let arguments = info.superclassArguments.map { bindings[$0] ?? $0 }
            let last = superclass.lastDottedComponent
            if last == "RxViewController", model.index.lookupType(superclass, from: current, needs: &needs) == nil {
                guard let argument = arguments.first, !(model.index.types[current]?.genericParameters.contains(argument) ?? false) else { return nil }
                // By name, as steppers are: a view model whose file is not parsed emits nothing.
                let type = model.index.lookupType(argument, from: current, probing: true, needs: &needs) ?? argument
                return model.index.types[type]?.genericParameters.isEmpty == false ? nil : type
            }
            guard let next = model.index.lookupType(superclass, from: current, needs: &needs), next != current,
                  let nextInfo = model.index.types[next] else { return nil }
            bindings = Dictionary(zip(nextInfo.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            current = next
        }
        return nil
    }
}
