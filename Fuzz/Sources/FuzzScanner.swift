import Foundation
import RxTreeKit

// libFuzzer entry point for FileScanner.scan: arbitrary bytes in, no crash out.
//
// rxtree scans on threads with 64 MiB stacks (Parallel.stackSize), because swift-syntax's visitor
// recurses once per nesting level; libFuzzer calls us on the main thread (8 MiB). Each input is
// therefore handed to one long-lived worker thread with the production stack size.

private final class Worker: @unchecked Sendable {
    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var input: [UInt8] = []

    init() {
        let thread = Thread { [unowned self] in
            while true {
                self.start.wait()
                _ = FileScanner.scan(path: "Fuzz.swift", bytes: self.input)
                self.done.signal()
            }
        }
        thread.stackSize = 64 << 20
        thread.start()
    }

    func run(_ bytes: [UInt8]) {
        input = bytes
        start.signal()
        done.wait()
    }
}

private let worker = Worker()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    worker.run(bytes)
    return 0
}
