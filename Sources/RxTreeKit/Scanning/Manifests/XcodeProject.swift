import Foundation

/// Reads the targets of an Xcode project (`X.xcodeproj/project.pbxproj`): the Swift files each native
/// target compiles, through its sources phase and the group tree, or through Xcode 16's synchronized
/// folders.
enum XcodeProject {
    static func read(manifest: String, bytes: [UInt8], directory: String, files: FolderIndex) -> ManifestReading {
        var reading = ManifestReading(manifest: manifest, isXcodeProject: true)
        let parsed = PropertyList.parse(bytes)
        var graph = ObjectGraph(
            objects: parsed.value?.dictionary?["objects"]?.dictionary?.compactMapValues(\.dictionary) ?? [:],
            sourceRoot: reading.folder,
            absoluteDirectory: absolute(directory)
        )
        var problem = parsed.error.map { Problem(line: $0.line, column: $0.column, reason: $0.reason) }
        let rootID = parsed.value?.dictionary?["rootObject"]?.string
        let root = rootID.flatMap { graph.objects[$0] }
        if root == nil, problem == nil { problem = Problem(reason: "no project object (rootObject)") }
        if let root {
            if let projectFolder = root["projectDirPath"]?.string, !projectFolder.isEmpty {
                graph.sourceRoot = graph.sourceRoot.flatMap { FolderIndex.join($0, projectFolder) }
            }
            if let mainGroup = root["mainGroup"]?.string {
                graph.resolveTree(from: mainGroup)
            } else if problem == nil {
                problem = Problem(reason: "the project has no main group")
            }
        }
        // Without a project object, the native targets it would list, in identifier order.
        let targetIDs = root?["targets"]?.array?.compactMap(\.string)
            ?? graph.objects.keys.sorted().filter { graph.objects[$0]?["isa"]?.string == "PBXNativeTarget" }
        for id in targetIDs {
            guard let object = graph.objects[id] else {
                problem = problem ?? Problem(reason: "target \(id) is missing")
                continue
            }
            guard object["isa"]?.string == "PBXNativeTarget" else { continue }
            guard let name = object["name"]?.string ?? object["productName"]?.string else {
                problem = problem ?? Problem(reason: "target \(id) has no name")
                continue
            }
            let built = graph.sources(ofTarget: id, object, files: files)
            if let unresolved = built.unresolved { problem = problem ?? Problem(reason: unresolved) }
            reading.targets.append(ManifestReading.Target(
                name: name, kind: kind(object["productType"]?.string), dependencies: graph.dependencies(of: object), files: built.files
            ))
        }
        if let problem {
            reading.diagnostics.append(Diagnostic(
                path: manifest, line: problem.line, column: problem.column,
                message: "project read only in part (\(problem.reason)); files it may leave out are not reported as unbuilt"
            ))
        }
        reading.isComplete = problem == nil
        return reading
    }

    struct Problem {
        var line: Int?
        var column: Int?
        var reason: String
    }

    static func kind(_ productType: String?) -> ModuleMap.Kind {
        guard let type = productType?.replacingOccurrences(of: "com.apple.product-type.", with: "") else { return .other }
        if type.hasPrefix("application") { return .app }
        switch type {
        case "framework", "framework.static": return .framework
        case "library.static", "library.dynamic": return .library
        case "bundle.unit-test", "bundle.ui-testing": return .test
        case "tool": return .executable
        default: return .other
        }
    }

