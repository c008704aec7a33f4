import Foundation

/// Releases a large value on a thread of its own, so that the caller goes on while its millions of
/// small allocations are freed. Only the pipeline uses it: a run's facts and models are its to drop.
enum BackgroundRelease {
    /// Set (`RXTREE_RELEASE_INLINE=1`) by `make perf-check`: values are released on the caller's thread, so a
    /// run's instruction count does not depend on how much of the release a thread finished before exit.
    static let isInline = ProcessInfo.processInfo.environment["RXTREE_RELEASE_INLINE"] == "1"

    /// Takes the value out of `variable` (leaving it empty), so the background thread holds the only reference.
    static func release<Element>(_ variable: inout [Element]) {
        let box = Box(variable)
        variable = []
        start(box)
    }

    /// The caller must hold no other reference to what `value` refers to.
    static func release<Value>(_ value: consuming Value) {
        start(Box(value))
    }

    private static func start<Value>(_ box: Box<Value>) {
        if isInline {
            box.value = nil
        } else {
            Thread { box.value = nil }.start()
        }
    }

    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }
}
