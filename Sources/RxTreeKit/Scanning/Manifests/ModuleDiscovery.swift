/// Reads the repository's manifests (never running them) and decides which module each Swift file
/// belongs to.
package enum ModuleDiscovery {
    /// The modules `manifests` declare over `files` (both as `SourceDiscovery` found them, relative to
    /// `directory`). Manifests are read in path order: a file claimed by two modules belongs to the first
    /// manifest's module, and a module name declared again by a later manifest for other files keeps the
    /// first manifest's files, with a warning naming both.
    package static func modules(directory: String, manifests: [SourceFile], files: [SourceFile]) -> ModuleMap {
        let index = FolderIndex(files.map(\.path))
        // On the scanner's threads: swift-syntax recurses on nesting, deeper than the main thread's stack.
        let ordered = manifests.sorted { String.utf8Order($0.path, $1.path) }
        let readings = Parallel.map(ordered, stackSize: FileScanner.stackSize) { manifest in
            read(manifest, directory: directory, files: index)
        }
        return merge(readings, files: index)
    }

    static func read(_ manifest: SourceFile, directory: String, files: FolderIndex) -> ManifestReading {
        let bytes: [UInt8]
        switch FileReader.bytes(atPath: manifest.absolutePath) {
        case .success(let read): bytes = read
        case .failure(let error):
            var reading = ManifestReading(manifest: manifest.path, isXcodeProject: !manifest.path.hasSuffix(".swift"))
            reading.diagnostics.append(Diagnostic(path: manifest.path, message: "cannot read manifest (\(error.reason)); its modules are not known"))
            return reading
        }
        if manifest.path.hasSuffix(".swift") {
            return PackageManifest.read(manifest: manifest.path, bytes: bytes, files: files)
        }
        return XcodeProject.read(manifest: manifest.path, bytes: bytes, directory: directory, files: files)
    }

    /// All readings in path order -> one map.
    static func merge(_ readings: [ManifestReading], files: FolderIndex) -> ModuleMap {
        var map = ModuleMap()
        var modules: [String: ModuleMap.Module] = [:]
        /// Files of each module name, to tell the same target seen twice from a clash.
        var filesOfModule: [String: Set<String>] = [:]
        var claimed = Set<String>()
        for reading in readings {
            map.diagnostics += reading.diagnostics
            for target in reading.targets {
                claimed.formUnion(target.files)
                if let existing = modules[target.name] {
                    let known = filesOfModule[target.name] ?? []
                    // The same target described twice (a package and a project over one folder) shares files.
                    let isSameTarget = target.files.isEmpty && known.isEmpty || !known.isDisjoint(with: target.files)
                    guard isSameTarget else {
                        if existing.manifest != reading.manifest {
                            map.diagnostics.append(Diagnostic(
                                path: reading.manifest,
                                message: "module '\(target.name)' is also declared by \(existing.manifest) for other files; this manifest's '\(target.name)' is ignored"
                            ))
                        }
                        continue
                    }
                    modules[target.name]?.dependencies = Array(Set(existing.dependencies + target.dependencies)).sorted()
                } else {
                    modules[target.name] = ModuleMap.Module(
                        name: target.name, kind: target.kind, manifest: reading.manifest,
                        dependencies: Array(Set(target.dependencies)).sorted()
                    )
                }
                filesOfModule[target.name, default: []].formUnion(target.files)
                for file in target.files {
                    guard let owner = map.moduleOfFile[file] else {
                        map.moduleOfFile[file] = target.name
                        continue
                    }
                    var builders = map.sharedFiles[file] ?? [owner]
                    if !builders.contains(target.name) { builders.append(target.name) }
                    if builders.count > 1 { map.sharedFiles[file] = builders }
                }
            }
        }
        map.modules = modules.values.sorted { $0.name < $1.name }
        map.unbuilt = unbuilt(readings, files: files, claimed: claimed)
        map.diagnostics.sort()
        return map
    }

    /// Swift files under each completely read Xcode project's folder that nothing builds.
    static func unbuilt(_ readings: [ManifestReading], files: FolderIndex, claimed: Set<String>) -> [String] {
        let manifestFolders = readings.map(\.folder)
        var unbuilt = Set<String>()
        for reading in readings where reading.isXcodeProject {
            guard reading.isComplete else { continue }
            let folder = reading.folder
            // Another project beside this one that could not be read may build any of these files.
            let blocked = readings.contains { other in
                other.isXcodeProject && other.folder == folder && !other.isComplete
            }
            guard !blocked else { continue }
            // Packages and projects nested deeper own their folders.
            let nested = manifestFolders.filter { $0 != folder && FolderIndex.isInside($0, folder) }
            for file in files.paths(under: folder) where !claimed.contains(file) {
                if file == "Package.swift" || file.hasSuffix("/Package.swift") { continue }
                if nested.contains(where: { FolderIndex.isInside(file, $0) }) { continue }
                unbuilt.insert(file)
            }
        }
        return unbuilt.sorted(by: String.utf8Order)
    }
}

/// What one manifest says, before the manifests are merged.
struct ManifestReading: Sendable {
    struct Target {
        var name: String
        var kind: ModuleMap.Kind
        var dependencies: [String]
        /// Relative Swift paths it builds.
        var files: [String]
    }

    /// Relative path of the manifest.
    var manifest: String
    var isXcodeProject: Bool
    /// In declaration order.
    var targets: [Target] = []
    var diagnostics: [Diagnostic] = []
    /// Every source this manifest's targets build is known, so the files it leaves out are unbuilt.
    var isComplete = false

    init(manifest: String, isXcodeProject: Bool) {
        self.manifest = manifest
        self.isXcodeProject = isXcodeProject
    }

    /// The folder the manifest describes: the package's, or the one holding the `.xcodeproj`; "" for the root.
    var folder: String {
        var parts = manifest.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(isXcodeProject ? 2 : 1)
        return parts.joined(separator: "/")
    }
}

/// The scanned Swift files, sorted so that the files under a folder are one contiguous run.
struct FolderIndex: Sendable {
    let paths: [String]
    private let members: Set<String>

    init(_ paths: [String]) {
        self.paths = paths.sorted(by: String.utf8Order)
        members = Set(paths)
    }

    func contains(_ path: String) -> Bool {
        members.contains(path)
    }

    /// The files at any depth under `folder` ("" is the root).
    func paths(under folder: String) -> ArraySlice<String> {
        guard !folder.isEmpty else { return paths[...] }
        let prefix = folder + "/"
        let low = partitionPoint(count: paths.count) { String.utf8Order(paths[$0], prefix) }
        var end = low
        while end < paths.count, paths[end].hasPrefix(prefix) { end += 1 }
        return paths[low..<end]
    }

    /// The file `path` itself or, when it is a folder, the files under it.
    func files(at path: String) -> [String] {
        contains(path) ? [path] : Array(paths(under: path))
    }

    /// Whether `path` is `folder` or below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }

    /// `relative` resolved against `base` (both relative to the scanned folder): `.` and empty parts
    /// dropped, `..` applied; nil when it leaves the scanned folder.
    static func join(_ base: String, _ relative: String) -> String? {
        var parts: [Substring] = base.split(separator: "/")
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard parts.popLast() != nil else { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
