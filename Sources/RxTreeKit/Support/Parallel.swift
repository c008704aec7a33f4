import Foundation

/// Runs work on every core, on threads of our own rather than Dispatch's, whose 512 KiB stacks are too
/// small for some work (see `FileScanner.stackSize`): the caller says how large a stack its work needs.
enum Parallel {
    /// `transform` of every element, in input order, computed concurrently. `stackSize` nil leaves the
    /// system's default.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], stackSize: Int? = nil, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let running = start(elements, stackSize: stackSize, transform)
        running.done.wait()
        return running.results.values()
    }

    /// The same, where each worker keeps a value of its own from one element to the next: `state` makes
    /// it, and `transform` may change it (a table that what the worker made so far shares).
    static func map<Element: Sendable, State, Result: Sendable>(
        _ elements: [Element], stackSize: Int? = nil, state: @escaping @Sendable () -> State,
        _ transform: @escaping @Sendable (inout State, Element) -> Result
    ) -> [Result] {
        let running = start(elements, stackSize: stackSize, state: state, transform)
        running.done.wait()
        return running.results.values()
    }

    /// Starts `map` on worker threads and returns at once, so the caller can work meanwhile.
    /// `workers` defaults to one per core; fewer leave cores to the caller, who joins in on `wait`.
    static func start<Element: Sendable, Result: Sendable>(
        _ elements: [Element], workers: Int = ProcessInfo.processInfo.activeProcessorCount, stackSize: Int? = nil,
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> Running<Result> {
        start(elements, workers: workers, stackSize: stackSize, state: {}) { _, element in transform(element) }
    }

    private static func start<Element: Sendable, State, Result: Sendable>(
        _ elements: [Element], workers: Int = ProcessInfo.processInfo.activeProcessorCount, stackSize: Int? = nil,
        state makeState: @escaping @Sendable () -> State, _ transform: @escaping @Sendable (inout State, Element) -> Result
    ) -> Running<Result> {
        let results = ConcurrentResults<Result>(count: elements.count)
        let done = DispatchGroup()
        let count = elements.count
        let next = Counter()
        let work: @Sendable () -> Void = {
            var state = makeState()
            while let index = next.take(below: count) { results.set(index, transform(&state, elements[index])) }
        }
        for _ in 0..<max(1, min(workers, count)) where count > 0 {
            done.enter()
            let thread = Thread {
                work()
                done.leave()
            }
            if let stackSize { thread.stackSize = stackSize }
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

/// A fixed-size buffer that concurrent tasks fill, each writing only its own index.
final class ConcurrentResults<Element>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Each index must be set by one task only.
    func set(_ index: Int, _ value: Element) {
        storage[index] = value
    }

    /// Call after every task has finished.
    func values() -> [Element] {
        storage.compactMap { $0 }
    }
}
