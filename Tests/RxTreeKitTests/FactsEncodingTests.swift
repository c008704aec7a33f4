import Foundation
import RxTreeKit
import XCTest

/// The cache's encoding is the facts' only one: a field added to the facts but not to the encoding
/// must fail here, not be dropped silently from every warm run.
final class FactsEncodingTests: XCTestCase {
    /// Every field set to something other than its default, every `ValueExpr` case and every kind of type.
    static let sample: FileFacts = {
        let location = SourceLocation(path: "Sample.swift", line: 3, column: 9)
        let everyValue = ValueExpr.oneOf([
            .name("a"), .selfValue, .member(.name("b"), "c"), .implicitMember("d"), .call(base: nil, name: "E"),
            .call(base: .selfValue, name: "f"), .implicitCall("g"), .typed("H"),
            .binding(declared: "I", values: [.name("j")]), .unknown, .wrapperKeyPath(wrapper: "Injected", member: "home"), .array([.name("k")]),
            .parameter(2), .element(.name("l")), .tuple([.name("m"), .selfValue]), .tupleElement(.name("n"), 1),
            .infixOperator("~>", .name("o"), .member(.name("P"), "self")),
            .associatedValue(subject: .name("q"), name: "home", position: 1), .registeredArgument(type: "R", position: 2),
        ])
        var body = CodeBody()
        var call = MethodCall(name: "helper", cases: [".home"])
        call.arguments = [CallArgument(label: "for", value: .member(.name("Screen"), "self"))]
        body.selfCalls = [call]
        body.superCalls = [call]
        body.calls = [CallFact(
            name: "contribute", receiver: .name("flow"), isMemberAccess: true, labels: [nil, "withNextStepper"],
            firstArgument: everyValue, text: "vc", location: location, cases: [".detail"]
        )]
        body.calls[0].laterArguments = [.name("stepper")]
        body.calls[0].isAssignment = true
        body.returnValues = [.call(base: nil, name: "HomeViewController", arguments: [CallArgument(label: nil, value: .selfValue)])]
        body.propertyAssignments = [PropertyAssignment(name: "child", value: .name("x"))]
        var property = PropertyFacts(name: "root", isStatic: true, declaredType: "Factory", initializer: everyValue, body: body)
        property.madeWhenCalled = "HomeViewController"
        var function = FunctionFacts(name: "push", isStatic: true, returnType: "Screen", body: body)
        function.genericParameters = ["Screen"]
        function.parameters = [ParameterFacts(label: "type", type: "Screen", isMetatype: true, hasDefault: true)]
        function.matching = CaseMatching(cases: ["home"], catchesOthers: true, narrowing: ["AppStep"])
        var facts = FileFacts(path: "Sample.swift")
        facts.types = TypeFacts.Kind.allCases.map { kind in
            var type = TypeFacts(name: "T\(kind)", enclosing: "Outer", kind: kind, inheritance: ["Flow"], location: location)
            type.genericParameters = ["RootScreen"]
            type.superclassArguments = ["HomeViewController"]
            type.properties = [property]
            type.functions = [function]
            type.cases = [EnumCaseFacts(name: "home", location: location)]
            return type
        }
        facts.functions = [function]
        facts.variables = [property]
        facts.typealiases = [Typealias(name: "Alias", target: "Target")]
        facts.imports = ["FeatureKit"]
        return facts
    }()

    func testTheSampleSetsEveryField() {
        XCTAssertEqual(Self.fieldsLeftAtTheirDefault(Self.sample, path: "FileFacts"), [], """
            a field of the facts is left at its default in the sample: set it, and write it in FactsEncoding.swift
            """)
    }

