import SwiftParser

/// The benchmark's floor for parsing: every Swift file through `Parser.parse` on all cores, nothing else.
/// The caller tunes the allocator as rxtree's executable does.
package enum ParseBaseline {
    package struct Result: Sendable {
        package var files: Int
        package var bytes: Int
    }

    package static func run(directory: String) -> Result {
        let files = SourceDiscovery.swiftFiles(in: directory).files
        let sizes = Parallel.map(files, stackSize: FileScanner.stackSize) { file -> Int in
            guard case .success(let bytes) = FileReader.bytes(atPath: file.absolutePath) else { return 0 }
            bytes.withUnsafeBufferPointer { buffer in _ = Parser.parse(source: buffer) }
            return bytes.count
        }
        return Result(files: files.count, bytes: sizes.reduce(0, +))
    }
}
