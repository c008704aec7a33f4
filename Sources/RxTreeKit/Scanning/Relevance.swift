import CSupport

/// Cheap byte-level checks that decide which files can matter before any of them is parsed.
///
/// A file is parsed when it mentions a keyword that flows, view controllers and their calls are
/// written with, or a name the parsed files need (see `GraphBuilder.Result.wantedNames`).
public enum Relevance {
    /// `Controller` rather than `ViewController`, so subclasses of `UITabBarController` and friends count.
    static let keywords: [[UInt8]] = ["Flow", "Controller", "addChild", "navigate"].map { Array($0.utf8) }
    /// `import RxFlow` and `import RxController` alone say nothing: half of an app's files have one.
    static let modulePrefix: [UInt8] = Array("Rx".utf8)

    static func mentionsKeyword(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            keywords.contains { keyword in
                keyword.withUnsafeBytes { needle in
                    modulePrefix.withUnsafeBytes { prefix in
                        rxtree_contains_not_after(
                            buffer.baseAddress, buffer.count, needle.baseAddress, needle.count, prefix.baseAddress, prefix.count
                        ) != 0
                    }
                }
            }
        }
    }

    /// The hashes to look for: every dotted component of every name.
    static func hashes(of names: Set<String>) -> Set<UInt64> {
        var hashes = Set<UInt64>()
        for name in names {
            for component in name.split(separator: ".") where !component.isEmpty {
                hashes.insert(Fingerprint.of(component.utf8))
            }
        }
        return hashes
    }

    /// Whether any identifier in the bytes (a run of letters, digits, `_`) hashes into `wanted`.
    static func mentionsAny(_ wanted: Set<UInt64>, in bytes: [UInt8]) -> Bool {
        guard !wanted.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                guard isIdentifierByte(buffer[index]) else {
                    index += 1
                    continue
                }
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                while index < count, isIdentifierByte(buffer[index]) {
                    hash = (hash ^ UInt64(buffer[index])) &* 0x0000_0100_0000_01B3
                    index += 1
                }
                if wanted.contains(hash) { return true }
            }
            return false
        }
    }

    @inline(__always)
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        // Letters, digits, `_`, and any non-ASCII byte (Swift identifiers may be Unicode).
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
