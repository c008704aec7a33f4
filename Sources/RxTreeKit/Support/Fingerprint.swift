/// FNV-1a, 64 bits: cheap, stable across runs and platforms (unlike `Hasher`).
enum Fingerprint {
    static func of<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var running = Running()
        running.add(bytes)
        return running.value
    }

    /// A name's 32-bit hash (the high half of its fingerprint): what the graph inputs keep of a name.
    static func nameHash<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var running = Running()
        running.add(bytes)
        return running.nameHash
    }

    /// A fingerprint taken over bytes that arrive in pieces.
    struct Running {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        var nameHash: UInt32 { UInt32(truncatingIfNeeded: value >> 32) }

        mutating func add<C: Collection>(_ bytes: C) where C.Element == UInt8 {
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }

        /// A whole word at a time, for fingerprints kept only by this build (the graph memo's key): an eighth
        /// of the work of its bytes one by one.
        mutating func add(word: UInt64) {
            value = (value ^ word) &* 0x0000_0100_0000_01B3
            value ^= value >> 29
        }

        /// `string`'s length, then its bytes.
        mutating func add(length string: String) {
            var string = string
            string.withUTF8 { bytes in
                add(word: UInt64(bytes.count))
                add(bytes)
            }
        }
    }
}
