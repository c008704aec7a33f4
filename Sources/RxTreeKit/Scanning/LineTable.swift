/// Where each line of a file starts, for turning byte offsets into line and column numbers.
///
/// Built from the bytes in one pass, instead of swift-syntax's `SourceLocationConverter`, which walks
/// the whole tree to find line ends. Lines end at `\n`, `\r\n` or `\r`, as in swift-syntax; columns
/// count UTF-8 bytes from 1.
package struct LineTable: Sendable {
    private let starts: [Int]

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight bytes at a time past those with no line end: lines are tens of bytes long.
            if index + 8 <= count, case let word = ByteWord(at: bytes.baseAddress! + index),
               !word.contains(UInt8(ascii: "\n")), !word.contains(UInt8(ascii: "\r")) {
                index += 8
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index)
            }
        }
        self.starts = starts
    }

    package init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer(LineTable.init)
    }

    /// 1-based line and column of the byte at `offset`.
    package func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before `offset` (the first line's, 0, for any offset before it).
        let line = max(0, partitionPoint(count: starts.count) { starts[$0] <= offset } - 1)
        return (line + 1, offset - starts[line] + 1)
    }
}
