import CSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Byte order of the UTF-8 text, the same on every platform and locale: the order of every sorted
    /// name and path rxtree prints or writes. memcmp on the UTF-8 storage when both have one (native
    /// strings do), else element by element; the generic comparison costs ten times more, and output
    /// sorts nodes several times a run.
    static func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
        let result = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = Swift.min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        return (result ?? nil) ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// How many bytes from `start` on are ASCII, read eight at a time: source and paths are mostly ASCII.
    func asciiCount(from start: Int) -> Int {
        var index = start
        while index + 8 <= count,
              UnsafeRawPointer(baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        while index < count, self[index] < 0x80 { index += 1 }
        return index - start
    }

    /// Whether `other` holds the same bytes: memcmp, where the generic `elementsEqual` took about 25 instructions a byte.
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        count == other.count && (count == 0 || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }

    /// Whether `needle` occurs in these bytes: memmem, which Swift's Glibc module does not export.
    func containsBytes(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.isEmpty
            || (count >= needle.count && rxtree_contains_not_after(baseAddress, count, needle.baseAddress, needle.count, nil, 0) != 0)
    }
}

extension String {
    /// Whether `part`'s UTF-8 occurs in this string's: the byte search the scanner means. Foundation's
    /// `contains` goes through NSString on Linux, at about ten times the cost, once per type declared.
    func utf8Contains(_ part: String) -> Bool {
        var whole = self
        var part = part
        return whole.withUTF8 { bytes in part.withUTF8 { bytes.containsBytes($0) } }
    }
}

extension StringProtocol {
    /// Whether the UTF-8 ends with `suffix`'s, for the ASCII suffixes of names styles read
    /// (`Coordinator`, `FlowController`): `hasSuffix` on a substring compares characters, at many
    /// times the cost, once per type of the project.
    func utf8HasSuffix(_ suffix: String) -> Bool {
        let count = suffix.utf8.count
        return utf8.count >= count && utf8.suffix(count).elementsEqual(suffix.utf8)
    }
}

/// Search in a list of strings sorted by `String.utf8Order`, such as discovery's paths.
package enum SortedPaths {
    /// Where `path` is among the `count` strings `element` gives in order; nil when it is not there.
    package static func position(of path: String, among count: Int, _ element: (Int) -> String) -> Int? {
        let low = partitionPoint(count: count) { String.utf8Order(element($0), path) }
        return low < count && sameBytes(element(low), path) ? low : nil
    }

    /// Byte for byte: `==` on strings takes canonically equivalent ones as equal (`é` as one scalar or two), and
    /// two such paths are two files.
    package static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        let same = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { left.hasSameBytes(as: $0) }
        }
        return (same ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Whether `paths` are in that order, each after the one before.
    package static func areSorted(_ paths: some Collection<String>) -> Bool {
        zip(paths, paths.dropFirst()).allSatisfy { String.utf8Order($0, $1) }
    }
}
