/// What identifies a file's content for the cache without reading it.
public struct FileStamp: Hashable, Sendable {
    public var size: Int
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int

    public init(size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }
}

extension ToolIdentity {
    /// The executable at `path`: the version plus the file's size and modification time.
    public static func executable(at path: String?) -> ToolIdentity {
        var value = version
        if let path, let file = FileIdentity(path: path) {
            value += " \(file.stamp.size) \(file.stamp.modifiedSeconds).\(file.stamp.modifiedNanoseconds)"
        }
        return ToolIdentity(value)
    }
}