    func testFactsSurviveTheCacheUnchanged() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent(FactsCache.fileName).path
        let stamp = FileStamp(size: 10, modifiedSeconds: 20, modifiedNanoseconds: 30, inode: 40, changedSeconds: 50, changedNanoseconds: 60)
        XCTAssertEqual(Self.fieldsLeftAtTheirDefault(stamp, path: "FileStamp"), [], "a field of the stamp is left at its default: set it")
        // Filtered files keep their identifiers' hashes, when known: some, none at all, or not known.
        let cache = FactsCache(entries: [
            "Sample.swift": .init(stamp: stamp, state: .parsed(Self.sample)),
            "Hashed.swift": .init(stamp: stamp, state: .filtered, identifiers: IdentifierHashes(values: [0, 1, 0x8000_0000, 0xFFFF_FFFF, 0x1234_5678])),
            "Plain.swift": .init(stamp: stamp, state: .filtered, identifiers: IdentifierHashes(values: [])),
            "Unhashed.swift": .init(stamp: stamp, state: .filtered),
        ], wanted: ["HomeViewModel", "Session.Store", "ZoneFlow", "é"])
        try cache.save(to: path, identity: .library)
        let loaded = FactsCache.load(from: path, identity: .library)
        // The hashes are read only when asked for.
        XCTAssertEqual(loaded.entries, cache.entries.mapValues { FactsCache.Entry(stamp: $0.stamp, state: $0.state) })
        XCTAssertEqual(loaded.blocks?.identifiers(), cache.entries.compactMapValues(\.identifiers))
        XCTAssertEqual(loaded.blocks?.identifiers()["Plain.swift"], IdentifierHashes(values: []))
        XCTAssertEqual(loaded.wanted, ["HomeViewModel", "Session.Store", "ZoneFlow", "é"])
        XCTAssertTrue(FactsCache.load(from: path, identity: ToolIdentity("another build")).entries.isEmpty)
    }

    /// Strings are written once per block, in a table ahead of it: facts spanning many blocks, with
    /// names repeated within and across them, read back as written, each block from its own table.
    func testFactsOverManyBlocksSurviveTheCacheUnchanged() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent(FactsCache.fileName).path
        let cache = Self.manyBlocks()
        let entries = cache.entries
        try cache.save(to: path, identity: .library)
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertGreaterThan(size, 3 << 18, "the cache should span several 256 KB blocks")
        let loaded = FactsCache.load(from: path, identity: .library)
        XCTAssertEqual(loaded.entries.count, entries.count)
        XCTAssertEqual(loaded.entries, cache.entries.mapValues { FactsCache.Entry(stamp: $0.stamp, state: $0.state) })
        XCTAssertEqual(loaded.blocks?.identifiers(), cache.entries.compactMapValues(\.identifiers))
        // Values are written once per block too (`FactsCodec.ValueTable`): two files of one block, read
        // back, hold one value where they wrote equal ones.
        let firstTwo = loaded.entries.keys.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }.compactMap { path -> ValueExpr? in
            guard case .parsed(let facts)? = loaded.entries[path]?.state else { return nil }
            return facts.types.lazy.flatMap(\.functions).flatMap(\.body.calls).first?.firstArgument
        }.prefix(2)
        XCTAssertEqual(firstTwo.count, 2)
        XCTAssertEqual(firstTwo.first, firstTwo.last)
        XCTAssertNotEqual(firstTwo.first, ValueExpr.unknown)
        let bits = firstTwo.map { value in withUnsafeBytes(of: value) { Array($0) } }
        XCTAssertEqual(bits.first, bits.last)
    }

    /// A save copies from the file the cache was read from each block whose entries are all as read, and
    /// encodes the rest: entries marked as read but given with another stamp keep the file's stamp where
    /// their block was copied, and take the one given where it was encoded.
    func testASaveCopiesTheBlocksWhoseEntriesAreAllAsRead() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent(FactsCache.fileName).path
        try Self.manyBlocks().save(to: path, identity: .library)
        let loaded = FactsCache.load(from: path, identity: .library)
        let paths = loaded.entries.keys.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
        let changed = paths[paths.count / 2]
        func items(asRead: (String) -> Bool) -> [FactsCache.Item] {
            paths.map { path in
                var entry = loaded.entries[path]!
                entry.stamp.size += 1_000_000
                return FactsCache.Item(path: path, entry: entry, isAsRead: asRead(path))
            }
        }
        // Entries as read carry no hashes: a save takes them from the file, for copied and encoded blocks alike.
        let hashes = try XCTUnwrap(loaded.blocks?.identifiers())
        XCTAssertGreaterThan(hashes.count, 100)
        // An entry given not as read, with no hashes, has none.
        func encoded(_ path: String, asRead: (String) -> Bool) -> [String] {
            let saved = FactsCache.load(from: path, identity: .library)
            XCTAssertEqual(Set(saved.entries.keys), Set(paths))
            XCTAssertEqual(saved.blocks?.identifiers(), hashes.filter { asRead($0.key) })
            return paths.filter { saved.entries[$0]?.stamp != loaded.entries[$0]?.stamp }
        }

        let copy = directory.appendingPathComponent("copy.bin").path
        try FactsCache.save(items(asRead: { $0 != changed }), reusing: loaded.blocks, wanted: { ["Wanted"] }, to: copy, identity: .library)
        let reencoded = encoded(copy, asRead: { $0 != changed })
        XCTAssertTrue(reencoded.contains(changed))
        XCTAssertLessThan(reencoded.count, paths.count / 3, "only the changed file's block is encoded again")
        let run = try XCTUnwrap(paths.firstIndex(of: reencoded[0]))
        XCTAssertEqual(Array(paths[run..<(run + reencoded.count)]), reencoded, "a block is a run of paths")

        // Blocks come from the file as it was read, held open, whatever has replaced it since.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: copy, toPath: path)
        try FactsCache.save(items(asRead: { _ in true }), reusing: loaded.blocks, wanted: { ["Wanted"] }, to: copy, identity: .library)
        XCTAssertEqual(encoded(copy, asRead: { _ in true }), [])
        // Entries not as read are encoded, whatever the blocks.
        try FactsCache.save(items(asRead: { _ in false }), reusing: loaded.blocks, wanted: { ["Wanted"] }, to: copy, identity: .library)
        XCTAssertEqual(encoded(copy, asRead: { _ in false }), paths)
    }

    /// 4,000 files, a third of them filtered, over several 256 KB blocks.
    static func manyBlocks() -> FactsCache {
        var entries: [String: FactsCache.Entry] = [:]
        for index in 0..<4_000 {
            var facts = Self.sample
            facts.path = "Features/F\(index % 37)/File\(index).swift"
            facts.imports.append("Module\(index % 5)")
            let stamp = FileStamp(size: index, modifiedSeconds: 1, modifiedNanoseconds: 2, inode: UInt64(index), changedSeconds: 3, changedNanoseconds: 4)
            let identifiers = index % 6 == 0 ? IdentifierHashes(values: ContiguousArray((0..<UInt32(index % 50)).map { $0 &* 2_654_435_761 })) : nil
            entries[facts.path] = index % 3 == 0 ? .init(stamp: stamp, state: .filtered, identifiers: identifiers) : .init(stamp: stamp, state: .parsed(facts))
        }
        return FactsCache(entries: entries, wanted: ["Wanted"])
    }

    /// The dotted paths of stored values equal to their type's default: nil, empty, false or zero.
    static func fieldsLeftAtTheirDefault(_ value: Any, path: String) -> [String] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return [path] }
            return fieldsLeftAtTheirDefault(wrapped, path: path)
        case .collection:
            if mirror.children.isEmpty { return [path] }
            // A nil element (an unlabelled argument's label) is a value, not a field left unset.
            return mirror.children.enumerated().flatMap { offset, child -> [String] in
                let element = Mirror(reflecting: child.value)
                if element.displayStyle == .optional, element.children.isEmpty { return [] }
                return fieldsLeftAtTheirDefault(child.value, path: "\(path)[\(offset)]")
            }
        // An enum's cases are the codec's exhaustive switches' to check; a nil in a payload is a value.
        case .enum:
            return []
        case .struct, .tuple:
            return mirror.children.enumerated().flatMap { offset, child in
                fieldsLeftAtTheirDefault(child.value, path: "\(path).\(child.label ?? String(offset))")
            }
        default:
            switch value {
            case let string as String: return string.isEmpty ? [path] : []
            case let flag as Bool: return flag ? [] : [path]
            case let number as Int: return number == 0 ? [path] : []
            default: return []
            }
        }
    }
}
