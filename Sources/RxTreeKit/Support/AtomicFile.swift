#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that no reader ever sees half of one: a temporary file beside it, then a rename.
package enum AtomicFile {
    package enum WriteResult: Equatable, Sendable {
        case written
        /// The file already held these bytes and was left untouched, timestamp included.
        case unchanged
    }

    /// Writes a file the user named (`--write-baseline`): see `Target` and `Stream(replacing:)`. A file
    /// that already holds exactly these bytes is left untouched.
    package static func save(bytes: [UInt8], to target: Target) throws(RxTreeError) -> WriteResult {
        if target.exists, case .success(let existing) = FileReader.bytes(atPath: target.path), existing == bytes {
            return .unchanged
        }
        var stream = try Stream(replacing: target)
        do throws(RxTreeError) {
            try stream.write(bytes)
        } catch {
            stream.abandon()
            throw error
        }
        try stream.commit(durable: true)
        return .written
    }

    /// Where a file the user named goes, decided before anything is read or written: symbolic links are
    /// followed as `cp` follows them, to the file they lead to, which is then replaced; a new file is
    /// created; anything but a regular file (a FIFO, a device, a folder, a socket) or a link to nothing
    /// is refused (`ExitStatus.refusedOutput`), so rxtree neither waits on a FIFO nor turns a device
    /// into a file. `root`, for a path a configuration file named, is the folder it must resolve inside.
    package struct Target: Sendable {
        /// The path as given, for messages.
        package let requested: String
        /// Where the file is, links followed.
        package let path: String
        /// The regular file there now; nil when there is none yet.
        let existing: ReplacedFile?

        var exists: Bool { existing != nil }

        /// Symbolic links followed before giving up, as the kernel's own limit for one path.
        static let maximumLinks = 40

        package init(resolving requested: String, inside root: String? = nil) throws(RxTreeError) {
            self.requested = requested
            var path = requested
            var links = 0
            var info = stat()
            while true {
                guard lstat(path, &info) == 0 else {
                    guard errno == ENOENT else { throw AtomicFile.failure(requested) }
                    if links > 0 {
                        throw Target.refusal(requested, "it is a symbolic link to '\(path)', which does not exist")
                    }
                    existing = nil
                    break
                }
                if info.st_mode & S_IFMT == S_IFLNK {
                    links += 1
                    guard links <= Self.maximumLinks, let destination = Self.destination(ofLink: path) else {
                        throw Target.refusal(requested, "too many levels of symbolic links")
                    }
                    path = destination.hasPrefix("/") ? destination : Self.folder(of: path) + "/" + destination
                    continue
                }
                guard info.st_mode & S_IFMT == S_IFREG else {
                    throw Target.refusal(requested, "it is \(Self.kind(info.st_mode)), not a regular file")
                }
                existing = ReplacedFile(mode: info.st_mode & 0o777, owner: info.st_uid, group: info.st_gid, links: Int(info.st_nlink))
                break
            }
            self.path = path
            if let root { try confine(to: root) }
        }

        /// Refuses a file with more than one name, whose other names replacing it would leave holding
        /// the old content.
        func checkReplaceable() throws(RxTreeError) {
            if let existing, existing.links > 1 {
                throw Target.refusal(requested, "it has \(existing.links) hard links, which replacing it would break")
            }
        }

        private func confine(to root: String) throws(RxTreeError) {
            guard let realRoot = Self.realPath(root) else { throw AtomicFile.failure(root) }
            guard let realFolder = Self.realPath(Self.folder(of: path)) else { throw AtomicFile.failure(requested) }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let resolved = realFolder == "/" ? "/\(name)" : "\(realFolder)/\(name)"
            guard resolved.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                throw Target.refusal(
                    requested, "a configuration file may name outputs only inside the project folder '\(root)'; name it with -o to write there"
                )
            }
        }

        static func refusal(_ path: String, _ reason: String) -> RxTreeError {
            RxTreeError("cannot write '\(path)': \(reason)", status: .refusedOutput)
        }

        static func folder(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            return slash == path.startIndex ? "/" : String(path[..<slash])
        }

        private static func destination(ofLink path: String) -> String? {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        private static func realPath(_ path: String) -> String? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }

        private static func kind(_ mode: mode_t) -> String {
            switch mode & S_IFMT {
            case S_IFIFO: return "a FIFO"
            case S_IFCHR: return "a character device"
            case S_IFBLK: return "a block device"
            case S_IFDIR: return "a folder"
            case S_IFSOCK: return "a socket"
            default: return "something other than a file"
            }
        }
    }

    /// What of the file being replaced the new one keeps, and how many names it has.
    struct ReplacedFile: Sendable {
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
        var links: Int
    }

    /// A file written in pieces to a temporary file beside its path, renamed over it by `commit`.
    /// `abandon` (or a failed commit) removes the temporary file; the path is never half-written.
    package struct Stream: ~Copyable {
        private let path: String
        /// The path in messages.
        private let requested: String
        private let temporary: String
        private var descriptor: Int32

        /// A cache file: whatever is at `path` is replaced.
        package init(to path: String) throws(RxTreeError) {
            try self.init(path: path, requested: path, existing: nil)
        }

        /// A file the user named: written where its links lead, with the mode (and, where the system
        /// lets us, the owner) of the file it replaces. Refuses a file with several hard links.
        package init(replacing target: Target) throws(RxTreeError) {
            try target.checkReplaceable()
            try self.init(path: target.path, requested: target.requested, existing: target.existing)
        }

        private init(path: String, requested: String, existing: ReplacedFile?) throws(RxTreeError) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            self.path = path
            self.requested = requested
            temporary = "\(Target.folder(of: path))/.\(name).rxtree-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw AtomicFile.failure(requested) }
            if let existing {
                // Only root may give a file away; for others the new file is theirs, as after `cp`.
                _ = fchown(descriptor, existing.owner, existing.group)
                guard fchmod(descriptor, existing.mode) == 0 else {
                    let error = AtomicFile.failure(requested)
                    close(descriptor)
                    unlink(temporary)
                    throw error
                }
            }
        }

        package mutating func write(_ bytes: [UInt8]) throws(RxTreeError) {
            guard FileDescriptorIO.write(bytes, to: descriptor) else { throw AtomicFile.failure(requested) }
        }

        /// `durable` flushes to disk first, for files whose loss after a crash would matter.
        package consuming func commit(durable: Bool) throws(RxTreeError) {
            if durable, fsync(descriptor) != 0 {
                let error = AtomicFile.failure(requested)
                abandon()
                throw error
            }
            close(descriptor)
            descriptor = -1
            guard rename(temporary, path) == 0 else {
                let error = AtomicFile.failure(requested)
                unlink(temporary)
                throw error
            }
        }

        package consuming func abandon() {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporary)
        }
    }

    fileprivate static func failure(_ path: String) -> RxTreeError {
        RxTreeError("cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
}
