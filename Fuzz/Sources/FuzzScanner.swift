import RxTreeKit

/// The byte filter's question of a file's text: its keywords and, through its identifiers, a wanted name.
private let isQuiet = Relevance.quietness(wanted: ["HomeViewController", "Catalog.Entry"], of: NavigationStyles.vocabulary)

/// libFuzzer's per-input callback: any bytes in, no crash out, through the byte filter, the scanner and the
/// analysis (helper chains and inheritance rings crash or slow the graph build, not the scanner).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    _ = isQuiet([], bytes[...])
    if case .scanned(let facts) = FileScanner.scan(path: "Fuzz.swift", bytes: bytes, vocabulary: NavigationStyles.vocabulary) {
        _ = NavigationStyles.graph(of: [facts])
    }
    return 0
}

/// libFuzzer's driver, for a program with its own `main` (compiler-rt's FuzzerInterface.h).
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
