/// Which module each Swift file belongs to, as the repository's manifests (`Package.swift`, Xcode
/// projects) declare it. Files no manifest claims belong to the default module.
package struct ModuleMap: Sendable, Equatable {
    /// What a target builds, from `Package.swift`'s target function or the Xcode product type.
    package enum Kind: String, Sendable, Equatable {
        case library, executable, test, app, framework, other
    }

    /// One target of a manifest: a Swift module.
    package struct Module: Sendable, Equatable {
        package var name: String
        package var kind: Kind
        /// Relative path of the `Package.swift` or `project.pbxproj` that declares it.
        package var manifest: String
        /// Names of the targets and products it depends on, as the manifest writes them, sorted; a
        /// product's name is usually its library's module name.
        package var dependencies: [String]

        package init(name: String, kind: Kind, manifest: String, dependencies: [String]) {
            self.name = name
            self.kind = kind
            self.manifest = manifest
            self.dependencies = dependencies
        }
    }

    /// Sorted by name; names are unique.
    package var modules: [Module]
    /// Relative Swift file path -> module name. A file claimed by two modules belongs to the one of the
    /// first manifest in path order, and within one manifest to the target declared first.
    package var moduleOfFile: [String: String]
    /// Relative Swift file path -> every module that compiles it, its `moduleOfFile` first, only for files
    /// built by more than one (an Xcode file in an app and its extension).
    package var sharedFiles: [String: [String]]
    /// Swift files under an Xcode project's folder that none of its targets builds (stale files), sorted.
    /// Only for projects read completely and listing their sources; files of packages or of other
    /// projects nested below are never unbuilt.
    package var unbuilt: [String]
    /// Manifests that could not be read completely, targets skipped, module names declared twice; sorted.
    package var diagnostics: [Diagnostic]

    package init(
        modules: [Module] = [], moduleOfFile: [String: String] = [:], sharedFiles: [String: [String]] = [:],
        unbuilt: [String] = [], diagnostics: [Diagnostic] = []
    ) {
        self.modules = modules
        self.moduleOfFile = moduleOfFile
        self.sharedFiles = sharedFiles
        self.unbuilt = unbuilt
        self.diagnostics = diagnostics
    }

    /// The module of the Swift file at `path` (relative); nil for the default module.
    package func module(of path: String) -> String? {
        moduleOfFile[path]
    }

    /// Every module that compiles the file at `path`, its own module first; empty for the default module.
    package func modules(of path: String) -> [String] {
        sharedFiles[path] ?? moduleOfFile[path].map { [$0] } ?? []
    }

    /// The module called `name`, if a manifest declares it.
    package func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }
}
