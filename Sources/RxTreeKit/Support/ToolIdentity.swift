/// Who writes, and alone may read, rxtree's cache files: the version, and for the executable its
/// build (see `ToolIdentity.executable(at:)`), so a rebuilt rxtree never trusts facts an older build wrote.
public struct ToolIdentity: Sendable, Equatable {
    /// rxtree's version, as `--version` prints it.
    public static let version = "0.1.0"
    /// An in-process caller's, such as a test's: the version alone.
    public static let library = ToolIdentity(version)

    public var value: String

    public init(_ value: String) {
        self.value = value
    }
}
