/// What one Swift file says about navigation, extracted once so the syntax tree can be dropped.
///
/// Names are kept as written; they are resolved across all files in the Graph stage.
public struct FileFacts: Codable, Sendable, Equatable {
    /// Path relative to the scanned directory.
    public var path: String
    public var types: [TypeFacts] = []
    public var functions: [FunctionFacts] = []
    public var variables: [PropertyFacts] = []
    public var typealiases: [Typealias] = []

    public init(path: String) {
        self.path = path
    }
}

/// A type declaration or an extension, with the members declared in that block.
public struct TypeFacts: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// Dotted name including enclosing types (`Settings.ProfileViewController`); for an extension, the extended type as written.
    public var name: String
    /// The enclosing type's qualified name, used to resolve names written inside this block.
    public var enclosing: String?
    public var kind: Kind
    /// Inherited types and conformances as written, without generic arguments; a class's superclass comes first.
    public var inheritance: [String]
    public var location: SourceLocation
    public var properties: [PropertyFacts] = []
    public var functions: [FunctionFacts] = []
}

public struct Typealias: Codable, Sendable, Equatable {
    public var name: String
    public var target: String

    public init(name: String, target: String) {
        self.name = name
        self.target = target
    }
}

/// A method, initializer or free function.
public struct FunctionFacts: Codable, Sendable, Equatable {
    public var name: String
    public var isStatic: Bool
    public var returnType: String?
    public var body: CodeBody
}

/// A stored or computed property, or a global variable.
public struct PropertyFacts: Codable, Sendable, Equatable {
    public var name: String
    public var isStatic: Bool
    public var declaredType: String?
    public var initializer: ValueExpr?
    /// The initializer closure or accessors; child view controllers added there count too.
    public var body: CodeBody
}

/// The facts of one piece of executable code: a function body, an accessor, a property initializer.
public struct CodeBody: Codable, Sendable, Equatable {
    /// Calls to methods on `self`, by base name, for reachability from `navigate(to:)`.
    public var calls: [MethodCall] = []
    public var contributions: [Contribution] = []
    public var childAdditions: [ChildAddition] = []
    /// Values returned from the body itself (not from closures inside it).
    public var returnValues: [ValueExpr] = []
    /// `x = value` and `self.x = value` where `x` is not a local: candidates for property `x`.
    public var propertyAssignments: [PropertyAssignment] = []

    public init() {}

    var isEmpty: Bool {
        calls.isEmpty && contributions.isEmpty && childAdditions.isEmpty && returnValues.isEmpty && propertyAssignments.isEmpty
    }
}

public struct MethodCall: Codable, Sendable, Equatable, Hashable {
    public var name: String
    /// Step cases (`.friends`) of the `switch` cases enclosing the call.
    public var steps: [String]
}

/// A presentable handed to RxFlow: `.viewController(x)`, `.flow(x, with:)`, `.contribute(withNextPresentable: x, ...)`.
public struct Contribution: Codable, Sendable, Equatable {
    public var value: ValueExpr
    /// The contributed expression as written, for warnings.
    public var text: String
    public var location: SourceLocation
    public var steps: [String]
}

/// `addChild(y)`, `addChild(y, to: view)`, `parent.addChild(y)`.
public struct ChildAddition: Codable, Sendable, Equatable {
    /// Nil when the receiver is `self`, written or implicit.
    public var receiver: ValueExpr?
    public var child: ValueExpr
    public var text: String
    public var location: SourceLocation
}

public struct PropertyAssignment: Codable, Sendable, Equatable {
    public var name: String
    public var value: ValueExpr
}

/// An expression reduced to what matters for finding its type. Local variables are already substituted.
public indirect enum ValueExpr: Codable, Sendable, Hashable {
    /// An identifier that is not a local: a property, a global or a type.
    case name(String)
    case selfValue
    /// `base.member`
    case member(ValueExpr, String)
    /// `.member` with no base: needs a contextual type.
    case implicitMember(String)
    /// `name(...)` when `base` is nil, else `base.name(...)`.
    case call(base: ValueExpr?, name: String)
    /// `.name(...)` with no base, such as `.init(...)`.
    case implicitCall(String)
    /// A value whose type is written: a cast `as? Foo` or a parameter `_ x: Foo`.
    case typed(String)
    /// A local variable: its declared type and every value assigned to it before the use.
    case binding(declared: String?, values: [ValueExpr])
    /// Ternaries and `??`: any of these.
    case oneOf([ValueExpr])
    case unknown
}

extension ValueExpr {
    /// The number of nodes, counting shared parts each time they occur, but never past `limit`:
    /// the walk stops there, so it costs at most `limit` steps however large the value is.
    func nodeCount(upTo limit: Int) -> Int {
        var count = 0
        var pending: [ValueExpr] = [self]
        while let next = pending.popLast() {
            count += 1
            if count >= limit { return limit }
            switch next {
            case .member(let base, _): pending.append(base)
            case .call(let base?, _): pending.append(base)
            case .binding(_, let values), .oneOf(let values): pending.append(contentsOf: values)
            case .name, .selfValue, .implicitMember, .call(nil, _), .implicitCall, .typed, .unknown: break
            }
        }
        return count
    }
}
