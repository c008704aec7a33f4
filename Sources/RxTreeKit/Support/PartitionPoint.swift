/// The binary search of every sorted table here: the first position of `0..<count` that `isBefore` does not hold
/// for, where it holds for a prefix of the positions and for none after them (a sorted list, asked whether the
/// element at a position sorts before the one looked for). `count` when it holds for all.
@inline(__always)
func partitionPoint(count: Int, isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = low + (high - low) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}
