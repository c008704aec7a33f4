import CSupport

/// Cheap byte-level checks that decide which files can matter before any of them is parsed.
///
/// A file is parsed when it mentions a keyword of a navigation style (`ScanVocabulary.keywords`),
/// or a name the parsed files need (see `GraphBuilder.Result.wantedNames`).
package enum Relevance {
    /// A keyword right after the vocabulary's module prefix does not count (`ScanVocabulary.modulePrefix`), nor one
    /// in a comment that begins its line (`CodeComments`): a comment holds no fact, and file headers and doc comments
    /// name screens (`//  HomeViewController.swift`).
    package static func mentionsKeyword(_ bytes: [UInt8], of vocabulary: ScanVocabulary) -> Bool {
        var comments: CodeComments?
        return bytes.withUnsafeBufferPointer { mentionsKeyword(in: $0, of: vocabulary, comments: &comments) }
    }

    /// `comments` are the text's, found on the first keyword met if not given: most texts mention none.
    private static func mentionsKeyword(
        in buffer: UnsafeBufferPointer<UInt8>, of vocabulary: ScanVocabulary, comments: inout CodeComments?
    ) -> Bool {
        var from = 0
        while let found = vocabulary.keywordSearch.firstOccurrence(in: buffer, from: from) {
            if comments == nil { comments = CodeComments(buffer) }
            guard let end = comments?.end(ofCommentAround: found) else { return true }
            from = end
        }
        return false
    }

    /// Whether a text would leave a file of its own unparsed: it mentions no keyword and none of `wanted`
    /// (`hashes(of:)` of the wanted names). `UnseenTypes` asks it of one declaration's text, `MemoRevalidation`
    /// of a changed file's. Its comments are found once for both questions.
    static func isQuiet(_ text: [UInt8], of vocabulary: ScanVocabulary, wanted: HashSet32) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            var comments: CodeComments?
            if mentionsKeyword(in: buffer, of: vocabulary, comments: &comments) { return false }
            return !mentionsAny(wanted, in: buffer, comments: comments)
        }
    }

    /// `isQuiet` for the names `wanted`.
    package static func quietness(wanted: Set<String>, of vocabulary: ScanVocabulary) -> @Sendable ([String], ArraySlice<UInt8>) -> Bool {
        let hashes = hashes(of: wanted)
        return { _, text in isQuiet(Array(text), of: vocabulary, wanted: hashes) }
    }

    /// The hashes to look for: every dotted component of every name.
    /// Split at `.` bytes, as `forEachIdentifierHash` splits a file's text, and hashed in place: a split into
    /// substrings and an array a component cost 60 M instructions on every change at 20,000 files.
    static func hashes(of names: Set<String>) -> HashSet32 {
        var hashes = HashSet32(minimumCapacity: names.count * 2)
        for name in names {
            let hashed: Void? = name.utf8.withContiguousStorageIfAvailable { buffer in
                insertComponents(of: buffer, into: &hashes)
            }
            if hashed == nil { Array(name.utf8).withUnsafeBufferPointer { insertComponents(of: $0, into: &hashes) } }
        }
        return hashes
    }

    private static func insertComponents(of name: UnsafeBufferPointer<UInt8>, into hashes: inout HashSet32) {
        guard let base = name.baseAddress else { return }
        var start = 0
        for index in 0...name.count where index == name.count || name[index] == UInt8(ascii: ".") {
            if index > start { hashes.insert(hash(base + start, index - start)) }
            start = index + 1
        }
    }

    /// Whether any identifier in the bytes (a run of letters, digits, `_`) hashes into `wanted`.
    static func mentionsAny(_ wanted: HashSet32, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mentionsAny(wanted, in: $0, comments: nil) }
    }

    private static func mentionsAny(_ wanted: HashSet32, in buffer: UnsafeBufferPointer<UInt8>, comments: CodeComments?) -> Bool {
        guard !wanted.isEmpty else { return false }
        var found = false
        forEachIdentifierHash(in: buffer, comments: comments) { _, hash in
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
        bytes.withUnsafeBufferPointer { buffer in
            forEachIdentifierHash(in: buffer, typeLikeOnly: true) { _, hash in
                distinct.insert(hash)
                return true
            }
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

    /// Calls `body` with the first byte and the hash of each identifier outside `CodeComments` in order (with
    /// `typeLikeOnly`, of each that `isTypeLike` starts: the others are passed over unhashed, as most
    /// identifiers in Swift start in lower case), until it returns false. `comments` are the text's, found here
    /// if not given.
    private static func forEachIdentifierHash(
        in buffer: UnsafeBufferPointer<UInt8>, typeLikeOnly: Bool = false, comments: CodeComments? = nil,
        _ body: (UInt8, UInt32) -> Bool
    ) {
        identifierBytes.withUnsafeBufferPointer { isIdentifier in
            guard let base = buffer.baseAddress, let isIdentifier = isIdentifier.baseAddress else { return }
            let comments = (comments ?? CodeComments(buffer)).ranges
            var nextComment = 0
            // Where the next comment starts, held apart: every byte is compared with it.
            var commentStart = comments.first?.lowerBound ?? Int.max
            var index = 0
            let count = buffer.count
            while index < count {
                // A comment starts with `/`, never inside an identifier.
                if index >= commentStart {
                    index = max(index, comments[nextComment].upperBound)
                    nextComment += 1
                    commentStart = nextComment < comments.count ? comments[nextComment].lowerBound : Int.max
                    continue
                }
                guard isIdentifier[Int(base[index])] else {
                    index += 1
                    continue
                }
                let start = index
                index += 1
                while index < count, isIdentifier[Int(base[index])] { index += 1 }
                if typeLikeOnly, !isTypeLike(base[start]) { continue }
                if !body(base[start], hash(base + start, index - start)) { return }
            }
        }
    }

    /// Letters, digits, `_`, and any non-ASCII byte (Swift identifiers may be Unicode).
    private static let identifierBytes: [Bool] = (0...255).map { byte in
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F || byte >= 0x80
    }

    /// A hash of one identifier, eight bytes at a time: identifiers are short, and a collision costs
    /// only a needless parse. Stored only in caches this executable wrote (`ToolIdentity`), so byte order
    /// does not matter.
    @inline(__always)
    private static func hash(_ base: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
        var value: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(length)
        var offset = 0
        while offset + 8 <= length {
            value = (value ^ UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            value ^= value >> 32
            offset += 8
        }
        if offset < length {
            var tail: UInt64 = 0
            for position in offset..<length { tail |= UInt64(base[position]) << (8 * UInt64(position - offset)) }
            value = (value ^ tail) &* 0xFF51_AFD7_ED55_8CCD
            value ^= value >> 32
        }
        return UInt32(truncatingIfNeeded: value ^ (value >> 29))
    }
}

/// The distinct identifier hashes of one file.
package struct IdentifierHashes: Sendable, Equatable {
    package let values: ContiguousArray<UInt32>

    package init(values: ContiguousArray<UInt32>) {
        self.values = values
    }

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
        // Fibonacci hashing spreads the low bits, which cluster for similar identifiers.
        Int(truncatingIfNeeded: (UInt64(value) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}

/// The keywords of a vocabulary, found in one pass over a file's bytes (a search per keyword made one
/// pass each, and most files mention none): for each pair of bytes, which keywords start with it.
struct KeywordSearch: Sendable {
    /// The keywords end to end, where each starts, and each one's length.
    private let bytes: [UInt8]
    private let offsets: [Int]
    private let lengths: [Int]
    /// For each pair of bytes (first << 8 | second), bit k set when keyword k starts with it.
    private let pairs: [UInt32]
    /// The shortest keyword's length, and for each pair of bytes how far a window that long ending in it may
    /// move on (`rxtree_contains_any_not_after`): most windows of Swift end in a pair no keyword starts
    /// with, so most of a file is stepped over a few bytes at a time.
    private let shortest: Int
    private let shifts: [UInt8]
    /// An occurrence right after this does not count.
    private let exceptAfter: [UInt8]

    /// The styles' keywords are at most 32, each of two bytes or more: the bits of a pair's entry.
    init(_ keywords: [String], exceptAfter prefix: String) {
        var unique: [[UInt8]] = []
        for keyword in keywords.map({ Array($0.utf8) }) where !unique.contains(keyword) { unique.append(keyword) }
        precondition(unique.count <= 32 && unique.allSatisfy { $0.count >= 2 }, "keywords must be at most 32, each of two bytes or more")
        var pairs = [UInt32](repeating: 0, count: 1 << 16)
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        for (index, keyword) in unique.enumerated() {
            offsets.append(bytes.count)
            bytes += keyword
            pairs[Int(keyword[0]) << 8 | Int(keyword[1])] |= 1 << UInt32(index)
        }
        self.bytes = bytes
        self.offsets = offsets
        lengths = unique.map(\.count)
        self.pairs = pairs
        // Kept below 256 for the table's bytes: a longer shortest keyword would only skip further.
        let shortest = min(unique.map(\.count).min() ?? 2, 255)
        var shifts = [UInt8](repeating: UInt8(shortest - 1), count: 1 << 16)
        for keyword in unique {
            for second in 1..<shortest {
                let pair = Int(keyword[second - 1]) << 8 | Int(keyword[second])
                shifts[pair] = min(shifts[pair], UInt8(shortest - 1 - second))
            }
        }
        self.shortest = shortest
        self.shifts = shifts
        exceptAfter = Array(prefix.utf8)
    }

    /// The first offset at or after `from` where a keyword occurs, or nil.
    func firstOccurrence(in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        pairs.withUnsafeBufferPointer { pairs in
            shifts.withUnsafeBufferPointer { shifts in
                bytes.withUnsafeBytes { needles in
                    offsets.withUnsafeBufferPointer { offsets in
                        lengths.withUnsafeBufferPointer { lengths in
                            exceptAfter.withUnsafeBytes { prefix in
                                let found = rxtree_find_any_not_after(
                                    haystack.baseAddress, haystack.count, from, pairs.baseAddress, shifts.baseAddress, shortest,
                                    needles.baseAddress, offsets.baseAddress, lengths.baseAddress, prefix.baseAddress, prefix.count
                                )
                                return found < 0 ? nil : found
                            }
                        }
                    }
                }
            }
        }
    }
}
