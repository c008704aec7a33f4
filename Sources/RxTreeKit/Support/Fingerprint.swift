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

        /// FNV-1a's 64-bit prime.
        private static let prime: UInt64 = 0x0000_0100_0000_01B3

        mutating func add<C: Collection>(_ bytes: C) where C.Element == UInt8 {
            // Through contiguous bytes where there are some: a `String.UTF8View` taken element by element cost
            // about 25 instructions a byte, and names are hashed hundreds of thousands of times a build.
            let added: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                var running = value
                for byte in buffer { running = (running ^ UInt64(byte)) &* Self.prime }
                value = running
            }
            guard added == nil else { return }
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* Self.prime
            }
        }

        /// A whole word at a time, for fingerprints kept only by this build (the graph memo's key): an eighth
        /// of the work of its bytes one by one.
        mutating func add(word: UInt64) {
            value = (value ^ word) &* Self.prime
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

    /// The checksum of rxtree's sealed files: eight bytes a step, taken over bytes that arrive in pieces of any
    /// length (a partial word waits for the next piece). Byte by byte, checking the 11 MB memo of 100,000 files
    /// took 44 M instructions.
    struct Checksum {
        private var running = Running()
        private var pending: UInt64 = 0
        private var pendingCount = 0

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var offset = 0
            while pendingCount != 0, offset < bytes.count {
                addPending(bytes[offset])
                offset += 1
            }
            while offset + 8 <= bytes.count {
                running.add(word: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            while offset < bytes.count {
                addPending(bytes[offset])
                offset += 1
            }
        }

        mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add($0) }
        }

        private mutating func addPending(_ byte: UInt8) {
            pending |= UInt64(byte) << (8 * UInt64(pendingCount))
            pendingCount += 1
            if pendingCount == 8 {
                running.add(word: pending)
                pending = 0
                pendingCount = 0
            }
        }

        /// The bytes' count goes in last, so a zero byte more or less is never the same sum.
        func value(count: Int) -> UInt64 {
            var final = running
            final.add(word: pending)
            final.add(word: UInt64(count))
            return final.value
        }
    }
}
