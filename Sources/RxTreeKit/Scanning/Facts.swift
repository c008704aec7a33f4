/// What one Swift file declares and what its code does, extracted once so the syntax tree can be dropped.
///
/// Framework-neutral: declarations, and for each body the calls, assignments and returns that type
/// inference and the navigation styles read. Names are kept as written; they are resolved across all
/// files in the Model stage. Encoded for the cache by `FactsEncoding.swift`, its only encoding.
package struct FileFacts: Sendable, Equatable {
    /// Path relative to the scanned directory.
    package var path: String
    package var types: [TypeFacts] = []
    package var functions: [FunctionFacts] = []
    package var variables: [PropertyFacts] = []
    package var typealiases: [Typealias] = []
    /// The modules the file imports, in order (`import FeatureKit`).
    package var imports: [String] = []

    package init(
        path: String, types: [TypeFacts] = [], functions: [FunctionFacts] = [], variables: [PropertyFacts] = [],
        typealiases: [Typealias] = [], imports: [String] = []
    ) {
        self.path = path
        self.types = types
        self.functions = functions
        self.variables = variables
        self.typealiases = typealiases
        self.imports = imports
    }
}

/// A type declaration or an extension, with the members declared in that block.
package struct TypeFacts: Sendable, Equatable {
    package enum Kind: String, CaseIterable, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// Dotted name including enclosing types (`Settings.ProfileViewController`); for an extension, the extended type as written.
    package var name: String
    /// The enclosing type's qualified name, used to resolve names written inside this block.
    package var enclosing: String?
    package var kind: Kind
    /// Inherited types and conformances as written, without generic arguments; a class's superclass comes first.
    package var inheritance: [String]
    package var location: SourceLocation
    /// `class TabFlow<RootScreen>` gives `RootScreen`.
    package var genericParameters: [String] = []
    /// The generic arguments of the first inherited type, a class's superclass: `TabFlow<OrdersViewController>`.
    package var superclassArguments: [String] = []
    package var properties: [PropertyFacts] = []
    package var functions: [FunctionFacts] = []
    /// An enum's cases, in order.
    package var cases: [EnumCaseFacts] = []

    package init(
        name: String, enclosing: String?, kind: Kind, inheritance: [String], location: SourceLocation,
        genericParameters: [String] = [], superclassArguments: [String] = [], properties: [PropertyFacts] = [],
        functions: [FunctionFacts] = [], cases: [EnumCaseFacts] = []
    ) {
        self.name = name
        self.enclosing = enclosing
        self.kind = kind
        self.inheritance = inheritance
        self.location = location
        self.genericParameters = genericParameters
        self.superclassArguments = superclassArguments
        self.properties = properties
        self.functions = functions
        self.cases = cases
    }
}

extension TypeFacts {
    /// `Type.member`: how the member logs (`ProjectIndex.memberReads`), the graph inputs and `UnseenTypes`
    /// name a member of a type.
    static func memberName(_ member: String, of type: String) -> String { "\(type).\(member)" }
}

package struct Typealias: Sendable, Equatable {
    package var name: String
    package var target: String

    package init(name: String, target: String) {
        self.name = name
        self.target = target
    }
}

