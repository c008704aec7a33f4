/// What identifies a file's content for the cache without reading it. Size and modification time alone
/// miss a rewrite that keeps both (`sed -i` then `touch -r`, `cp -p`, `rsync -t`, `tar x`): the inode
/// changes when a file is replaced, and the change time on every write, rename or change of permissions,
/// and no one can set it back. Whether this process may read the file is part of it too, so a file that
/// turned unreadable (or is read by another user) is read again, and warned about, as on a cold run.
package struct FileStamp: Hashable, Sendable {
    package var size: Int
    package var modifiedSeconds: Int
    package var modifiedNanoseconds: Int
    package var inode: UInt64
    package var changedSeconds: Int
    package var changedNanoseconds: Int
    package var isReadable: Bool

    package init(
        size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int, inode: UInt64 = 0, changedSeconds: Int = 0,
        changedNanoseconds: Int = 0, isReadable: Bool = true
    ) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
        self.isReadable = isReadable
    }
}

extension ToolIdentity {
    /// The executable at `path`: the version plus the file's size and modification time.
    package static func executable(at path: String?) -> ToolIdentity {
        var value = version
        if let path, let file = FileIdentity(path: path) {
            value += " \(file.stamp.size) \(file.stamp.modifiedSeconds).\(file.stamp.modifiedNanoseconds)"
        }
        return ToolIdentity(value)
    }
}
