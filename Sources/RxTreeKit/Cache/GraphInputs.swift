/// What the memoised graph was built from, file by file: each file's stamp and a fingerprint of what
/// scanning made of it, the names the last graph wanted, those its build declared, called and looked up in
/// vain, and the types, members and globals it looked for. A run whose files changed can then prove, by
/// scanning only the changed files, that the graph would come out the same (a comment edited, a model file
/// saved, a file added that declares nothing the graph reads, a type, a framework type's extension, a free
/// function or a global it cannot have read added, a member it did not read edited: `UnseenTypes`) and reuse the memo; the Swift driver skips
/// a file's dependents when its interface hash is unchanged in the same way.
/// Kept beside the memo rather than in it, so that a run with nothing changed never reads it.
package struct GraphInputs: Equatable, Sendable {
    package static let fileName = "graph-inputs.bin"
    static let magic: [UInt8] = Array("RXTREE-INPUTS".utf8)
    /// Bump when this layout or `State`'s fingerprints change; the file name stays.
    static let layoutVersion: UInt64 = 7

    package struct File: Equatable, Sendable {
        package var path: String
        package var stamp: FileStamp
        package var state: State

        package init(path: String, stamp: FileStamp, state: State) {
            self.path = path
            self.stamp = stamp
            self.state = state
        }
    }

    /// What scanning made of a file, as far as the graph can see: its kind, and for a parsed file its
    /// facts apart from their lines, fingerprinted, and those lines; for a skipped one, its warning's fingerprint.
    package enum State: Equatable, Sendable {
        indirect case parsed(Parsed)
        case filtered
        case skipped(UInt64)
        /// Discovered but not scanned: no target of its Xcode project builds it.
        case notScanned

        /// Nil for a file that could not be read, which is never memoised.
        package init?(_ state: ScanState) {
            switch state {
            case .parsed(let facts):
                self = .parsed(Parsed(facts))
            case .filtered:
                self = .filtered
            case .skipped(let diagnostic):
                self = .skipped(Fingerprint.of(Array("\(diagnostic.line ?? 0):\(diagnostic.column ?? 0):\(diagnostic.message)".utf8)))
            case .unreadable:
                return nil
            }
        }

        fileprivate func write(into writer: inout ByteWriter) {
            switch self {
            case .parsed(let parsed):
                writer.write(UInt64(0))
                writer.write(parsed.shape)
                writer.write(UInt64(parsed.lines.count))
                var previous = 0
                for line in parsed.lines {
                    writer.write(line - previous)
                    previous = line
                }
                writer.write(parsed.unseen) { $0.write($1) }
                parsed.dependencies.write(into: &writer)
                parsed.topLevel.write(into: &writer)
            case .filtered:
                writer.write(UInt64(1))
            case .skipped(let fingerprint):
                writer.write(UInt64(2))
                writer.write(fingerprint)
            case .notScanned:
                writer.write(UInt64(3))
            }
        }

        fileprivate static func read(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> State {
            switch try reader.readUInt64() {
            case 0:
                let shape = try reader.readUInt64()
                let count = try reader.readCount()
                var lines: [Int] = []
                lines.reserveCapacity(count)
                var previous = 0
                for _ in 0..<count {
                    let (line, overflow) = previous.addingReportingOverflow(try reader.readInt())
                    guard !overflow else { throw ByteReader.Malformed() }
                    lines.append(line)
                    previous = line
                }
                let unseen = try FactsCodec.readStrings(&reader)
                let dependencies = try NameSet.read(&reader)
                return .parsed(Parsed(shape: shape, lines: lines, unseen: unseen, dependencies: dependencies, topLevel: try NameSet.read(&reader)))
            case 1: return .filtered
            case 2: return .skipped(try reader.readUInt64())
            case 3: return .notScanned
            default: throw ByteReader.Malformed()
            }
        }
    }

    /// A parsed file's facts as two parts: equal parts, equal facts (up to FNV's collisions). Facts whose
    /// shapes are equal differ only in the lines of their locations, as when lines were added or removed
    /// around them.
    package struct Parsed: Equatable, Sendable {
        /// Fingerprint of the facts written with their locations' lines left out.
        package var shape: UInt64
        /// Those lines, in the order the facts hold them.
        package var lines: [Int]
        /// Types declared in the file since the memo was built that it cannot have read (`UnseenTypes`),
        /// by name, sorted: left out of `shape` and `lines`. Empty for a file as a graph was built from it.
        package var unseen: [String] = []
        /// Members of types the file declares that the memo cannot have read are left out of `shape` and
        /// `lines` too: those a build did not read, and those a run that kept the memo found added since. These
        /// are what their being unseen depended on (`UnseenTypes.Split.memberDependencies`, each member's
        /// `Type.member` among them): a later build whose logs gained none of these names, and which still
        /// declares those types, keeps this fingerprint.
        package var dependencies = NameSet(hashes: [])

        /// The types the file extends and the functions and variables it declares at its top level, and the
        /// members of its top-level types and extensions (`Type.member`), in the facts of `shape`: they stay
        /// seen however quiet, as a graph read them (`UnseenTypes.split`'s `seenBefore`). A type declared
        /// there stays seen by its declared name. Hashes, read on every change.
        package var topLevel = NameSet(hashes: [])

        package init(
            shape: UInt64, lines: [Int], unseen: [String] = [], dependencies: NameSet = NameSet(hashes: []), topLevel: NameSet = NameSet(hashes: [])
        ) {
            self.shape = shape
            self.lines = lines
            self.unseen = unseen
            self.dependencies = dependencies
            self.topLevel = topLevel
        }

        init(_ facts: FileFacts, unseen: [String] = [], memberDependencies: Set<UInt32> = []) {
            var writer = ByteWriter()
            writer.lines = []
            FactsCodec.encode(facts, into: &writer)
            var topLevel: Set<String> = []
            for type in facts.types.indices where facts.types[type].enclosing == nil {
                let block = facts.types[type]
                if block.kind == .extension { topLevel.insert(block.name) }
                for function in block.functions.indices { topLevel.insert(TypeFacts.memberName(block.functions[function].name, of: block.name)) }
                for property in block.properties.indices { topLevel.insert(TypeFacts.memberName(block.properties[property].name, of: block.name)) }
            }
            for function in facts.functions.indices { topLevel.insert(facts.functions[function].name) }
            for variable in facts.variables.indices { topLevel.insert(facts.variables[variable].name) }
            self.init(
                shape: Fingerprint.of(writer.bytes), lines: writer.lines ?? [], unseen: unseen, dependencies: NameSet(unsorted: memberDependencies),
                topLevel: NameSet(topLevel)
            )
        }
    }

    /// Names, as the high 32 bits of their fingerprints, sorted: what a graph's build declared, called,
    /// looked up in vain, or looked for members of.
    /// A name that collides with one reads as present, which only keeps a type seen (`UnseenTypes`).
    package struct NameSet: Equatable, Sendable {
        package var hashes: [UInt32]

        package init(hashes: [UInt32]) {
            self.hashes = hashes
        }

        package init(_ names: some Sequence<String>) {
            hashes = Array(Set(names.lazy.map(Self.hash))).sorted()
        }

        /// Every type and typealias `facts` declare.
        package static func declared(in facts: [FileFacts]) -> NameSet {
            var names: [String] = []
            for file in facts {
                for type in file.types.indices where file.types[type].kind != .extension { names.append(file.types[type].name) }
                for alias in file.typealiases.indices { names.append(file.typealiases[alias].name) }
            }
            return NameSet(names)
        }

        /// Every typealias `facts` declare: of the declared names, those that are not types.
        package static func typealiases(in facts: [FileFacts]) -> NameSet {
            var names: [String] = []
            for file in facts {
                for alias in file.typealiases.indices { names.append(file.typealiases[alias].name) }
            }
            return NameSet(names)
        }

        /// The name of every call `facts` record for a style.
        package static func called(in facts: [FileFacts]) -> NameSet {
            var names: Set<String> = []
            func add(_ body: CodeBody) {
                for call in body.calls.indices { names.insert(body.calls[call].name) }
            }
            for file in facts {
                for type in file.types.indices {
                    for property in file.types[type].properties.indices { add(file.types[type].properties[property].body) }
                    for function in file.types[type].functions.indices { add(file.types[type].functions[function].body) }
                }
                for function in file.functions.indices { add(file.functions[function].body) }
                for variable in file.variables.indices { add(file.variables[variable].body) }
            }
            return NameSet(names)
        }

        /// Hashes taken as `Fingerprint.nameHash` takes them, in any order.
        package init(unsorted hashes: Set<UInt32>) {
            self.hashes = hashes.sorted()
        }

        private static func hash(_ name: String) -> UInt32 {
            Fingerprint.nameHash(name.utf8)
        }

        func contains(_ name: String) -> Bool {
            contains(hash: Self.hash(name))
        }

        /// Whether a name of this hash (`Fingerprint.nameHash`) is in the set.
        func contains(hash wanted: UInt32) -> Bool {
            let low = partitionPoint(count: hashes.count) { hashes[$0] < wanted }
            return low < hashes.count && hashes[low] == wanted
        }

        /// The hashes of this set that `other` lacks, in order.
        func subtracting(_ other: NameSet) -> [UInt32] {
            var result: [UInt32] = []
            var position = 0
            for hash in hashes {
                while position < other.hashes.count, other.hashes[position] < hash { position += 1 }
                if position == other.hashes.count || other.hashes[position] != hash { result.append(hash) }
            }
            return result
        }

        /// Whether any of `names` is in this set.
        func intersects(_ names: Set<UInt32>) -> Bool {
            !names.isEmpty && hashes.contains(where: names.contains)
        }

        /// Four bytes each, as read back with one copy: the inputs are read on every run with a change.
        fileprivate func write(into writer: inout ByteWriter) {
            writer.write(UInt64(hashes.count))
            var raw = [UInt8](repeating: 0, count: hashes.count * 4)
            raw.withUnsafeMutableBytes { buffer in
                for (index, hash) in hashes.enumerated() { buffer.storeBytes(of: hash.littleEndian, toByteOffset: index * 4, as: UInt32.self) }
            }
            writer.append(raw: raw)
        }

        fileprivate static func read(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> NameSet {
            let count = try reader.readCount()
            let raw = try reader.readRaw(count * 4)
            var hashes = [UInt32](repeating: 0, count: count)
            raw.withUnsafeBytes { buffer in
                for index in 0..<count { hashes[index] = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)) }
            }
            // Sorted, as written: lookups would miss in any other order.
            guard zip(hashes, hashes.dropFirst()).allSatisfy({ $0 < $1 }) else { throw ByteReader.Malformed() }
            return NameSet(hashes: hashes)
        }
    }

    /// The `GraphMemo.key` of the memo these inputs were read into.
    package var memoKey: UInt64
    /// `GraphMemo.key` of no files: the options, the roots and the manifests.
    package var settings: UInt64
    /// In discovery order.
    package var files: [File]
    /// The names the last graph wanted, sorted: a filtered file that mentions one would have been parsed.
    package var wantedNames: [String]
    /// What the last graph's build declared, the calls it recorded, and the names it looked up in vain.
    package var declaredNames: NameSet
    package var calledNames: NameSet
    package var missedNames: NameSet
    /// The types whose members the build looked into or for, and the member names it looked for across
    /// extensions (`GraphBuilder.Result.memberReadTypes`, `askedMembers`).
    package var memberReadTypes: NameSet
    package var askedMembers: NameSet
    /// The names the build looked up among free functions and global variables (`askedGlobals`).
    package var askedGlobals: NameSet
    /// What the build read of the project types' members, by name (`GraphBuilder.Result.memberReads`).
    package var memberReads: NameSet
    /// The typealiases the build declared, among `declaredNames`.
    package var typealiasNames: NameSet

    package init(
        memoKey: UInt64, settings: UInt64, files: [File], wantedNames: [String], declaredNames: NameSet, calledNames: NameSet,
        missedNames: NameSet, memberReadTypes: NameSet, askedMembers: NameSet, askedGlobals: NameSet,
        memberReads: NameSet = NameSet(hashes: []), typealiasNames: NameSet = NameSet(hashes: [])
    ) {
        self.memoKey = memoKey
        self.settings = settings
        self.files = files
        self.wantedNames = wantedNames
        self.declaredNames = declaredNames
        self.calledNames = calledNames
        self.missedNames = missedNames
        self.memberReadTypes = memberReadTypes
        self.askedMembers = askedMembers
        self.askedGlobals = askedGlobals
        self.memberReads = memberReads
        self.typealiasNames = typealiasNames
    }

    /// Finds a file's entry by path, at the same index first: files come in discovery order, so between
    /// two runs most are where they were, and after a file added or deleted the rest are where they were
    /// but for one shift, which a lookup that searched remembers. The entries are in path order, as
    /// discovery sorts them, so a search halves them; in any other order a table by path is made.
    package struct Lookup {
        private let files: [File]
        /// Where the last searched entry was, against the index it was asked at.
        private var shift = 0
        private var byPath: [String: Int]?
        private var isSorted: Bool?

        package init(_ inputs: GraphInputs?) {
            self.init(files: inputs?.files ?? [])
        }

        package init(files: [File]) {
            self.files = files
        }

        package mutating func entry(for path: String, at index: Int) -> File? {
            position(for: path, at: index).map { files[$0] }
        }

        /// Where the entry of `path`, asked for at `index`, is among the entries.
        mutating func position(for path: String, at index: Int) -> Int? {
            let guess = index + shift
            if guess >= 0, guess < files.count, SortedPaths.sameBytes(files[guess].path, path) { return guess }
            guard let found = search(path) else { return nil }
            shift = found - index
            return found
        }

        private mutating func search(_ path: String) -> Int? {
            if isSorted == nil {
                isSorted = SortedPaths.areSorted(files.lazy.map(\.path))
            }
            if isSorted == true { return SortedPaths.position(of: path, among: files.count) { files[$0].path } }
            if byPath == nil {
                var table: [String: Int] = [:]
                table.reserveCapacity(files.count)
                for (index, file) in files.enumerated() { table[file.path] = index }
                byPath = table
            }
            return byPath?[path]
        }
    }

    static func header(_ identity: ToolIdentity) -> SealedFile.Header {
        SealedFile.Header(magic: magic, layoutVersion: layoutVersion, identity: identity.value)
    }

    /// Where the inputs of the memo at `graphFile` live.
    package static func path(besideMemo graphFile: String) -> String {
        guard let slash = graphFile.lastIndex(of: "/") else { return fileName }
        return String(graphFile[...slash]) + fileName
    }

    /// The inputs at `path` if `identity` wrote them, else nil.
    /// `paths` are the files discovered now, in path order: their strings are shared with the entries'.
    package static func load(from path: String, identity: ToolIdentity, paths: [String] = []) -> GraphInputs? {
        SealedFile.decode(from: path, header: header(identity)) { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            try decode(&reader, paths: paths)
        }
    }

    /// Written atomically, like the memo, and streamed a megabyte at a time: at 100,000 files the inputs are
    /// 15 MB, which a buffer grown by doubling held twice over at the peak of a run with one change.
    package func save(to path: String, identity: ToolIdentity) throws(RxTreeError) {
        try SealedFile.Writer.save(to: path, header: Self.header(identity)) { (file: inout SealedFile.Writer) throws(RxTreeError) in
            file.writer.write(memoKey)
            file.writer.write(settings)
            try file.write(files) { writer, file in
                writer.write(file.path)
                file.stamp.write(into: &writer)
                file.state.write(into: &writer)
            }
            file.writer.write(wantedNames) { $0.write($1) }
            declaredNames.write(into: &file.writer)
            calledNames.write(into: &file.writer)
            missedNames.write(into: &file.writer)
            memberReadTypes.write(into: &file.writer)
            askedMembers.write(into: &file.writer)
            askedGlobals.write(into: &file.writer)
            memberReads.write(into: &file.writer)
            typealiasNames.write(into: &file.writer)
        }
    }

    static func decode(_ reader: inout ByteReader, paths: [String] = []) throws(ByteReader.Malformed) -> GraphInputs {
        let memoKey = try reader.readUInt64()
        let settings = try reader.readUInt64()
        // Each path is most likely the discovered one at its index, or after a file added or deleted at the
        // index that follows the shift: that string is shared rather than a copy made (at 100,000 files the
        // copies were a tenth of a run's memory).
        var next = 0
        let files = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            var atNext = false
            var path = try reader.readString { bytes in
                guard next < paths.count, paths[next].utf8.withContiguousStorageIfAvailable({ $0.hasSameBytes(as: bytes) }) == true else { return nil }
                atNext = true
                return paths[next]
            }
            if !atNext, let found = SortedPaths.position(of: path, among: paths.count, { paths[$0] }) {
                path = paths[found]
                next = found
            }
            next += 1
            return File(path: path, stamp: try FileStamp.read(&reader), state: try State.read(&reader))
        }
        let wantedNames = try FactsCodec.readStrings(&reader)
        let declaredNames = try NameSet.read(&reader)
        let calledNames = try NameSet.read(&reader)
        let missedNames = try NameSet.read(&reader)
        let memberReadTypes = try NameSet.read(&reader)
        let askedMembers = try NameSet.read(&reader)
        let askedGlobals = try NameSet.read(&reader)
        let memberReads = try NameSet.read(&reader)
        let typealiasNames = try NameSet.read(&reader)
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
        return GraphInputs(
            memoKey: memoKey, settings: settings, files: files, wantedNames: wantedNames, declaredNames: declaredNames,
            calledNames: calledNames, missedNames: missedNames, memberReadTypes: memberReadTypes, askedMembers: askedMembers,
            askedGlobals: askedGlobals, memberReads: memberReads, typealiasNames: typealiasNames
        )
    }
}
