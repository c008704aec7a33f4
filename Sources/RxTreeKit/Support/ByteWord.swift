/// Eight bytes of text read as one word, to pass over bytes that matter to no scan without a branch per byte.
struct ByteWord {
    let value: UInt64

    /// The eight bytes at `pointer`, in any alignment.
    @inline(__always)
    init(at pointer: UnsafePointer<UInt8>) {
        value = UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
    }

    /// Whether any of the eight bytes is `byte`: a zero byte of `value ^ pattern`.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let masked = value ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (masked &- 0x0101_0101_0101_0101) & ~masked & 0x8080_8080_8080_8080 != 0
    }
}
