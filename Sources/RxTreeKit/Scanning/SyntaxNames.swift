// `TokenSyntax.rawText`: the token's bytes in the tree, which `text` copies only after building its `TokenKind`.
@_spi(RawSyntax) import SwiftSyntax

/// Reading names out of syntax nodes, ignoring tokens the parser had to invent.
enum SyntaxNames {
    /// A token's text without backticks; empty when the parser inserted it as missing.
    /// Made from the token's bytes: `token.text` builds the token's kind first, half the cost of every name
    /// the collector takes (400,000 names in a cold run at 5,000 files).
    static func text(_ token: TokenSyntax) -> String {
        guard token.presence == .present else { return "" }
        let raw = token.rawText
        let backtick = UInt8(ascii: "`")
        if raw.count >= 2, raw.first == backtick, raw.last == backtick {
            return String(syntaxText: SyntaxText(rebasing: raw.dropFirst().dropLast()))
        }
        return String(syntaxText: raw)
    }

    /// A type's name without generic arguments or optionality: `RxViewController<VM>?` is `RxViewController`.
    static func typeName(_ type: TypeSyntax) -> String? {
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            let name = text(identifier.name)
            return name.isEmpty ? nil : name
        case .memberType(let member):
            let name = text(member.name)
            guard let base = typeName(member.baseType), !name.isEmpty else { return nil }
            return "\(base).\(name)"
        case .optionalType(let optional):
            return typeName(optional.wrappedType)
        case .implicitlyUnwrappedOptionalType(let optional):
            return typeName(optional.wrappedType)
        case .someOrAnyType(let someOrAny):
            return typeName(someOrAny.constraint)
        case .attributedType(let attributed):
            return typeName(attributed.baseType)
        default:
            return nil
        }
    }

    /// The named members of a protocol composition `A & B`, also written in parentheses; nil for any other type.
    static func compositionNames(_ type: TypeSyntax) -> [String]? {
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return compositionNames(only.type)
        }
        guard let composition = type.as(CompositionTypeSyntax.self) else { return nil }
        let names = composition.elements.compactMap { typeName($0.type) }
        return names.isEmpty ? nil : names
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { typeName($0.type) } ?? []
    }

    /// Whether the token is that keyword. Its bytes are compared first: an identifier's `TokenKind` copies its
    /// text, and most tokens asked about are identifiers.
    static func isKeyword(_ token: TokenSyntax, _ keyword: Keyword) -> Bool {
        token.rawText == keyword.defaultText && token.tokenKind == .keyword(keyword)
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { isKeyword($0.name, .static) || isKeyword($0.name, .class) }
    }

    /// `self`, also as `self?` and `self!` in `[weak self]` closures.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return isSelf(chained.expression) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return isSelf(unwrapped.expression) }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return isKeyword(reference.baseName, .self)
    }

    static func isSuper(_ expression: ExprSyntax) -> Bool {
        expression.is(SuperExprSyntax.self)
    }

    /// `@Injected(\.home)`: the first attribute given one key path of one member, with that member.
    static func wrapperKeyPath(_ attributes: AttributeListSyntax) -> (wrapper: String, member: String)? {
        for element in attributes {
            guard case .attribute(let attribute) = element, case .argumentList(let arguments)? = attribute.arguments,
                  arguments.count == 1, let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
                  keyPath.root == nil, keyPath.components.count == 1,
                  case .property(let property) = keyPath.components.first?.component else { continue }
            let name = text(property.declName.baseName)
            if !name.isEmpty, let wrapper = typeName(attribute.attributeName) { return (wrapper, name) }
        }
        return nil
    }

    /// The infix operators Swift's standard library declares: they compute numbers, truth values, ranges
    /// and optionals, never a value of the project, so an expression made with one is not recorded.
    static func isStandardOperator(_ name: String) -> Bool {
        standardOperators.contains(name)
    }

    private static let standardOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&+", "&-", "&*", "&<<", "&>>", "<<", ">>", "&", "|", "^",
        "==", "!=", "===", "!==", "<", "<=", ">", ">=", "~=", "&&", "||", "??", "...", "..<",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
        ".==", ".!=", ".<", ".<=", ".>", ".>=", ".&", ".|", ".^", ".&=", ".|=", ".^=",
    ]

    /// Whether a switch case ends by leaving the function (`return`, `throw`, `fatalError(...)`).
    static func leavesTheSwitch(_ node: SwitchCaseSyntax) -> Bool {
        guard let last = node.statements.last?.item else { return false }
        if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) { return true }
        if let call = last.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return name.baseName.text == "fatalError" || name.baseName.text == "preconditionFailure"
        }
        return false
    }

    /// For `T.Type` (optional or not), the name of `T`; nil for any other type.
    static func metatypeBase(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return metatypeBase(optional.wrappedType) }
        guard let metatype = type.as(MetatypeTypeSyntax.self), isKeyword(metatype.metatypeSpecifier, .Type) else { return nil }
        return typeName(metatype.baseType)
    }

    /// The name of a function type's result, through optionality, attributes and parentheses: `@escaping
    /// (Router) -> HomeCoordinator` and `(() -> HomeViewController)?` give the screen's; nil for any other type.
    static func functionResultName(_ type: TypeSyntax) -> String? {
        switch type.as(TypeSyntaxEnum.self) {
        case .functionType(let function): return typeName(function.returnClause.type)
        case .optionalType(let optional): return functionResultName(optional.wrappedType)
        case .implicitlyUnwrappedOptionalType(let optional): return functionResultName(optional.wrappedType)
        case .attributedType(let attributed): return functionResultName(attributed.baseType)
        case .tupleType(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil else { return nil }
            return functionResultName(only.type)
        default: return nil
        }
    }

    /// The names of a type's generic arguments: `Factory<HomeViewController>` gives `HomeViewController`.
    static func genericArgumentNames(_ type: TypeSyntax) -> [String] {
        guard let identifier = type.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause else { return [] }
        return clause.arguments.compactMap { argument in
            argument.argument.as(TypeSyntax.self).flatMap(typeName)
        }
    }

    /// `true` or `false` when a `#if` condition is that literal, else nil.
    static func booleanLiteral(_ expression: ExprSyntax) -> Bool? {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return isKeyword(literal.literal, .true)
    }

    /// One `case` pattern, read once: the case it matches, and the names it binds to that case's
    /// associated values, each with its position (`.home(let router)`, `let .home(router)`,
    /// `AppRoute.detail(id: let id, let screen)`).
    struct CasePattern {
        var matched: MatchedCase
        var bindings: [(name: String, position: Int)] = []
    }

    enum MatchedCase {
        case named(String)
        /// `_` or `let x`: any value.
        case wildcard
        case unreadable
    }

    /// The patterns of a `switch` case's label; none for `default`.
    static func casePatterns(_ label: SwitchCaseSyntax.Label) -> [CasePattern] {
        guard case .case(let caseLabel) = label else { return [] }
        return caseLabel.caseItems.map { casePattern($0.pattern) }
    }

    /// What a `case` pattern matches and binds: `.friends`, `AppStep.user(let id)`, `let .user(id)`, `_`.
    static func casePattern(_ pattern: PatternSyntax) -> CasePattern {
        let outer = pattern.as(ValueBindingPatternSyntax.self)
        let inner = outer?.pattern ?? pattern
        if inner.is(WildcardPatternSyntax.self) || inner.is(IdentifierPatternSyntax.self) { return CasePattern(matched: .wildcard) }
        guard var expression = inner.as(ExpressionPatternSyntax.self)?.expression else { return CasePattern(matched: .unreadable) }
        let call = expression.as(FunctionCallExprSyntax.self)
        if let call { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return CasePattern(matched: .unreadable) }
        let name = text(member.declName.baseName)
        guard !name.isEmpty else { return CasePattern(matched: .unreadable) }
        let bindings = call?.arguments.enumerated().compactMap { position, argument in
            boundName(argument.expression, underLet: outer != nil).map { (name: $0, position: position) }
        }
        return CasePattern(matched: .named(name), bindings: bindings ?? [])
    }

    /// `let x`, `var x`, or `x` under an outer `let`; a bare `x` elsewhere compares with a variable, binding nothing.
    private static func boundName(_ expression: ExprSyntax, underLet: Bool) -> String? {
        if underLet, let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = text(reference.baseName)
            return name.isEmpty ? nil : name
        }
        guard var pattern = expression.as(PatternExprSyntax.self)?.pattern else { return nil }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let identifier = pattern.as(IdentifierPatternSyntax.self) else { return nil }
        let name = text(identifier.identifier)
        return name.isEmpty || name == "_" ? nil : name
    }

    /// Statements that only give up on a value: `return .none`, `return FlowContributors.none`,
    /// `return nil`, `return`, `break`.
    static func onlyGivesUp(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { item in
            switch item.item {
            case .stmt(let statement):
                if statement.is(BreakStmtSyntax.self) { return true }
                return statement.as(ReturnStmtSyntax.self).map(givesUp) ?? false
            case .expr(let expression):
                // A case of a `switch` expression: its value, returned with no `return`.
                return givesUp(expression)
            default:
                return false
            }
        }
    }

    /// `return`, `return nil`, `return .none`, `return FlowContributors.none`.
    static func givesUp(_ returned: ReturnStmtSyntax) -> Bool {
        guard let expression = returned.expression else { return true }
        return givesUp(expression)
    }

    /// `nil`, `.none`, `FlowContributors.none`: a value that leads nowhere.
    static func givesUp(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return text(member.declName.baseName) == "none"
    }

    /// Whether a `return` runs only for values a pattern matched: in a `switch` case, in the body of an
    /// `if case`, or after a `guard case` of its block.
    static func isNarrowed(_ node: ReturnStmtSyntax) -> Bool {
        func matches(_ conditions: ConditionElementListSyntax) -> Bool {
            conditions.contains { $0.condition.is(MatchingPatternConditionSyntax.self) }
        }
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(SwitchCaseSyntax.self) { return true }
            if let ifExpression = parent.as(IfExprSyntax.self), current.id == ifExpression.body.id, matches(ifExpression.conditions) { return true }
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for sibling in list {
                    if sibling.id == item.id { break }
                    if case .stmt(let statement) = sibling.item, let guardStatement = statement.as(GuardStmtSyntax.self),
                       matches(guardStatement.conditions) { return true }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { break }
            current = parent
        }
        return false
    }

    /// The last name of a reference or member chain: `steps` in `self?.viewModel.steps`, `super`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference): return text(reference.baseName)
        case .superExpr: return "super"
        case .memberAccessExpr(let access): return text(access.declName.baseName)
        case .optionalChainingExpr(let chaining): return lastName(chaining.expression)
        case .forceUnwrapExpr(let unwrap): return lastName(unwrap.expression)
        default: return nil
        }
    }

    /// `router`, `self.router`, `dependencies?.router!`: a value reached by names alone, no call made on the way,
    /// from a value, not a type (`CharacterSet.alphanumerics`).
    static func isNamedValue(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference): return !startsUppercase(text(reference.baseName))
        case .memberAccessExpr(let access): return access.base.map(isNamedValue) ?? false
        case .forceUnwrapExpr(let unwrap): return isNamedValue(unwrap.expression)
        case .optionalChainingExpr(let chaining): return isNamedValue(chaining.expression)
        default: return false
        }
    }

    /// The name an expression is made from: `step` in `step as? AppStep`, `step.asAppStep`, `step!`.
    static func leftmostReference(_ expression: ExprSyntax) -> String? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference): return text(reference.baseName)
        case .asExpr(let cast): return leftmostReference(cast.expression)
        case .sequenceExpr(let sequence): return sequence.elements.first.flatMap(leftmostReference)
        case .memberAccessExpr(let access): return access.base.flatMap(leftmostReference)
        case .forceUnwrapExpr(let unwrap): return leftmostReference(unwrap.expression)
        case .optionalChainingExpr(let chaining): return leftmostReference(chaining.expression)
        case .functionCallExpr(let call): return leftmostReference(call.calledExpression)
        case .tryExpr(let tryExpr): return leftmostReference(tryExpr.expression)
        default: return nil
        }
    }

    /// The type an expression is cast to, `x as? T`, `x as! T` or `x as T` (folded or not), as written.
    static func castType(_ expression: ExprSyntax) -> String? {
        if let cast = expression.as(AsExprSyntax.self) { return typeName(cast.type) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) else { return nil }
            return typeName(type.type)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return castType(only.expression)
        }
        return nil
    }

    /// The parameters a closure names (`{ flow in ... }`, `{ (flow: Flow, index) in ... }`), in order, each with
    /// the type it declares if it declares one.
    static func closureParameters(_ closure: ClosureExprSyntax) -> [(name: String, type: TypeSyntax?)] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): return parameters.map { (text($0.name), nil) }
        case .parameterClause(let clause): return clause.parameters.map { (text($0.secondName ?? $0.firstName), $0.type) }
        case nil: return []
        }
    }

    /// The names a closure gives its parameters, in order.
    static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        closureParameters(closure).map(\.name)
    }

    /// Whether a name begins with an upper-case letter, as types do; ASCII without making a Character.
    static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) }
        return name.first?.isUppercase ?? false
    }

    /// An expression as written, on one line and at most `messageTextLimit` characters, for messages.
    static func shortText(_ node: some SyntaxProtocol) -> String {
        clipped(node.trimmedDescription.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
    }

    /// How long code quoted in a warning may be.
    static let messageTextLimit = 60

    /// One-line text cut to `messageTextLimit` characters, the cut marked with `...`.
    static func clipped(_ text: String) -> String {
        text.count > messageTextLimit ? String(text.prefix(messageTextLimit - 3)) + "..." : text
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The last component of a dotted name: `Inner` of `Outer.Inner`, the name itself when it has no dot.
    /// Empty components do not count (`Outer.` gives `Outer`), as `split(separator:)` leaves them out.
    var lastDottedComponent: SubSequence {
        // Through the contiguous bytes where there are some: walking `utf8`'s indices cost about 1,000
        // instructions a name, 6% of a graph build.
        let bounds = utf8.withContiguousStorageIfAvailable { bytes -> (start: Int, end: Int) in
            let dot = UInt8(ascii: ".")
            var end = bytes.count
            while end > 0, bytes[end - 1] == dot { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != dot { start -= 1 }
            return end == 0 ? (0, bytes.count) : (start, end)
        }
        if let bounds {
            let first = utf8.index(utf8.startIndex, offsetBy: bounds.start)
            return self[first..<utf8.index(first, offsetBy: bounds.end - bounds.start)]
        }
        let bytes = utf8
        let dot = UInt8(ascii: ".")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == dot { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return self[...] }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != dot { start = bytes.index(before: start) }
        return self[start..<end]
    }
}
