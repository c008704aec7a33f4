/// Type names that Apple's SDKs, the standard library or a navigation framework declare, which a
/// project does not: a failed lookup of one of them is no reason to parse more files. The styles add
/// their frameworks' names (`NavigationStyle.frameworkNames`).
struct FrameworkNames: Sendable {
    /// Apple's reserved two- and three-letter prefixes, followed by a capital: `UIView`, `NSObject`, `CGRect`.
    private static let prefixes: [String] = [
        "UI", "NS", "CG", "CA", "CF", "AV", "MK", "WK", "SK", "SF", "PH", "CL", "CN", "UN", "GK", "SC", "AR", "MF",
        "QL", "CK", "HK", "EK", "ASK", "SCN", "MTL", "CI",
    ]

    /// The standard library's and Foundation's: its types, and the protocols apps adopt (a model's
    /// `CodingKeys: String, CodingKey`), which would otherwise send every file mentioning them to be parsed.
    private static let swiftNames: Set<String> = [
        "Actor", "AdditiveArithmetic", "Any", "AnyObject", "AnyHashable", "Array", "BidirectionalCollection", "BinaryInteger",
        "Bool", "Calendar", "CaseIterable", "Character", "Codable", "CodingKey", "Collection", "Comparable",
        "CustomDebugStringConvertible", "CustomNSError", "CustomStringConvertible", "Data", "Date", "DateFormatter", "Decimal",
        "Decodable", "Dictionary", "Double", "Encodable", "Equatable", "Error",
        "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation",
        "ExpressibleByStringLiteral", "Float", "Hashable", "Identifiable", "IndexPath", "Int", "Int16", "Int32", "Int64", "Int8",
        "IteratorProtocol", "JSONDecoder", "JSONEncoder", "Locale", "LocalizedError", "LosslessStringConvertible",
        "MutableCollection", "Never", "Notification", "NotificationCenter", "Numeric", "Optional", "OptionSet",
        "RandomAccessCollection", "RangeReplaceableCollection", "RawRepresentable", "Result", "Sendable", "Sequence", "Set",
        "SetAlgebra", "SignedNumeric", "Strideable", "String", "Substring", "TimeInterval", "UInt", "UInt16", "UInt32",
        "UInt64", "UInt8", "URL", "URLRequest", "URLSession", "UUID", "Void",
    ]

    private let names: Set<String>
    /// `prefixes` packed into integers, by length: a name is tested with two set lookups, not one
    /// string comparison per prefix (this runs for every type whose members are looked up).
    private static let twoLetterPrefixes = Set(prefixes.filter { $0.utf8.count == 2 }.map { packed($0.utf8) })
    private static let threeLetterPrefixes = Set(prefixes.filter { $0.utf8.count == 3 }.map { packed($0.utf8) })

    init(frameworks: Set<String>) {
        names = Self.swiftNames.union(frameworks)
    }

    /// The standard library's, Foundation's and Apple's names alone, without any navigation framework's.
    static let standard = FrameworkNames(frameworks: [])

    func contains(_ name: String) -> Bool {
        let last = name.lastDottedComponent
        if names.contains(last.utf8.count == name.utf8.count ? name : String(last)) { return true }
        // The prefix, a capital, and more after it: `UIView`, `SCNNode`; not `UIX`.
        let count = last.utf8.count
        guard count > 3 else { return false }
        let bytes = Array(last.utf8.prefix(4))
        if count > 4, Self.threeLetterPrefixes.contains(Self.packed(bytes[0..<3])), Self.isUppercase(bytes[3]) { return true }
        return Self.twoLetterPrefixes.contains(Self.packed(bytes[0..<2])) && Self.isUppercase(bytes[2])
    }

    private static func packed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
