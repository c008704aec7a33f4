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
    static func hashes(of names: Set<String>) -> HashSet32 {
        var hashes = HashSet32(minimumCapacity: names.count * 2)
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
    static func mentionsAny(_ wanted: HashSet32, in bytes: [UInt8]) -> Bool {
        guard !wanted.isEmpty else { return false }
        var found = false
        forEachIdentifierHash(in: bytes) { _, hash in
            found = wanted.contains(hash)
            return !found
        }
        return found
    }

    /// The distinct hashes of a file's type-like identifiers (see `isTypeLike`): kept for filtered
    /// files so that checking them against the names wanted later needs no second read. Wanted names
    /// are type names but for a rare unresolved function, so a file is read again only for those.
    /// A collision only parses a file more.
    static func identifierHashes(in bytes: [UInt8]) -> IdentifierHashes {
        // About one distinct type-like identifier per 150 bytes of Swift; the set grows if there are more.
        var distinct = HashSet32(minimumCapacity: bytes.count / 128)
        forEachIdentifierHash(in: bytes) { first, hash in
            if isTypeLike(first) { distinct.insert(hash) }
            return true
        }
        return IdentifierHashes(values: distinct.elements())
    }

    /// Whether every component of every name starts like a type, so `identifierHashes` can answer for it.
    static func typeLike(_ names: Set<String>) -> Bool {
        names.allSatisfy { name in
            name.split(separator: ".").allSatisfy { component in component.utf8.first.map(isTypeLike) ?? true }
        }
    }

    /// An upper-case letter, `_`, or any non-ASCII byte (which may begin an upper-case letter).
    @inline(__always)
    private static func isTypeLike(_ first: UInt8) -> Bool {
        (first >= 0x41 && first <= 0x5A) || first == 0x5F || first >= 0x80
    }

    /// FNV-1a, 32 bits: identifiers are short and a collision costs only a needless parse.
    private static let hashSeed: UInt32 = 0x811C_9DC5
    private static let hashPrime: UInt32 = 0x0100_0193

    /// Calls `body` with the first byte and the hash of each identifier in order, until it returns false.
    private static func forEachIdentifierHash(in bytes: [UInt8], _ body: (UInt8, UInt32) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                guard isIdentifierByte(buffer[index]) else {
                    index += 1
                    continue
                }
                let first = buffer[index]
                var hash = hashSeed
                while index < count, isIdentifierByte(buffer[index]) {
                    hash = (hash ^ UInt32(buffer[index])) &* hashPrime
                    index += 1
                }
                if !body(first, hash) { return }
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
    let values: ContiguousArray<UInt32>

    func containsAny(of wanted: HashSet32) -> Bool {
        values.contains(where: wanted.contains)
    }
}

/// A set of 32-bit hashes with open addressing: no per-element hashing, no allocation per insert.
struct HashSet32: Sendable {
    // 0 marks an empty slot; the value 0 itself is tracked apart.
    private var slots: ContiguousArray<UInt32>
    private var count = 0
    private var hasZero = false

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        slots = ContiguousArray(repeating: 0, count: capacity)
    }

    var isEmpty: Bool { count == 0 && !hasZero }

    mutating func insert(_ value: UInt32) {
        guard value != 0 else {
            hasZero = true
            return
        }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Self.start(value, mask)
        while true {
            let slot = slots[index]
            if slot == value { return }
            if slot == 0 {
                slots[index] = value
                count += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    func contains(_ value: UInt32) -> Bool {
        guard value != 0 else { return hasZero }
        let mask = slots.count - 1
        var index = Self.start(value, mask)
        while true {
            let slot = slots[index]
            if slot == value { return true }
            if slot == 0 { return false }
            index = (index + 1) & mask
        }
    }

    func elements() -> ContiguousArray<UInt32> {
        var result = ContiguousArray<UInt32>()
        result.reserveCapacity(count + 1)
        if hasZero { result.append(0) }
        for slot in slots where slot != 0 { result.append(slot) }
        return result
    }

    private mutating func grow() {
        let old = slots
        slots = ContiguousArray(repeating: 0, count: old.count * 2)
        count = 0
        for slot in old where slot != 0 { insert(slot) }
    }

    @inline(__always)
    private static func start(_ value: UInt32, _ mask: Int) -> Int {
        // Fibonacci hashing spreads FNV's low bits, which cluster for similar identifiers.
        Int(truncatingIfNeeded: (UInt64(value) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