/// `case friends` or `case user(id: Int)` of an enum.
package struct EnumCaseFacts: Sendable, Equatable {
    package var name: String
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// Which cases of its first parameter a function tells apart (`navigate(to step:)` over steps):
/// recorded for the functions a style names (`ScanVocabulary.matchingFunctions`).
package struct CaseMatching: Sendable, Equatable {
    /// Case names matched anywhere in the body: `case .friends`, `case AppStep.user(let id)`,
    /// `if case .home = step`, `step == .home`; sorted, without the dot.
    package var cases: [String]
    /// Whether the function may act on values no written case names: a `default:` or `case _` that
    /// does more than give up (`return .none`, `break`), a pattern it cannot read, or the parameter
    /// handed to another call.
    package var catchesOthers: Bool
    /// The step types the function narrows its parameter to, as written (`guard let step = step as?
    /// AppStep`, `switch step as? AppStep`, `navigate(to step: AppStep)`); empty when it does not narrow,
    /// or hands the parameter itself on (`super.navigate(to: step)`), so any step may be handled.
    package var narrowing: [String] = []

    package init(cases: [String], catchesOthers: Bool, narrowing: [String] = []) {
        self.cases = cases
        self.catchesOthers = catchesOthers
        self.narrowing = narrowing
    }
}

/// A method, initializer or free function.
package struct FunctionFacts: Sendable, Equatable {
    package var name: String
    package var isStatic: Bool
    package var returnType: String?
    /// `<Screen: BaseViewController, T>` gives `Screen`, `T`.
    package var genericParameters: [String] = []
    /// In order: a call's arguments bind them (`ValueExpr.parameter`) and its generic parameters.
    package var parameters: [ParameterFacts] = []
    /// Only for the functions a style names; see `CaseMatching`. Out of line, as most functions have none:
    /// in line, it made every function 16 bytes larger (120 instead of 104).
    package var matching: CaseMatching? {
        get { matchingBox?.matching }
        set { matchingBox = newValue.map(MatchingBox.init) }
    }
    private var matchingBox: MatchingBox?
    package var body: CodeBody

    package init(
        name: String, isStatic: Bool, returnType: String?, genericParameters: [String] = [], parameters: [ParameterFacts] = [],
        matching: CaseMatching? = nil, body: CodeBody
    ) {
        self.name = name
        self.isStatic = isStatic
        self.returnType = returnType
        self.genericParameters = genericParameters
        self.parameters = parameters
        matchingBox = matching.map(MatchingBox.init)
        self.body = body
    }
}

/// A function's `CaseMatching`, held by reference (`FunctionFacts.matching`).
private final class MatchingBox: Sendable, Equatable {
    let matching: CaseMatching

    init(_ matching: CaseMatching) {
        self.matching = matching
    }

    static func == (lhs: MatchingBox, rhs: MatchingBox) -> Bool { lhs.matching == rhs.matching }
}

/// A parameter of a function: what a call's arguments are matched to.
package struct ParameterFacts: Sendable, Equatable {
    /// The argument label; nil for `_`.
    package var label: String?
    /// The declared type's name without generic arguments or optionality; for `T.Type`, `T`.
    package var type: String?
    /// Written `T.Type`: the argument is a type, as in `resolve(HomeViewController.self)`.
    package var isMetatype: Bool
    /// Has a default value, so a call may leave it out.
    package var hasDefault: Bool

    package init(label: String?, type: String?, isMetatype: Bool, hasDefault: Bool = false) {
        self.label = label
        self.type = type
        self.isMetatype = isMetatype
        self.hasDefault = hasDefault
    }
}

/// A stored or computed property, or a global variable.
package struct PropertyFacts: Sendable, Equatable {
    package var name: String
    package var isStatic: Bool
    package var declaredType: String?
    /// The type a call of the property's value may make, as declared: a function type's result (`let makeHome:
    /// () -> HomeViewController`, `declaredType` nil), or a computed property's first generic argument, which a
    /// callable factory makes (`var home: Factory<HomeViewController> { ... }`, `KnownSignatures.callableFactories`).
    package var madeWhenCalled: String?
    package var initializer: ValueExpr?
    /// The initializer closure or accessors; child view controllers added there count too.
    package var body: CodeBody

    package init(
        name: String, isStatic: Bool, declaredType: String?, madeWhenCalled: String? = nil, initializer: ValueExpr?,
        body: CodeBody
    ) {
        self.name = name
        self.isStatic = isStatic
        self.declaredType = declaredType
        self.madeWhenCalled = madeWhenCalled
        self.initializer = initializer
        self.body = body
    }
}

/// The facts of one piece of executable code: a function body, an accessor, a property initializer.
package struct CodeBody: Sendable, Equatable {
    /// Calls to methods on `self`, by base name, for reachability from a style's entry methods.
    package var selfCalls: [MethodCall] = []
    /// `super.name(...)`: dispatched from the superclass of the type whose code makes the call.
    package var superCalls: [MethodCall] = []
    /// Calls whose name a navigation style asked the scanner for (`ScanVocabulary`), with their arguments.
    package var calls: [CallFact] = []
    /// Values returned from the body itself (not from closures inside it).
    package var returnValues: [ValueExpr] = []
    /// `x = value` and `self.x = value` where `x` is not a local: candidates for property `x`.
    package var propertyAssignments: [PropertyAssignment] = []

    package init(
        selfCalls: [MethodCall] = [], superCalls: [MethodCall] = [], calls: [CallFact] = [], returnValues: [ValueExpr] = [],
        propertyAssignments: [PropertyAssignment] = []
    ) {
        self.selfCalls = selfCalls
        self.superCalls = superCalls
        self.calls = calls
        self.returnValues = returnValues
        self.propertyAssignments = propertyAssignments
    }
}

package struct MethodCall: Sendable, Equatable, Hashable {
    package var name: String
    /// The case patterns (`.friends`) of the innermost enclosing `switch` case that names any.
    package var cases: [String]
    /// What is passed, for binding a generic helper's parameters at this call; empty when nothing of
    /// use is passed.
    package var arguments: [CallArgument] = []

    package init(name: String, cases: [String]) {
        self.name = name
        self.cases = cases
    }
}

/// One argument of a call: its label and value.
package struct CallArgument: Sendable, Hashable {
    package var label: String?
    package var value: ValueExpr

    package init(label: String?, value: ValueExpr) {
        self.label = label
        self.value = value
    }
}

/// A call such as `.contribute(withNextPresentable: vc, ...)` or `parent.addChild(child)`.
package struct CallFact: Sendable, Equatable {
    package var name: String
    /// The receiver's value; nil for a bare call `name(...)` and an implicit member `.name(...)`.
    package var receiver: ValueExpr?
    /// Written `x.name(...)` or `.name(...)`, not `name(...)`.
    package var isMemberAccess: Bool
    /// Argument labels in order, nil for unlabelled ones.
    package var labels: [String?]
    /// The first argument's value; `.unknown` when there is none.
    package var firstArgument: ValueExpr
    /// The values of the other arguments, in order (`withNextStepper:`, `with:`).
    package var laterArguments: [ValueExpr] = []
    /// The first argument as written (or the call's name when it has none), for warnings.
    package var text: String
    /// Where the first argument (or the call) is.
    package var location: SourceLocation
    /// The case patterns of the innermost enclosing `switch` case that names any.
    package var cases: [String]
    /// `receiver.name = firstArgument`, an assignment the vocabulary asked for (`assignedMembers`).
    package var isAssignment = false

    package init(
        name: String, receiver: ValueExpr?, isMemberAccess: Bool, labels: [String?], firstArgument: ValueExpr,
        laterArguments: [ValueExpr] = [], text: String, location: SourceLocation, cases: [String], isAssignment: Bool = false
    ) {
        self.name = name
        self.receiver = receiver
        self.isMemberAccess = isMemberAccess
        self.labels = labels
        self.firstArgument = firstArgument
        self.laterArguments = laterArguments
        self.text = text
        self.location = location
        self.cases = cases
        self.isAssignment = isAssignment
    }
}

package struct PropertyAssignment: Sendable, Equatable {
    package var name: String
    package var value: ValueExpr

    package init(name: String, value: ValueExpr) {
        self.name = name
        self.value = value
    }
}

/// An expression reduced to what matters for finding its type. Local variables are already substituted.
package indirect enum ValueExpr: Sendable, Hashable {
    /// An identifier that is not a local: a property, a global or a type.
    case name(String)
    case selfValue
    /// `base.member`
    case member(ValueExpr, String)
    /// `.member` with no base: needs a contextual type.
    case implicitMember(String)
    /// `name(...)` when `base` is nil, else `base.name(...)`; the arguments bind generic parameters.
    case call(base: ValueExpr?, name: String, arguments: [CallArgument] = [])
    /// `.name(...)` with no base, such as `.init(...)` or an enum case with associated values
    /// (`.home(router)`); the arguments are kept as a call's are.
    case implicitCall(String, arguments: [CallArgument] = [])
    /// A value whose type is written: a cast `as? Foo` or a parameter `_ x: Foo`.
    case typed(String)
    /// A local variable: its declared type and every value assigned to it before the use.
    case binding(declared: String?, values: [ValueExpr])
    /// The function's parameter at this position: what each call passes there (its summary is applied
    /// per call, `TypeInference.ArgumentFrame`). A parameter reads as `.binding(declared: T, values:
    /// [.parameter(i)])`, so where no call is known it has its declared type.
    case parameter(Int)
    /// An element of a collection: `$0` in `flows.map { ... }`.
    case element(ValueExpr)
    /// A tuple literal `(flow, contributor)`: no type of its own, its elements are read by position.
    case tuple([ValueExpr])
    /// The element at a position of a tuple: `pair.1`, `let (flow, step) = makeFlow()`.
    case tupleElement(ValueExpr, Int)
    /// A property declared with no type and no value, whose wrapper attribute is given one key path:
    /// `@Injected(\.home) var vc` is `wrapper: "Injected", member: "home"`.
    case wrapperKeyPath(wrapper: String, member: String)
    /// A parameter after the resolver of a closure registered to make `type` (Swinject's
    /// `container.register(X.self) { (_: Resolver, router: Routing) in ... }`): what each
    /// `resolve(X.self, argument:)` call passes at `position` (`KnownSignatures.registering`).
    case registeredArgument(type: String, position: Int)
    /// `lhs op rhs` with an operator Swift's standard library does not declare: a call of the
    /// operator's function, which some library or the project declares (`SyntaxNames.isStandardOperator`).
    case infixOperator(String, ValueExpr, ValueExpr)
    /// A value bound by a case pattern: the associated value at `position` of the case `name` of
    /// `subject` (`case let .home(router)` in `switch route`), whatever built that case.
    case associatedValue(subject: ValueExpr, name: String, position: Int)
    /// Ternaries and `??`: any of these.
    case oneOf([ValueExpr])
    /// An array literal's elements (those with anything known), for calls that take a list of
    /// screens or steppers; it has no type of its own.
    case array([ValueExpr])
    case unknown
}

extension ValueExpr {
    /// Whether a call must bind a parameter of the function the value is written in to tell what it is.
    /// An object made right there (`Foo(account: account)`) is made by this function, whatever it passes;
    /// a UIKit container made around a parameter is unwrapped to it before this is asked (`ShownScreens`).
    var dependsOnParameter: Bool {
        reachesParameter(throughArguments: true)
    }

    /// Whether the value is an object of `type` made right there (`ItemCoordinator(navigation: navigation)`), or a
    /// local holding only such: a new instance, never `self`, so a node may lead to another of its own class.
    func isMade(of type: String) -> Bool {
        switch self {
        case .call(nil, let name, _): return name == type
        case .binding(_, let values):
            let own = ValueExpr.ownValues(values)
            return !own.isEmpty && own.allSatisfy { $0.isMade(of: type) }
        default: return false
        }
    }

    /// Whether the value is a list written out (`[a, b]`, `[]`, also as a choice: `shown ?? []`): a local holding
    /// one grows by what is appended.
    var isList: Bool {
        switch self {
        case .array: return true
        case .oneOf(let values): return values.contains(where: \.isList)
        default: return false
        }
    }

    /// The name of a member of `self` the value reads: `navigation`, `self.navigation`.
    var ownMember: String? {
        switch self {
        case .name(let name), .member(.selfValue, let name): return name
        default: return nil
        }
    }

    /// Whether the value is what a parameter hands in, not one made here from it: the parameter through
    /// locals, members, elements and the calls made on it. A call it is only an argument of makes its own
    /// value (`makeDetail(id: id)`).
    var isHandedIn: Bool {
        reachesParameter(throughArguments: false)
    }

    /// A parameter reached through locals, members, elements, operators and the receivers of calls, and, when
    /// `throughArguments`, the arguments of calls other than constructions.
    private func reachesParameter(throughArguments: Bool) -> Bool {
        let inner = { (value: ValueExpr) in value.reachesParameter(throughArguments: throughArguments) }
        switch self {
        case .parameter: return true
        case .binding(_, let values), .oneOf(let values), .array(let values), .tuple(let values): return values.contains(where: inner)
        case .member(let base, _), .element(let base), .tupleElement(let base, _): return inner(base)
        case .associatedValue(let subject, _, _): return inner(subject)
        case .call(nil, let name, _) where name.first?.isUppercase == true:
            return false
        case .call(let base, _, let arguments):
            return base.map(inner) == true || (throughArguments && arguments.contains { inner($0.value) })
        case .implicitCall(_, let arguments): return throughArguments && arguments.contains { inner($0.value) }
        case .infixOperator(_, let lhs, let rhs): return inner(lhs) || inner(rhs)
        case .name, .selfValue, .implicitMember, .typed, .wrapperKeyPath, .registeredArgument, .unknown: return false
        }
    }

    /// A local's own values: those assigned to it, without the stand-in of a parameter (`.parameter`),
    /// which only a call binds. Empty for a parameter, and for a `let x: T` not assigned yet.
    static func ownValues(_ values: [ValueExpr]) -> [ValueExpr] {
        values.filter {
            if case .parameter = $0 { return false }
            return true
        }
    }

    /// The number of nodes, counting shared parts each time they occur, but never past `limit`:
    /// the walk stops there, so it costs at most `limit` steps however large the value is.
    /// Counted in place: a list of the parts still to count cost two arrays a node, a third of binding a local.
    /// Every step counts a node, so the recursion is never deeper than `limit`.
    func nodeCount(upTo limit: Int) -> Int {
        var count = 0
        countNodes(&count, limit: limit)
        return min(count, limit)
    }

    private func countNodes(_ count: inout Int, limit: Int) {
        count += 1
        guard count < limit else { return }
        switch self {
        case .member(let base, _), .element(let base), .tupleElement(let base, _), .associatedValue(let base, _, _):
            base.countNodes(&count, limit: limit)
        case .call(let base, _, let arguments):
            base?.countNodes(&count, limit: limit)
            for argument in arguments where count < limit { argument.value.countNodes(&count, limit: limit) }
        case .implicitCall(_, let arguments):
            for argument in arguments where count < limit { argument.value.countNodes(&count, limit: limit) }
        case .binding(_, let values), .oneOf(let values), .array(let values), .tuple(let values):
            for value in values where count < limit { value.countNodes(&count, limit: limit) }
        case .infixOperator(_, let lhs, let rhs):
            lhs.countNodes(&count, limit: limit)
            if count < limit { rhs.countNodes(&count, limit: limit) }
        case .name, .selfValue, .implicitMember, .typed, .wrapperKeyPath, .registeredArgument, .parameter, .unknown:
            break
        }
    }

    /// The values this one is made of, in the order they are written (`FactsCodec`).
    var parts: [ValueExpr] {
        switch self {
        case .member(let base, _): return [base]
        case .call(let base, _, let arguments): return (base.map { [$0] } ?? []) + arguments.map(\.value)
        case .implicitCall(_, let arguments): return arguments.map(\.value)
        case .associatedValue(let subject, _, _): return [subject]
        case .binding(_, let values), .oneOf(let values), .array(let values), .tuple(let values): return values
        case .element(let collection), .tupleElement(let collection, _): return [collection]
        case .infixOperator(_, let lhs, let rhs): return [lhs, rhs]
        case .name, .selfValue, .implicitMember, .typed, .wrapperKeyPath, .registeredArgument, .parameter, .unknown: return []
        }
    }
}
