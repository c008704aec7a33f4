/// Every parsed file's declarations merged (`ProjectIndex`) and the type inference over them: what
/// the navigation styles ask when they decide which types are nodes and which calls are edges.
final class SemanticModel {
    let index: ProjectIndex
    let inference: TypeInference
    /// Framework types that say only "some presentable" (`Presentable`, `UIViewController`).
    private let abstractTypes: Set<String>

    init(_ files: [FileFacts], frameworkNames: Set<String>, abstractTypes: Set<String>, sameValueMembers: Set<String> = []) {
        index = ProjectIndex(files, frameworkNames: FrameworkNames(frameworks: frameworkNames))
        inference = TypeInference(index: index, sameValueMembers: sameValueMembers)
        self.abstractTypes = abstractTypes
    }

    /// A protocol, or a base type that says nothing about which screen it is: a value of such a type
    /// draws no edge and earns a warning.
    func isAbstract(_ name: String) -> Bool {
        if let info = index.types[name], info.isDeclared { return info.kind == .protocol }
        return abstractTypes.contains(name)
    }
}
