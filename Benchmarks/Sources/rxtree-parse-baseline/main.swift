import CSupport
import RxTreeKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `rxtree-parse-baseline <dir>`: parses every Swift file under <dir> and prints how many and how many bytes.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    print("usage: rxtree-parse-baseline <dir>")
    exit(64)
}
rxtree_tune_malloc()
let result = ParseBaseline.run(directory: arguments[1])
print("\(result.files) files, \(result.bytes) bytes")
