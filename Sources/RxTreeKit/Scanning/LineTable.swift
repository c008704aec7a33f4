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
            if index + 8 <= count,
               !LineTable.hasLineEnd(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
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

    /// Whether any of the eight bytes is `\n` or `\r` (a zero byte of `word ^ pattern`, found without a branch per byte).
    @inline(__always)
    private static func hasLineEnd(_ word: UInt64) -> Bool {
        func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
        }
        return hasZeroByte(word ^ 0x0A0A_0A0A_0A0A_0A0A) || hasZeroByte(word ^ 0x0D0D_0D0D_0D0D_0D0D)
    }

    package init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer(LineTable.init)
    }

    /// 1-based line and column of the byte at `offset`.
    package func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
