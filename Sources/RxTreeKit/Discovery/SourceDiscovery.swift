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
        if path == "Package.swift" || path.hasSuffix("/Package.swift") { return true }
        return path.hasSuffix(".xcodeproj/\(xcodeProjectFile)")
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

    static func isExcluded(_ name: String) -> Bool {
        name.hasPrefix(".") || excludedFolders.contains(name)
    }

    package static func swiftFiles(in directory: String) -> Result {
        var diagnostics: [Diagnostic] = []
        var visitedFolders = Set<FileIdentity>()
        if let root = FileIdentity(path: directory) { visitedFolders.insert(root) }
        /// Swift files in the order met; those the folder listing says are regular files are
        /// stat-ed afterwards, all at once on every core.
        var found: [(relative: String, identity: FileIdentity?)] = []

        // Depth-first with an explicit stack, children pushed in reverse so they pop in sorted order.
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? directory : "\(directory)/\(relative)"
            guard let listing = DirectoryListing(absolute) else {
                if !relative.isEmpty {
                    diagnostics.append(Diagnostic(path: relative, message: "cannot read folder; skipped"))
                }
                continue
            }
            var subfolders: [String] = []
            for entry in listing.entries.sorted(by: { String.utf8Order($0.name, $1.name) }) where !isExcluded(entry.name) {
                // An Xcode project's file is the only non-Swift file collected.
                let wanted = entry.name.hasSuffix(".swift")
                    || (entry.name == xcodeProjectFile && relative.hasSuffix(".xcodeproj"))
                guard entry.kind != .regularFile || wanted else { continue }
                let childRelative = relative.isEmpty ? entry.name : "\(relative)/\(entry.name)"
                if entry.kind == .regularFile {
                    found.append((childRelative, nil))
                    continue
                }
                // Folders and links need their stat now.
                guard let identity = listing.identity(of: entry.name) else {
                    if wanted {
                        diagnostics.append(Diagnostic(path: childRelative, message: "broken symbolic link; skipped"))
                    }
                    continue
                }
                switch identity.kind {
                case .directory:
                    if visitedFolders.insert(identity).inserted { subfolders.append(childRelative) }
                case .regularFile where wanted:
                    found.append((childRelative, identity))
                case .regularFile, .other:
                    continue
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }

        let user = geteuid()
        let identities = Parallel.map(found) { file -> FileIdentity? in
            let path = "\(directory)/\(file.relative)"
            guard var identity = file.identity ?? FileIdentity(path: path) else { return nil }
            // As the process's effective user and groups: what a read will do. The owner's own read bit
            // decides for the owner, ACLs or not, which spares most files the system call.
            identity.stamp.isReadable = (identity.owner == user && identity.mode & S_IRUSR != 0)
                || faccessat(AT_FDCWD, path, R_OK, AT_EACCESS) == 0
            return identity
        }
        // The first path met wins when links lead to one file twice.
        var visitedFiles = Set<FileIdentity>(minimumCapacity: found.count)
        var files: [SourceFile] = []
        var manifests: [SourceFile] = []
        files.reserveCapacity(found.count)
        for (file, identity) in zip(found, identities) {
            // A file removed since its folder was listed is simply not there.
            guard let identity, identity.kind == .regularFile, visitedFiles.insert(identity).inserted else { continue }
            let source = SourceFile(path: file.relative, directory: directory, stamp: identity.stamp)
            if isManifest(file.relative) { manifests.append(source) }
            if file.relative.hasSuffix(".swift") { files.append(source) }
        }
        files.sort { String.utf8Order($0.path, $1.path) }
        manifests.sort { String.utf8Order($0.path, $1.path) }
        return Result(files: files, manifests: manifests, diagnostics: diagnostics)
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
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
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
