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
    static func hashes(of names: Set<String>) -> Set<UInt32> {
        var hashes = Set<UInt32>()
        for name in names {
            for component in name.split(separator: ".") where !component.isEmpty {
                var hash = hashSeed
                for byte in component.utf8 { hash = (hash ^ UInt32(byte)) &* hashPrime }
                hashes.insert(hash)
            }
        }
        return hashes
    }

    /// Whether any identifier in the bytes (a run of letters, digits, `_`) hashes into `wanted`.
    static func mentionsAny(_ wanted: Set<UInt32>, in bytes: [UInt8]) -> Bool {
        guard !wanted.isEmpty else { return false }
        var found = false
        forEachIdentifierHash(in: bytes) { hash in
            found = wanted.contains(hash)
            return !found
        }
        return found
    }

    /// The distinct identifier hashes of a file, sorted: kept for filtered files so that checking them
    /// against the names wanted later needs no second read. A collision only parses a file more.
    static func identifierHashes(in bytes: [UInt8]) -> IdentifierHashes {
        var hashes: [UInt32] = []
        hashes.reserveCapacity(bytes.count / 16)
        forEachIdentifierHash(in: bytes) { hash in
            hashes.append(hash)
            return true
        }
        hashes.sort()
        var distinct = ContiguousArray<UInt32>()
        distinct.reserveCapacity(hashes.count / 4)
        for hash in hashes where distinct.last != hash { distinct.append(hash) }
        return IdentifierHashes(sorted: distinct)
    }

    /// FNV-1a, 32 bits: identifiers are short and a collision costs only a needless parse.
    private static let hashSeed: UInt32 = 0x811C_9DC5
    private static let hashPrime: UInt32 = 0x0100_0193

    /// Calls `body` with the hash of each identifier in order, until it returns false.
    private static func forEachIdentifierHash(in bytes: [UInt8], _ body: (UInt32) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                guard isIdentifierByte(buffer[index]) else {
                    index += 1
                    continue
                }
                var hash = hashSeed
                while index < count, isIdentifierByte(buffer[index]) {
                    hash = (hash ^ UInt32(buffer[index])) &* hashPrime
                    index += 1
                }
                if !body(hash) { return }
            }
        }
    }

    @inline(__always)
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        // Letters, digits, `_`, and any non-ASCII byte (Swift identifiers may be Unicode).
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}

/// The distinct identifier hashes of one file.
struct IdentifierHashes: Sendable {
    let sorted: ContiguousArray<UInt32>

    func containsAny(of wanted: Set<UInt32>) -> Bool {
        guard !wanted.isEmpty else { return false }
        return sorted.contains(where: wanted.contains)
    }
}
