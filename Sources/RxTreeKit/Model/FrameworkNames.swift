/// Type names that Apple's SDKs, the standard library or a navigation framework declare, which a
/// project does not: a failed lookup of one of them is no reason to parse more files. The styles add
/// their frameworks' names (`NavigationStyle.frameworkNames`).
struct FrameworkNames: Sendable {
    /// Apple's reserved two- and three-letter prefixes, followed by a capital: `UIView`, `NSObject`, `CGRect`.
    private static let prefixes: [String] = [
        "UI", "NS", "CG", "CA", "CF", "AV", "MK", "WK", "SK", "SF", "PH", "CL", "CN", "UN", "GK", "SC", "AR", "MF",
        "QL", "CK", "HK", "EK", "ASK", "SCN", "MTL", "CI",
    ]

    /// The standard library's and Foundation's.
    private static let swiftNames: Set<String> = [
        "Any", "AnyObject", "AnyHashable", "Array", "Bool", "Calendar", "CaseIterable", "Character", "Codable",
        "Comparable", "CustomStringConvertible", "Data", "Date", "DateFormatter", "Decimal", "Decodable", "Dictionary",
        "Double", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "IndexPath", "Int", "Int16",
        "Int32", "Int64", "Int8", "JSONDecoder", "JSONEncoder", "Locale", "Never", "Notification", "NotificationCenter",
        "Optional", "Result", "Sendable", "Set", "String", "Substring", "TimeInterval", "UInt", "UInt16", "UInt32",
        "UInt64", "UInt8", "URL", "URLRequest", "URLSession", "UUID", "Void",
    ]

    private let names: Set<String>

    init(frameworks: Set<String>) {
        names = Self.swiftNames.union(frameworks)
    }

    func contains(_ name: String) -> Bool {
        let last = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { Substring(name[name.index(after: $0)...]) } ?? Substring(name)
        if names.contains(String(last)) { return true }
        let bytes = last.utf8
        for prefix in Self.prefixes where bytes.count > prefix.utf8.count + 1 && last.hasPrefix(prefix) {
            let next = bytes[bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)]
            if next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") { return true }
        }
        return false
    }
}
