#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A Swift file found under the scanned directory.
package struct SourceFile: Hashable, Sendable {
    /// Relative to the scanned directory, with `/` separators.
    package var path: String
    /// The scanned directory: one string that every file of a run shares, where a whole path per file
    /// would be one more allocation per file (2.5 MB at 20,000 files).
    package var directory: String
    /// Size, times, inode and readability when discovered, the cache's key.
    package var stamp: FileStamp

    package init(path: String, directory: String, stamp: FileStamp) {
        self.path = path
        self.directory = directory
        self.stamp = stamp
    }

    package var absolutePath: String {
        "\(directory)/\(path)"
    }
}

/// Finds the Swift files of a project: recursively, in sorted path order, skipping build and
/// dependency folders, following symbolic links without ever visiting a folder or file twice. The same
/// walk collects the manifests that say which module each file belongs to.
package enum SourceDiscovery {
    /// Folder names never scanned: build output, dependency managers and version control.
    static let excludedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]

    package struct Result: Sendable {
        package var files: [SourceFile]
        /// Every `Package.swift` (also in `files`) and every `X.xcodeproj/project.pbxproj`, in path order.
        package var manifests: [SourceFile]
        package var diagnostics: [Diagnostic]
    }

    /// The file name of an Xcode project's object graph, inside its `.xcodeproj` folder.
    static let xcodeProjectFile = "project.pbxproj"

    static func isManifest(_ path: String) -> Bool {
        isPackageManifest(path) || path.hasSuffix(".xcodeproj/\(xcodeProjectFile)")
    }

    static func isPackageManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    /// `folder/name`, made in one allocation: string interpolation cost 650 instructions a path.
    static func joined(_ folder: String, _ name: String) -> String {
        guard !folder.isEmpty else { return name }
        var folder = folder
        var name = name
        let count = folder.utf8.count + 1 + name.utf8.count
        return folder.withUTF8 { folder in
            name.withUTF8 { name in
                String(unsafeUninitializedCapacity: count) { buffer in
                    _ = buffer.initialize(fromContentsOf: folder)
                    buffer[folder.count] = UInt8(ascii: "/")
                    _ = buffer[(folder.count + 1)...].initialize(fromContentsOf: name)
                    return count
                }
            }
        }
    }

    /// Each path that an earlier one spells with the same characters in other bytes (`é` as one scalar, or as `e`
    /// and a combining accent), with that earlier one: two files on disk, but one to `==` and to every table by
    /// path. Only paths with a non-ASCII byte can be.
    static func spelledAlike(_ files: [SourceFile]) -> [(path: String, twin: String)] {
        var first: [String: String] = [:]
        var alike: [(path: String, twin: String)] = []
        for file in files where !isASCII(file.path) {
            if let earlier = first[file.path] {
                if !SortedPaths.sameBytes(earlier, file.path) { alike.append((file.path, earlier)) }
            } else {
                first[file.path] = file.path
            }
        }
        return alike
    }

    /// Every run asks it of every path.
    private static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.asciiCount(from: 0) == $0.count }
    }

    /// Files found, in the order met, by path; those met through a link with the identity its stat gave, by
    /// position (a path is 16 bytes where a path with an optional identity was 110: at 100,000 files, 11 MB).
    struct Found {
        var paths: [String] = []
        var resolved: [Int: FileIdentity] = [:]
        var diagnostics: [Diagnostic] = []

        /// `other`'s files after these.
        mutating func append(_ other: Found) {
            for (position, identity) in other.resolved { resolved[paths.count + position] = identity }
            paths += other.paths
            diagnostics += other.diagnostics
        }
    }

    /// What one folder holds, in name order: its Swift files (and Xcode project file), the folders and links to
    /// folders in it, and warnings.
    struct Listed: Sendable {
        var files = Found()
        var folders: [(relative: String, identity: FileIdentity)] = []
    }

    static func list(_ relative: String, in directory: String) -> Listed {
        var listed = Listed()
        guard let listing = DirectoryListing(relative.isEmpty ? directory : joined(directory, relative)) else {
            if !relative.isEmpty { listed.files.diagnostics.append(Diagnostic(path: relative, message: "cannot read folder; skipped")) }
            return listed
        }
        for entry in listing.entries.sorted(by: { String.utf8Order($0.name, $1.name) }) where !isExcluded(entry.name) {
            // An Xcode project's file is the only non-Swift file collected.
            let wanted = entry.name.hasSuffix(".swift") || (entry.name == xcodeProjectFile && relative.hasSuffix(".xcodeproj"))
            guard entry.kind != .regularFile || wanted else { continue }
            let childRelative = joined(relative, entry.name)
            if entry.kind == .regularFile {
                listed.files.paths.append(childRelative)
                continue
            }
            // Folders and links need their stat now.
            guard let identity = listing.identity(of: entry.name) else {
                if wanted { listed.files.diagnostics.append(Diagnostic(path: childRelative, message: "broken symbolic link; skipped")) }
                continue
            }
            switch identity.kind {
            case .directory:
                listed.folders.append((childRelative, identity))
            case .regularFile where wanted:
                listed.files.resolved[listed.files.paths.count] = identity
                listed.files.paths.append(childRelative)
            case .regularFile, .other:
                continue
            }
        }
        return listed
    }

    /// Depth-first in name order: where links lead to one folder twice, the first path met is walked.
    static func walkDepthFirst(_ directory: String, root: FileIdentity?) -> Found {
        var visited = Set<FileIdentity>()
        if let root { visited.insert(root) }
        var found = Found()
        // An explicit stack, children pushed in reverse so they pop in name order.
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let listed = list(relative, in: directory)
            found.append(listed.files)
            pending.append(contentsOf: listed.folders.filter { visited.insert($0.identity).inserted }.map(\.relative).reversed())
        }
        return found
    }

    /// The same walk, the folders of each depth listed on every core (listing is most of a warm run's discovery),
    /// and the results put in depth-first order. Nil when a folder is met twice (a link to a folder): which path
    /// is walked then depends on the depth-first order, which `walkDepthFirst` keeps.
    static func walkByLevels(_ directory: String, root: FileIdentity?) -> Found? {
        var visited = Set<FileIdentity>()
        if let root { visited.insert(root) }
        var listings: [Found] = []
        var children: [[Int]] = []
        // Each folder of the next depth: its path, and its index among `listings`.
        var level: [(relative: String, index: Int)] = [("", 0)]
        while !level.isEmpty {
            // A lone folder is listed here: a chain of 1,000 nested folders started a thread for each.
            let listed = level.count == 1 ? [list(level[0].relative, in: directory)] : Parallel.map(level.map(\.relative)) { list($0, in: directory) }
            listings += Array(repeating: Found(), count: listed.count)
            children += Array(repeating: [], count: listed.count)
            var next: [(relative: String, index: Int)] = []
            for (folder, listing) in zip(level, listed) {
                for child in listing.folders {
                    guard visited.insert(child.identity).inserted else { return nil }
                    children[folder.index].append(listings.count + next.count)
                    next.append((child.relative, listings.count + next.count))
                }
                listings[folder.index] = listing.files
            }
            level = next
        }
        var found = Found()
        found.paths.reserveCapacity(listings.reduce(0) { $0 + $1.paths.count })
        var pending = [0]
        while let index = pending.popLast() {
            found.append(listings[index])
            listings[index] = Found()
            pending.append(contentsOf: children[index].reversed())
        }
        return found
    }

    static func isExcluded(_ name: String) -> Bool {
        name.hasPrefix(".") || excludedFolders.contains(name)
    }

    package static func swiftFiles(in directory: String) -> Result {
        let folder = FileIdentity(path: directory)
        let found = walkByLevels(directory, root: folder) ?? walkDepthFirst(directory, root: folder)
        let user = geteuid()
        // Files are stat-ed relative to the scanned folder, held open: no whole path is made for each.
        let root = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if root >= 0 { close(root) } }
        let paths = found.paths
        let resolved = found.resolved
        let identities = Parallel.map(Array(paths.indices)) { index -> FileIdentity? in
            let (folder, path) = root >= 0 ? (root, paths[index]) : (AT_FDCWD, joined(directory, paths[index]))
            guard var identity = resolved[index] ?? FileIdentity(at: path, in: folder) else { return nil }
            // As the process's effective user and groups: what a read will do. The owner's own read bit
            // decides for the owner, ACLs or not, which spares most files the system call.
            identity.stamp.isReadable = (identity.owner == user && identity.mode & S_IRUSR != 0)
                || faccessat(folder, path, R_OK, AT_EACCESS) == 0
            return identity
        }
        // The first path met wins when links lead to one file twice (device and inode, as `FileIdentity` compares).
        struct Place: Hashable {
            var device: UInt64
            var inode: UInt64
        }
        var visitedFiles = Set<Place>(minimumCapacity: paths.count)
        var files: [SourceFile] = []
        var manifests: [SourceFile] = []
        files.reserveCapacity(paths.count)
        for (path, identity) in zip(paths, identities) {
            // A file removed since its folder was listed is simply not there.
            guard let identity, identity.kind == .regularFile, visitedFiles.insert(Place(device: identity.device, inode: identity.inode)).inserted
            else { continue }
            let source = SourceFile(path: path, directory: directory, stamp: identity.stamp)
            // Listed are Swift files and Xcode projects' files only.
            if path.hasSuffix(".swift") {
                files.append(source)
                if isPackageManifest(path) { manifests.append(source) }
            } else if isManifest(path) {
                manifests.append(source)
            }
        }
        files.sort { String.utf8Order($0.path, $1.path) }
        manifests.sort { String.utf8Order($0.path, $1.path) }
        return Result(files: files, manifests: manifests, diagnostics: found.diagnostics)
    }
}

