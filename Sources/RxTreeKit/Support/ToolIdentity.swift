/// Who writes, and alone may read, rxtree's cache files: the version, and for the executable its
/// build (see `ToolIdentity.executable(at:)`), so a rebuilt rxtree never trusts facts an older build wrote.
package struct ToolIdentity: Sendable, Equatable {
    /// rxtree's version, as `--version` prints it.
    package static let version = "0.1.0"
    /// An in-process caller's, such as a test's: the version alone.
    package static let library = ToolIdentity(version)

    package var value: String

    package init(_ value: String) {
        self.value = value
    }
}