    private static func absolute(_ directory: String) -> String {
        let path = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// Where a file reference or group points.
enum ProjectLocation: Equatable {
    /// Relative to the scanned folder.
    case inside(String)
    /// Not a file of the project: built products, the SDK, or outside the scanned folder.
    case elsewhere
}

/// The project's objects by identifier, and the paths of its group tree.
private struct ObjectGraph {
    /// Deeper than any real group tree; cycles in garbage stop here too.
    static let depthLimit = 64

    let objects: [String: [String: PropertyList]]
    /// The folder `SOURCE_ROOT` means: the one holding the `.xcodeproj`; nil when it leaves the scanned folder.
    var sourceRoot: String?
    let absoluteDirectory: String
    /// Every group and file reference reached from the main group.
    private(set) var locations: [String: ProjectLocation] = [:]

    init(objects: [String: [String: PropertyList]], sourceRoot: String?, absoluteDirectory: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        self.absoluteDirectory = absoluteDirectory
    }

    mutating func resolveTree(from mainGroup: String) {
        var pending: [(id: String, parent: ProjectLocation, depth: Int)] = [(mainGroup, sourceRoot.map(ProjectLocation.inside) ?? .elsewhere, 0)]
        while let (id, parent, depth) = pending.popLast() {
            guard depth < Self.depthLimit, locations[id] == nil, let object = objects[id] else { continue }
            let location = self.location(of: object, parent: parent)
            locations[id] = location
            for child in object["children"]?.array?.compactMap(\.string) ?? [] {
                pending.append((child, location, depth + 1))
            }
        }
    }

    private func location(of object: [String: PropertyList], parent: ProjectLocation) -> ProjectLocation {
        let path = object["path"]?.string ?? ""
        let base: ProjectLocation
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = parent
        case "SOURCE_ROOT": base = sourceRoot.map(ProjectLocation.inside) ?? .elsewhere
        case "<absolute>":
            guard path.hasPrefix(absoluteDirectory + "/") else { return .elsewhere }
            return FolderIndex.join("", String(path.dropFirst(absoluteDirectory.count + 1))).map(ProjectLocation.inside) ?? .elsewhere
        default: return .elsewhere
        }
        guard case .inside(let folder) = base else { return .elsewhere }
        return FolderIndex.join(folder, path).map(ProjectLocation.inside) ?? .elsewhere
    }

    /// The scanned Swift files target `id` compiles, and the first reason some of its sources are unknown.
    func sources(ofTarget id: String, _ target: [String: PropertyList], files: FolderIndex) -> (files: [String], unresolved: String?) {
        var built: [String] = []
        var seen = Set<String>()
        var unresolved: String?
        func add(_ path: String) {
            if path.hasSuffix(".swift"), files.contains(path), seen.insert(path).inserted { built.append(path) }
        }
        for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
            guard let phase = objects[phaseID] else {
                unresolved = unresolved ?? "build phase \(phaseID) is missing"
                continue
            }
            guard phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                guard let buildFile = objects[buildFileID] else {
                    unresolved = unresolved ?? "build file \(buildFileID) is missing"
                    continue
                }
                // Package products and the like have no file reference.
                guard let reference = buildFile["fileRef"]?.string else { continue }
                switch locations[reference] {
                case .inside(let path): add(path)
                case .elsewhere: continue
                case nil: unresolved = unresolved ?? "file reference \(reference) is not in the group tree"
                }
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            guard let group = objects[groupID], let location = locations[groupID] else {
                unresolved = unresolved ?? "synchronized folder \(groupID) is not in the group tree"
                continue
            }
            guard case .inside(let folder) = location else { continue }
            let excluded = membershipExceptions(of: group, target: id).compactMap { FolderIndex.join(folder, $0) }
            for file in files.paths(under: folder) where !excluded.contains(where: { FolderIndex.isInside(file, $0) }) {
                add(file)
            }
        }
        return (built, unresolved)
    }

    /// Paths, relative to a synchronized folder, that `target` does not build.
    private func membershipExceptions(of group: [String: PropertyList], target: String) -> [String] {
        (group["exceptions"]?.array?.compactMap(\.string) ?? []).flatMap { id -> [String] in
            guard let exception = objects[id], exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  exception["target"]?.string == target else { return [] }
            return exception["membershipExceptions"]?.array?.compactMap(\.string) ?? []
        }
    }

    /// Names of the targets (`PBXTargetDependency`) and package products the target depends on.
    func dependencies(of target: [String: PropertyList]) -> [String] {
        var names: [String] = []
        for id in target["dependencies"]?.array?.compactMap(\.string) ?? [] {
            guard let dependency = objects[id] else { continue }
            if let targetID = dependency["target"]?.string, let name = objects[targetID]?["name"]?.string {
                names.append(name)
            } else if let name = dependency["name"]?.string {
                names.append(name)
            }
        }
        for id in target["packageProductDependencies"]?.array?.compactMap(\.string) ?? [] {
            if let name = objects[id]?["productName"]?.string { names.append(name) }
        }
        return names
    }
}