/// What a path is on disk (links followed), identified by device and inode so links to one place are seen once.
struct FileIdentity: Hashable {
    enum Kind: Hashable {
        case directory, regularFile, other
    }

    let device: UInt64
    let inode: UInt64
    let kind: Kind
    let owner: uid_t
    let mode: mode_t
    var stamp: FileStamp

    init?(path: String) {
        self.init(at: path, in: AT_FDCWD)
    }

    /// `path` relative to the open folder `folder` (or `AT_FDCWD`), links followed.
    init?(at path: String, in folder: Int32) {
        var info = stat()
        guard fstatat(folder, path, &info, 0) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        owner = info.st_uid
        mode = info.st_mode
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regularFile
        default: kind = .other
        }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        let changed = info.st_ctimespec
        #else
        let modified = info.st_mtim
        let changed = info.st_ctim
        #endif
        stamp = FileStamp(
            size: Int(info.st_size), modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
            inode: UInt64(info.st_ino), changedSeconds: Int(changed.tv_sec), changedNanoseconds: Int(changed.tv_nsec)
        )
    }

    static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}

/// The names in one folder, read with `readdir`, and `stat` relative to the folder: much cheaper
/// than Foundation's listing for folders of thousands of files.
private final class DirectoryListing {
    enum Kind {
        /// A regular file, by the folder entry's own type.
        case regularFile
        /// A folder, a link, or unknown: decided by `stat`.
        case other
    }

    struct Entry {
        var name: String
        var kind: Kind
    }

    private let stream: OpaquePointer
    private(set) var entries: [Entry] = []

    init?(_ path: String) {
        guard let stream = opendir(path) else { return nil }
        self.stream = stream
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            entries.append(Entry(name: name, kind: Int32(entry.pointee.d_type) == DT_REG ? .regularFile : .other))
        }
    }

    deinit {
        closedir(stream)
    }

    /// What `name` in this folder is, links followed; nil when it does not resolve.
    func identity(of name: String) -> FileIdentity? {
        var info = stat()
        guard fstatat(dirfd(stream), name, &info, 0) == 0 else { return nil }
        return FileIdentity(info)
    }
}
