import Foundation

/// Runs work on every core, on threads with stacks large enough for swift-syntax's recursive
/// visitors on deeply nested code (Dispatch's worker threads have 512 KiB). Postfix chains such as
/// `a!!!…` are not limited by the parser's nesting cap: 64 MiB overflowed at about 380,000 links.
/// The stack is reserved address space; only the pages a scan touches use memory.
enum Parallel {
    static let stackSize = 512 << 20

    /// Calls `body` once for each index in `0..<count`, concurrently; returns when all are done.
    static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        let next = Counter()
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let index = next.take(below: count) { body(index) }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
    }

    /// `transform` of every element, in input order, computed concurrently.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        let results = ConcurrentResults<Result>(count: elements.count)
        forEach(elements.count) { index in results.set(index, transform(elements[index])) }
        return results.values()
    }

    /// Starts `map` on worker threads and returns at once, so the caller can work meanwhile.
    /// `workers` defaults to one per core; fewer leave cores to the caller, who joins in on `wait`.
    static func start<Element: Sendable, Result: Sendable>(
        _ elements: [Element], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> Running<Result> {
        let results = ConcurrentResults<Result>(count: elements.count)
        let done = DispatchGroup()
        let count = elements.count
        let next = Counter()
        let work: @Sendable () -> Void = {
            while let index = next.take(below: count) { results.set(index, transform(elements[index])) }
        }
        for _ in 0..<max(1, min(workers, count)) where count > 0 {
            done.enter()
            let thread = Thread {
                work()
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        return Running(results: results, done: done, work: work)
    }

    /// A `map` under way.
    struct Running<Result>: @unchecked Sendable {
        fileprivate let results: ConcurrentResults<Result>
        fileprivate let done: DispatchGroup
        fileprivate let work: @Sendable () -> Void

        /// Takes on what is left on the calling thread, then returns the results in input order.
        /// Only for work that fits the caller's stack.
        func wait() -> [Result] {
            work()
            done.wait()
            return results.values()
        }
    }

    /// Hands out indices to workers.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
