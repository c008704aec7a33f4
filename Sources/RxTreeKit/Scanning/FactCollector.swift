import SwiftSyntax

/// Walks one parsed file and collects its `FileFacts`.
///
/// Keeps a stack of the type being declared and of the code body being visited, with lexical
/// scopes of local variables, so every contributed or added value is recorded with its locals
/// already substituted.
final class FactCollector: SyntaxVisitor {
    private let lines: LineTable
    private(set) var facts: FileFacts

    private var typeStack: [TypeBuilder] = []
    private var bodyStack: [BodyBuilder] = []
    /// One entry per visited `VariableDeclSyntax`: whether it opened a property body.
    private var variableBodies: [Bool] = []
    /// One entry per visited function-like declaration: whether it opened a body.
    private var functionBodies: [Bool] = []
    private var valueDepth = 0
    /// Above 0 while the arguments of a call a style records are read: only there are arrays values.
    private var arraysWanted = 0
    static let maximumValueDepth = 64
    /// Longer array literals are data, not lists of screens.
    static let maximumArrayElements = 32

    /// The file's bytes, valid while the tree is walked: written text is sliced from them.
    private let source: UnsafeBufferPointer<UInt8>
    private let vocabulary: ScanVocabulary
    /// Whether the file mentions a wiring word at all: most do not, and their functions are not searched.
    private lazy var fileMentionsWiring = mentionsWiringWord(in: source)

    init(path: String, source: UnsafeBufferPointer<UInt8>, vocabulary: ScanVocabulary) {
        self.source = source
        self.vocabulary = vocabulary
        self.lines = LineTable(source)
        self.facts = FileFacts(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = openType(node.name, .class, node.inheritanceClause, node)
        if result == .visitChildren, let type = typeStack.last, bodyStack.isEmpty {
            type.facts.genericParameters = node.genericParameterClause?.parameters.map { SyntaxNames.text($0.name) } ?? []
            type.facts.superclassArguments = node.inheritanceClause?.inheritedTypes.first.map { SyntaxNames.genericArgumentNames($0.type) } ?? []
        }
        return result
    }
    override func visitPost(_ node: ClassDeclSyntax) { closeType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(node.name, .struct, node.inheritanceClause, node)
    }
    override func visitPost(_ node: StructDeclSyntax) { closeType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(node.name, .enum, node.inheritanceClause, node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { closeType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(node.name, .actor, node.inheritanceClause, node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { closeType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(node.name, .protocol, node.inheritanceClause, node)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { closeType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Types declared inside function bodies are local and cannot be named from elsewhere.
        guard bodyStack.isEmpty, let extended = SyntaxNames.typeName(node.extendedType) else { return .skipChildren }
        let enclosing = typeStack.last?.facts.name
        let builder = TypeBuilder(facts: TypeFacts(
            name: extended,
            enclosing: enclosing,
            kind: .extension,
            inheritance: SyntaxNames.inheritedNames(node.inheritanceClause),
            location: location(of: node.extendedType)
        ))
        // Its starts are read wherever the type's methods are. Handing and wiring only in the declaration:
        // extensions hold the helpers (`allowed.contains($0)`, `source.map { ... }`), whose calls would be recorded.
        builder.starts = mentions(vocabulary.handingWords, name: extended, inheritance: builder.facts.inheritance)
        typeStack.append(builder)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if bodyStack.isEmpty, SyntaxNames.typeName(node.extendedType) != nil { closeType() }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxNames.text(node.name)
        guard bodyStack.isEmpty, !name.isEmpty else { return .skipChildren }
        let qualified = typeStack.last.map { "\($0.facts.name).\(name)" } ?? name
        if let target = SyntaxNames.typeName(node.initializer.value) {
            facts.typealiases.append(Typealias(name: qualified, target: target))
        } else if let members = SyntaxNames.compositionNames(node.initializer.value) {
            // `typealias Dependencies = A & B` has the members of both, as `protocol Dependencies: A, B {}` would.
            facts.types.append(TypeFacts(
                name: qualified, enclosing: typeStack.last?.facts.name, kind: .protocol, inheritance: members, location: location(of: node.name)
            ))
        }
        return .skipChildren
    }

    private func openType(
        _ nameToken: TokenSyntax,
        _ kind: TypeFacts.Kind,
        _ inheritance: InheritanceClauseSyntax?,
        _ node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        let name = SyntaxNames.text(nameToken)
        guard bodyStack.isEmpty, !name.isEmpty else { return .skipChildren }
        let enclosing = typeStack.last?.facts.name
        let builder = TypeBuilder(facts: TypeFacts(
            name: enclosing.map { "\($0).\(name)" } ?? name,
            enclosing: enclosing,
            kind: kind,
            inheritance: SyntaxNames.inheritedNames(inheritance),
            location: location(of: nameToken)
        ))
        builder.wires = mentions(vocabulary.wiringWords, name: name, inheritance: builder.facts.inheritance)
        builder.hands = mentions(vocabulary.handingWords, name: name, inheritance: builder.facts.inheritance)
        builder.starts = builder.hands
        typeStack.append(builder)
        return .visitChildren
    }

    /// Whether a type's or an extension's name or inheritance mentions one of `words`.
    private func mentions(_ words: [String], name: String, inheritance: [String]) -> Bool {
        words.contains { word in name.utf8Contains(word) || inheritance.contains { $0.utf8Contains(word) } }
    }

    /// Mirrors `openType`'s guard: only types that were opened are closed.
    private func closeType() {
        guard bodyStack.isEmpty, let type = typeStack.popLast() else { return }
        facts.types.append(type.facts)
    }

    // MARK: Skipped subtrees

    // Nothing in these is code: types are read by `SyntaxNames.typeName` where they occur. Walking
    // them would only cost time (a parsed file's walk is about half as long as its parse).
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // `import FeatureKit`, `import class FeatureKit.Screen`: the module is the first name.
        if let module = node.path.first.map({ SyntaxNames.text($0.name) }), !module.isEmpty, !facts.imports.contains(module) {
            facts.imports.append(module)
        }
        return .skipChildren
    }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Tokens only: a name, a literal, an operator. Names are read where the expression holding them is
    // (`value(of:)`); walked, they were more than a quarter of the tokens a walk visits.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // Code only in default values, and a string only in interpolations.
    override func visit(_ node: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind {
        node.parameters.contains { $0.defaultValue != nil } ? .visitChildren : .skipChildren
    }

    // Generated data tables hold millions of elements and nothing to record: without a call, a closure or
    // an assignment (no `(`, `{` or `=` in its text) a literal can hold no fact, so it is not walked.
    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
        mayHoldFacts(node) ? .visitChildren : .skipChildren
    }
    override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
        mayHoldFacts(node) ? .visitChildren : .skipChildren
    }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        node.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ? .visitChildren : .skipChildren
    }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // `#if false` code and the branches after an `#if true` never compile.
        if let condition = node.condition, SyntaxNames.booleanLiteral(condition) == false { return .skipChildren }
        if let clauses = node.parent?.as(IfConfigClauseListSyntax.self) {
            for clause in clauses {
                if clause.id == node.id { break }
                if let condition = clause.condition, SyntaxNames.booleanLiteral(condition) == true { return .skipChildren }
            }
        }
        return .visitChildren
    }

    // MARK: Functions and properties

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        openFunction(parameters: node.signature.parameterClause.parameters, name: SyntaxNames.text(node.name), text: Syntax(node))
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        closeFunction(
            name: SyntaxNames.text(node.name),
            isStatic: SyntaxNames.isStatic(node.modifiers),
            returnType: node.signature.returnClause.flatMap { SyntaxNames.typeName($0.type) },
            genericParameters: node.genericParameterClause?.parameters.map { SyntaxNames.text($0.name) } ?? [],
            parameters: node.signature.parameterClause.parameters
        )
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        openFunction(parameters: node.signature.parameterClause.parameters, text: Syntax(node))
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        closeFunction(name: "init", isStatic: false, returnType: nil, parameters: node.signature.parameterClause.parameters)
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        openFunction(parameters: nil)
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) {
        closeFunction(name: "deinit", isStatic: false, returnType: nil)
    }

    private func openFunction(parameters: FunctionParameterListSyntax?, name: String? = nil, text: Syntax? = nil) -> SyntaxVisitorContinueKind {
        // A nested function is part of the body around it.
        guard bodyStack.isEmpty else {
            functionBodies.append(false)
            return .visitChildren
        }
        let body = BodyBuilder()
        if !vocabulary.wiringWords.isEmpty {
            if typeStack.last?.wires == true {
                body.recordsEveryCall = true
            } else if let text, fileMentionsWiring, let written = writtenBytes(of: text) {
                body.recordsEveryCall = mentionsWiringWord(in: written)
            }
        }
        for (position, parameter) in (parameters ?? []).enumerated() {
            let name = SyntaxNames.text(parameter.secondName ?? parameter.firstName)
            guard name != "_", !name.isEmpty else { continue }
            // `_ type: Screen.Type` is declared `Screen.Type`: the value is a type, bound at each call.
            let declared = SyntaxNames.metatypeBase(parameter.type).map { "\($0).Type" } ?? SyntaxNames.typeName(parameter.type)
            var values: [ValueExpr] = [.parameter(position)]
            // `router: StrongRouter<R> = NewsCoordinator().strongRouter`: what a call leaving it out gets.
            if let defaultValue = parameter.defaultValue?.value, makesAValue(defaultValue) {
                let made = value(of: defaultValue)
                if made != .unknown { values.append(made) }
            }
            body.bind(name, LocalBinding(declared: declared, values: values, madeWhenCalled: SyntaxNames.functionResultName(parameter.type)))
        }
        if let name, vocabulary.matchingFunctions.contains(name), let first = parameters?.first {
            let parameter = SyntaxNames.text(first.secondName ?? first.firstName)
            body.matching = MatchingBuilder(function: name, parameter: parameter)
            // `navigate(to step: AppStep)`: only that type reaches this overload.
            if let declared = SyntaxNames.typeName(first.type), declared != "Step", declared != "RxFlow.Step" {
                body.matching?.narrowing.insert(declared)
            }
        }
        bodyStack.append(body)
        functionBodies.append(true)
        return .visitChildren
    }

    private func closeFunction(
        name: String, isStatic: Bool, returnType: String?, genericParameters: [String] = [], parameters: FunctionParameterListSyntax? = nil
    ) {
        guard functionBodies.popLast() == true, let body = bodyStack.popLast() else { return }
        var function = FunctionFacts(name: name, isStatic: isStatic, returnType: returnType, body: body.body)
        if let matching = body.matching {
            function.matching = CaseMatching(
                cases: matching.cases.sorted(), catchesOthers: matching.catchesOthers,
                narrowing: matching.passesOn ? [] : matching.narrowing.sorted()
            )
        }
        function.genericParameters = genericParameters.filter { !$0.isEmpty }
        function.parameters = (parameters ?? []).map { parameter in
            let label = SyntaxNames.text(parameter.firstName)
            let base = SyntaxNames.metatypeBase(parameter.type)
            return ParameterFacts(
                label: label == "_" || label.isEmpty ? nil : label,
                type: base ?? SyntaxNames.typeName(parameter.type),
                isMetatype: base != nil,
                hasDefault: parameter.defaultValue != nil
            )
        }
        if let type = typeStack.last {
            type.facts.functions.append(function)
        } else {
            facts.functions.append(function)
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = bodyStack.last {
            bindLocals(node, in: body)
            variableBodies.append(false)
        } else {
            // A property or global: its initializer closure and accessors form a body of their own.
            bodyStack.append(BodyBuilder())
            variableBodies.append(true)
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        guard variableBodies.popLast() == true, let body = bodyStack.popLast() else { return }
        let isStatic = SyntaxNames.isStatic(node.modifiers)
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = SyntaxNames.text(pattern.identifier)
            guard !name.isEmpty else { continue }
            var property = PropertyFacts(
                name: name,
                isStatic: isStatic,
                declaredType: binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) },
                initializer: binding.initializer.map { value(of: $0.value) },
                body: body.body
            )
            if let annotation = binding.typeAnnotation {
                property.madeWhenCalled = SyntaxNames.functionResultName(annotation.type)
                // A callable factory only when computed (`var home: Factory<HomeViewController> { ... }`): stored
                // ones such as `let tapped: PublishRelay<Void>` are in every Rx screen, and their arguments make nothing.
                if property.madeWhenCalled == nil, binding.accessorBlock != nil {
                    property.madeWhenCalled = SyntaxNames.genericArgumentNames(annotation.type).first
                }
            }
            if binding.typeAnnotation == nil, binding.initializer == nil, let wrapped = SyntaxNames.wrapperKeyPath(node.attributes) {
                property.initializer = .wrapperKeyPath(wrapper: wrapped.wrapper, member: wrapped.member)
            }
            if let type = typeStack.last {
                type.facts.properties.append(property)
            } else {
                facts.variables.append(property)
            }
        }
    }

    /// Single-expression getters return their expression implicitly.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        if case .getter(let items) = node.accessors { recordImplicitReturn(items) }
        return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxNames.isKeyword(node.accessorSpecifier, .get), let items = node.body?.statements {
            recordImplicitReturn(items)
        }
        return .visitChildren
    }

    private func recordImplicitReturn(_ items: CodeBlockItemListSyntax) {
        guard let body = bodyStack.last, body.closureDepth == 0, items.count == 1,
              let item = items.first, case .expr(let expr) = item.item else { return }
        let value = returnedValue(expr)
        if value != .unknown { body.body.returnValues.append(value) }
    }

    /// What a `return` hands back. A list written out is kept only when it lists a local, a parameter or a value
    /// made right there (`return [home]` after `guard let home = home`): RxController's `subviews() -> [UIView]`
    /// and `bind() -> [Disposable]` list properties and bindings in every screen, which no style reads.
    private func returnedValue(_ expression: ExprSyntax) -> ValueExpr {
        guard let list = expression.as(ArrayExprSyntax.self), list.elements.contains(where: { mayHoldAScreen($0.expression) }) else {
            return value(of: expression)
        }
        arraysWanted += 1
        defer { arraysWanted -= 1 }
        return value(of: expression)
    }

    // MARK: Scopes

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        guard let body = bodyStack.last else { return .visitChildren }
        body.pushScope()
        // A function with a single expression returns it implicitly, whatever the case, as a `return` outside
        // every case does.
        if node.parent?.is(FunctionDeclSyntax.self) == true {
            recordImplicitReturn(node.statements)
            if let matching = body.matching, node.statements.count == 1, case .expr(let expression)? = node.statements.first?.item,
               !expression.is(SwitchExprSyntax.self), !expression.is(IfExprSyntax.self), !SyntaxNames.givesUp(expression) {
                matching.catchesOthers = true
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { bodyStack.last?.popScope() }

    /// `for child in children { ... }`: the loop's name is an element of the list, within the loop.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let body = bodyStack.last else { return .visitChildren }
        body.pushScope()
        if let name = node.pattern.as(IdentifierPatternSyntax.self) {
            arraysWanted += 1
            defer { arraysWanted -= 1 }
            let list = value(of: node.sequence)
            if list != .unknown { body.bind(SyntaxNames.text(name.identifier), LocalBinding(declared: nil, values: [.element(list)])) }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ForStmtSyntax) { bodyStack.last?.popScope() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        guard let body = bodyStack.last else { return .visitChildren }
        body.pushScope()
        body.closureDepth += 1
        // Asked of every closure, the call it is handed to found once.
        guard let call = callHanding(node) else { return .visitChildren }
        if !vocabulary.registeringCalls.isEmpty, let (made, key) = registeredType(call) {
            bindRegisteredArguments(of: node, making: made, in: body)
            recordRegistration(call, keyedBy: key, of: node, in: body)
            return .visitChildren
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        let method = SyntaxNames.text(member.declName.baseName)
        if Self.iterating.contains(method) {
            // `flows.map { make($0) }`: the closure's first parameter is an element of the collection.
            let element = ValueExpr.element(value(of: base))
            body.bind("$0", LocalBinding(declared: nil, values: [element]))
            if let first = SyntaxNames.closureParameterNames(node).first {
                body.bind(first, LocalBinding(declared: nil, values: [element]))
            }
        } else if let handed = vocabulary.closureParameterMembersByMethod[method], SyntaxNames.lastName(base) == handed.receiver {
            // `Flows.use(flow, when: .created) { root in ... }`: `root` is `flow.root`.
            let arguments = call.arguments.filter { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
            let names = SyntaxNames.closureParameterNames(node)
            for (position, argument) in arguments.enumerated() {
                let binding = LocalBinding(declared: nil, values: [.member(value(of: argument.expression), handed.member)])
                body.bind("$\(position)", binding)
                if position < names.count { body.bind(names[position], binding) }
            }
        }
        return .visitChildren
    }

    /// The type a registering call makes (`register(X.self) { ... }`, on any receiver or none): `X`, and its key
    /// `X.self`.
    private func registeredType(_ call: FunctionCallExprSyntax) -> (made: String, key: ExprSyntax)? {
        // The first argument first: `X.self` is rare, a callee's name is text to make.
        guard let first = call.arguments.first, first.label == nil,
              let type = first.expression.as(MemberAccessExprSyntax.self), SyntaxNames.isKeyword(type.declName.baseName, .self),
              let base = type.base?.as(DeclReferenceExprSyntax.self),
              vocabulary.registeringCalls.contains(calleeName(call.calledExpression)) else { return nil }
        let name = SyntaxNames.text(base.baseName)
        return SyntaxNames.startsUppercase(name) ? (name, first.expression) : nil
    }

    /// A registered closure's parameters after the resolver: each is what the resolves of `made` pass at its
    /// place, and has the type it declares.
    private func bindRegisteredArguments(of closure: ClosureExprSyntax, making made: String, in body: BodyBuilder) {
        let parameters = SyntaxNames.closureParameters(closure)
        // Without a signature, `$1`, `$2` and `$3` stand for the first ones.
        let count = parameters.isEmpty ? Self.shorthandRegisteredArguments + 1 : parameters.count
        for position in 1..<max(count, 1) {
            let declared = position < parameters.count ? parameters[position].type.flatMap(SyntaxNames.typeName) : nil
            let binding = LocalBinding(declared: declared, values: [.registeredArgument(type: made, position: position - 1)])
            if position < parameters.count { body.bind(parameters[position].name, binding) }
            body.bind("$\(position)", binding)
        }
    }

    private static let shorthandRegisteredArguments = 3

    /// `register(X.self) { ... }`, recorded with what its closure makes as a second argument: the constructions
    /// there are call sites of the project's initialisers (`ProjectIndex.callSites`).
    private func recordRegistration(_ call: FunctionCallExprSyntax, keyedBy type: ExprSyntax, of closure: ClosureExprSyntax, in body: BodyBuilder) {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        var fact = CallFact(
            name: calleeName(call.calledExpression),
            receiver: member?.base.map { value(of: $0) },
            isMemberAccess: member != nil,
            labels: [nil, Self.registeredFactoryLabel],
            firstArgument: value(of: type),
            text: shortText(type),
            location: location(of: type),
            cases: body.currentCases
        )
        fact.laterArguments = [value(ofImmediatelyInvoked: closure)]
        body.body.calls.append(fact)
    }

    private static let registeredFactoryLabel = "factory"

    /// The call `closure` is handed to, trailing or as an argument.
    private func callHanding(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// Collection methods whose closure is called with each element.
    private static let iterating: Set<String> = ["map", "compactMap", "flatMap", "forEach"]
    override func visitPost(_ node: ClosureExprSyntax) {
        guard let body = bodyStack.last else { return }
        body.closureDepth -= 1
        body.popScope()
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        bodyStack.last?.openSwitch(subject: value(of: node.subject))
        // `switch step as? AppStep`: the cases are that type's.
        bodyStack.last?.matching?.noteNarrowing(of: node.subject)
        return .visitChildren
    }
    override func visitPost(_ node: SwitchExprSyntax) { bodyStack.last?.closeSwitch() }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard let body = bodyStack.last else { return .visitChildren }
        body.openCase(leavesTheSwitch: SyntaxNames.leavesTheSwitch(node))
        body.pushScope()
        let patterns = SyntaxNames.casePatterns(node.label)
        body.caseStack.append(patterns.compactMap { pattern in
            if case .named(let name) = pattern.matched { return ".\(name)" }
            return nil
        })
        if let matching = body.matching { matching.note(node, patterns: patterns) }
        // `case let .home(router)`: the router is what built the `.home` the subject holds.
        if let subject = body.switchSubject, subject != .unknown {
            for pattern in patterns {
                guard case .named(let caseName) = pattern.matched else { continue }
                for bound in pattern.bindings {
                    let value = ValueExpr.associatedValue(subject: subject, name: caseName, position: bound.position)
                    body.bind(bound.name, LocalBinding(declared: nil, values: [value]))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        if let matching = bodyStack.last?.matching {
            // `if case .home = step`: a pattern it cannot read matches nothing it names.
            if case .named(let name) = SyntaxNames.casePattern(node.pattern).matched { matching.cases.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyStack.isEmpty, let type = typeStack.last, type.facts.kind == .enum else { return .skipChildren }
        for element in node.elements {
            let name = SyntaxNames.text(element.name)
            if !name.isEmpty { type.facts.cases.append(EnumCaseFacts(name: name, location: location(of: element.name))) }
        }
        return .skipChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) {
        guard let body = bodyStack.last else { return }
        body.caseStack.removeLast()
        body.popScope()
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let body = bodyStack.last,
              let pattern = node.pattern.as(IdentifierPatternSyntax.self),
              let initializer = node.initializer else { return .visitChildren }
        let declared = node.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) }
        body.bind(SyntaxNames.text(pattern.identifier), LocalBinding(declared: declared, values: [value(of: initializer.value)]))
        body.matching?.noteDerived(SyntaxNames.text(pattern.identifier), from: initializer.value)
        return .visitChildren
    }

    private func bindLocals(_ node: VariableDeclSyntax, in body: BodyBuilder) {
        for binding in node.bindings {
            // `let (flow, step) = makeFlow()`: each name is the element at its position.
            if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer {
                let value = value(of: initializer.value)
                guard value != .unknown else { continue }
                for (position, element) in tuple.elements.enumerated() {
                    guard let name = element.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    body.bind(SyntaxNames.text(name.identifier), LocalBinding(declared: nil, values: [.tupleElement(value, position)]))
                }
                continue
            }
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let declared = binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) }
            // `let tabs = [a, b] + [c]`: a local list of screens is passed on later.
            arraysWanted += 1
            let values = binding.initializer.map { [value(of: $0.value)] } ?? []
            arraysWanted -= 1
            let madeWhenCalled = binding.typeAnnotation.flatMap { SyntaxNames.functionResultName($0.type) }
            body.bind(SyntaxNames.text(pattern.identifier), LocalBinding(declared: declared, values: values, madeWhenCalled: madeWhenCalled))
            if let initializer = binding.initializer { body.matching?.noteDerived(SyntaxNames.text(pattern.identifier), from: initializer.value) }
        }
    }

    // MARK: Statements and calls

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        // A value returned outside every `case` is returned whatever the case.
        if let body = bodyStack.last, body.closureDepth == 0, let matching = body.matching,
           !SyntaxNames.givesUp(node), !SyntaxNames.isNarrowed(node) {
            matching.catchesOthers = true
        }
        if let body = bodyStack.last, body.closureDepth == 0, let expression = node.expression {
            let value = returnedValue(expression)
            if value != .unknown { body.body.returnValues.append(value) }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let count = node.elements.count
        guard let body = bodyStack.last, count >= 3 else { return .visitChildren }
        if count == 3, let matching = body.matching { matching.noteComparison(node.elements) }
        let first = node.elements.startIndex
        let operatorIndex = node.elements.index(after: first)
        let target = node.elements[first]
        guard node.elements[operatorIndex].is(AssignmentExprSyntax.self) else {
            // `tabs += [navigation]`: a local list grows by what is added.
            if count == 3, node.elements[operatorIndex].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
               let reference = target.as(DeclReferenceExprSyntax.self) {
                body.add(.list(node.elements[node.elements.index(after: operatorIndex)]), to: SyntaxNames.text(reference.baseName))
            }
            return .visitChildren
        }
        let assignedIndex = node.elements.index(after: operatorIndex)
        let assignedExpression = node.elements[assignedIndex]
        // `x = resolver ~> X.self`: the operators after `=` make the value. A list assigned is kept as a local's
        // is (`childCoordinators = [home, search]`): what reads its elements reads it.
        let assignedValue = {
            self.arraysWanted += 1
            defer { self.arraysWanted -= 1 }
            return count == 3 ? self.value(of: assignedExpression) : self.value(ofSequence: Array(node.elements[assignedIndex...])[...])
        }
        // `x = value` and `self.x = value` are recorded, and `y.member = value` for the members a style asked
        // for; `label.text = value` needs no value worked out.
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = SyntaxNames.text(reference.baseName)
            let assigned = assignedValue()
            // Arithmetic and the like (`x = a + b`) says nothing of a type, as before operators were read.
            if count > 3, assigned == .unknown { return .visitChildren }
            // `x = ...` as a statement of a switch case, not nested in another statement.
            if target.parent?.parent?.parent?.parent?.parent?.is(SwitchCaseSyntax.self) == true { body.noteCaseAssigns(name) }
            if !body.assign(name, assigned) {
                body.body.propertyAssignments.append(PropertyAssignment(name: name, value: assigned))
            }
        } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = SyntaxNames.text(member.declName.baseName)
            if SyntaxNames.isSelf(base) {
                body.body.propertyAssignments.append(PropertyAssignment(name: name, value: assignedValue()))
            } else if count == 3, assignedExpression.is(NilLiteralExprSyntax.self) {
                // `window.rootViewController = nil` clears the member: it shows nothing.
            } else if vocabulary.assignedMembers.contains(name) || body.recordsEveryCall {
                arraysWanted += 1
                defer { arraysWanted -= 1 }
                var call = CallFact(
                    name: name, receiver: value(of: base), isMemberAccess: true, labels: [nil],
                    firstArgument: value(of: assignedExpression), text: shortText(assignedExpression),
                    location: location(of: assignedExpression), cases: body.currentCases
                )
                call.isAssignment = true
                body.body.calls.append(call)
            }
        }
        return .visitChildren
    }

    /// `screens.append(home)` on a local list: the list holds what is added, from here on. On a shown member
    /// (`tabBarController.viewControllers?.append(home)`), the addition shows it, as assigning the list would.
    private func noteAddition(to base: ExprSyntax, by call: FunctionCallExprSyntax, in body: BodyBuilder) {
        guard let argument = call.arguments.first,
              argument.label == nil || argument.label?.text == "contentsOf" && call.arguments.count == 1 else { return }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let addition = argument.label == nil ? Addition.element(argument.expression) : .list(argument.expression)
            body.add(addition, to: SyntaxNames.text(reference.baseName))
            return
        }
        let list = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        guard let member = list.as(MemberAccessExprSyntax.self), let owner = member.base else { return }
        let memberName = SyntaxNames.text(member.declName.baseName)
        guard vocabulary.assignedMembers.contains(memberName) else { return }
        let added = value(of: argument.label == nil ? .element(argument.expression) : .list(argument.expression))
        guard added != .unknown else { return }
        arraysWanted += 1
        defer { arraysWanted -= 1 }
        var fact = CallFact(
            name: memberName, receiver: value(of: owner), isMemberAccess: true, labels: [nil],
            firstArgument: added, text: shortText(argument.expression),
            location: location(of: argument.expression), cases: body.currentCases
        )
        fact.isAssignment = true
        body.body.calls.append(fact)
    }

    /// What an addition adds to a list: `.array([element])`, or the list added when it is one; unknown else.
    private func value(of addition: Addition) -> ValueExpr {
        arraysWanted += 1
        defer { arraysWanted -= 1 }
        switch addition {
        case .element(let expression):
            let element = value(of: expression)
            return element == .unknown ? .unknown : .array([element])
        case .list(let expression):
            let list = value(of: expression)
            return list.isList ? list : .unknown
        }
    }

    /// A local's binding, with what was added to it since it was last read worked out now: most lists are
    /// data (`items.append(URLQueryItem(...))`) no recorded value reads, so their additions cost nothing.
    private func localBinding(_ name: String, in body: BodyBuilder) -> LocalBinding? {
        guard let binding = body.lookup(name) else { return nil }
        guard !binding.additions.isEmpty else { return binding }
        let added = body.takeAdditions(of: name).map { value(of: $0) }.filter { $0 != .unknown }
        for value in added { _ = body.assign(name, value) }
        return body.lookup(name)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let body = bodyStack.last else { return .visitChildren }
        let callee = node.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)
        let reference = callee.as(DeclReferenceExprSyntax.self)
        guard let nameToken = member?.declName.baseName ?? reference?.baseName else { return .visitChildren }
        let name = SyntaxNames.text(nameToken)
        // Read once: each read of a child makes its node again.
        let base = member?.base
        let isSelfReceiver = base.map(SyntaxNames.isSelf) ?? (reference != nil)
        let isSuperReceiver = base.map(SyntaxNames.isSuper) ?? false
        if let matching = body.matching { matching.noteArguments(of: node, name: name, onSelf: isSelfReceiver || isSuperReceiver) }
        if name == "append" || name == "insert", let base { noteAddition(to: base, by: node, in: body) }
        // Methods are lower-case; `Foo(...)` initialisers cannot lead anywhere by themselves.
        if (isSelfReceiver || isSuperReceiver) && !SyntaxNames.startsUppercase(name) {
            var call = MethodCall(name: name, cases: body.currentCases)
            call.arguments = arguments(of: node, calling: name)
            body.record(call, onSuper: isSuperReceiver)
        }
        // Most calls matter to no style: decided without looking at arguments. Calls of static members
        // (`.contribute(with: vc)`, `FlowContributor.make(vc)`) are kept too: a project wrapper may make a
        // style's call inside, which its summary says (`TypeInference.expand`).
        guard vocabulary.recordsCall(name) || body.recordsEveryCall || (member != nil && isStaticMemberCall(on: base, name: name, in: node))
                || (typeStack.last?.hands == true && isHandingCall(on: base, name: name, in: node))
                || (typeStack.last?.starts == true && isStartingCall(on: base, name: name)) else { return .visitChildren }
        let arguments = node.arguments
        let first = arguments.first?.expression
        arraysWanted += 1
        defer { arraysWanted -= 1 }
        if let wanted = vocabulary.receiverNames[name] {
            let named = base.flatMap(SyntaxNames.lastName).map(wanted.contains) == true
            let passesALocal = vocabulary.localArgumentCalls.contains(name) && first.map(namesALocal) == true
            guard named || passesALocal else { return .visitChildren }
        }
        if let wanted = vocabulary.firstArgumentNames[name] {
            guard let first, let last = SyntaxNames.lastName(first), wanted.contains(last) else { return .visitChildren }
        }
        body.body.calls.append(CallFact(
            name: name,
            receiver: base.map { value(of: $0) },
            isMemberAccess: member != nil,
            labels: arguments.map { $0.label.map(SyntaxNames.text) },
            firstArgument: first.map { value(of: $0) } ?? .unknown,
            text: first.map { shortText($0) } ?? name,
            location: first.map { location(of: $0) } ?? location(of: node),
            cases: body.currentCases
        ))
        if arguments.count > 1 {
            body.body.calls[body.body.calls.count - 1].laterArguments = arguments.dropFirst().map { value(of: $0.expression) }
        }
        return .visitChildren
    }

    /// `router.setRootModule(login)` in a type that hands screens to project objects: a method called on a
    /// value other than `self`, a type or a literal, passed something that may be a screen, or `self`
    /// (`router.setRootModule(self)`, the router asking the coordinator for its screen).
    private func isHandingCall(on base: ExprSyntax?, name: String, in call: FunctionCallExprSyntax) -> Bool {
        guard let base, !SyntaxNames.startsUppercase(name), name != "init", !SyntaxNames.isSelf(base), !SyntaxNames.isSuper(base),
              !call.arguments.isEmpty else { return false }
        if let reference = base.as(DeclReferenceExprSyntax.self), SyntaxNames.startsUppercase(SyntaxNames.text(reference.baseName)) { return false }
        return call.arguments.contains { passesAScreen($0.expression, orPropertyOrResult: true) || SyntaxNames.isSelf($0.expression) }
    }

    /// `child.startFlow()` in a type or extension that hands screens on: a method named by a starting word, on a
    /// value reached by names (not on what a call made, nor on a type).
    private func isStartingCall(on base: ExprSyntax?, name: String) -> Bool {
        guard let base else { return false }
        return vocabulary.isStartingName(name) && !SyntaxNames.isSelf(base) && SyntaxNames.isNamedValue(base)
    }

    /// Of a member access (`base` nil for `.name`):
    /// `.name(arguments)` or `Type.name(arguments)`: a static method passed something that may be a screen
    /// (a local or parameter, a value made right there, a type; passed to `.name`, also a property or a function's
    /// result, `namesPropertyOrResult`); not an enum case pattern (`case .detail(let id)`).
    /// `.one(flowContributor: ...)` or `UIFont.systemFont(ofSize: 12)` pass nothing of the kind.
    private func isStaticMemberCall(on base: ExprSyntax?, name: String, in call: FunctionCallExprSyntax) -> Bool {
        guard !SyntaxNames.startsUppercase(name), name != "init" else { return false }
        // The base first: most calls are on a value (`view.addSubview(...)`), which rules them out at once.
        if let base {
            guard let reference = base.as(DeclReferenceExprSyntax.self),
                  SyntaxNames.startsUppercase(SyntaxNames.text(reference.baseName)) else { return false }
        }
        let arguments = call.arguments
        guard !arguments.isEmpty, call.parent?.is(ExpressionPatternSyntax.self) != true,
              !arguments.contains(where: { $0.expression.is(PatternExprSyntax.self) }) else { return false }
        // `.presentModally(makeScreen())`: a project transition or contribution helper handed a property or a
        // function's result; `Type.method(window)` on a named type is most often not one. Handed an element
        // (`.presentModally(screens[0])`), its value is unknown, but kept: the helper then warns where it shows
        // it rather than going unread.
        return arguments.contains { argument in
            let expression = argument.expression
            return mayDenoteType(expression) || passesAScreen(expression, orPropertyOrResult: base == nil)
                || (base == nil && expression.is(SubscriptCallExprSyntax.self))
        }
    }

    // MARK: Values

    /// Reduces an expression to what its type can be resolved from, substituting locals in scope.
    /// Beyond `maximumValueDepth` (a 10,000-link member chain) the value is unknown.
    func value(of expression: ExprSyntax) -> ValueExpr {
        guard valueDepth < Self.maximumValueDepth else { return .unknown }
        valueDepth += 1
        defer { valueDepth -= 1 }
        let kind = expression.as(ExprSyntaxEnum.self)
        if let wrapped = Self.wrappedValue(kind) { return value(of: wrapped) }
        switch kind {
        case .declReferenceExpr(let reference):
            let name = SyntaxNames.text(reference.baseName)
            if SyntaxNames.isKeyword(reference.baseName, .self) { return .selfValue }
            if let body = bodyStack.last, let binding = localBinding(name, in: body) {
                return .binding(declared: binding.declared, values: binding.values)
            }
            return name.isEmpty ? .unknown : .name(name)
        case .memberAccessExpr(let access):
            let member = SyntaxNames.text(access.declName.baseName)
            guard let base = access.base else { return .implicitMember(member) }
            return .member(value(of: base), member)
        case .functionCallExpr(let call):
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
                return value(ofImmediatelyInvoked: closure)
            }
            if arraysWanted > 0, let list = value(ofTransformedList: call) { return list }
            return callValue(call.calledExpression, arguments: arguments(of: call, calling: calleeName(call.calledExpression)))
        case .genericSpecializationExpr(let specialization):
            return value(of: specialization.expression)
        case .subscriptCallExpr(let access):
            // `routers[0]`: an element of the list, known where the list's elements are.
            let list = value(of: access.calledExpression)
            return list == .unknown ? .unknown : .element(list)
        case .tupleExpr(let tuple):
            let elements = tuple.elements.map { value(of: $0.expression) }
            return elements.allSatisfy({ $0 == .unknown }) ? .unknown : .tuple(elements)
        case .asExpr(let cast):
            return value(ofCast: cast.expression, to: cast.type, questionOrExclamationMark: cast.questionOrExclamationMark)
        case .ternaryExpr(let ternary):
            return .oneOf([value(of: ternary.thenExpression), value(of: ternary.elseExpression)])
        case .sequenceExpr(let sequence):
            return value(ofSequence: Array(sequence.elements)[...])
        case .arrayExpr(let array):
            // Only as an argument of a call a style records: elsewhere arrays are data, kept for nothing.
            // Lists of screens or steppers are short; a data table is no value worth keeping.
            guard arraysWanted > 0, array.elements.count <= Self.maximumArrayElements else { return .unknown }
            // `[]` is known to hold nothing (`setViewControllers([], animated: false)` shows nothing).
            if array.elements.isEmpty { return .array([]) }
            let elements = array.elements.map { value(of: $0.expression) }.filter { $0 != .unknown }
            return elements.isEmpty ? .unknown : .array(elements)
        default:
            return .unknown
        }
    }

    /// What `!`, `?`, `try`, `await` and parentheses wrap: the same value, for `value(of:)` and `passesAScreen`.
    private static func wrappedValue(_ kind: ExprSyntaxEnum) -> ExprSyntax? {
        switch kind {
        case .forceUnwrapExpr(let unwrap): return unwrap.expression
        case .optionalChainingExpr(let chaining): return chaining.expression
        case .tryExpr(let tryExpr): return tryExpr.expression
        case .awaitExpr(let awaitExpr): return awaitExpr.expression
        case .tupleExpr(let tuple) where tuple.elements.count == 1: return tuple.elements.first?.expression
        default: return nil
        }
    }

    /// Unfolded operator sequences: only the shapes that carry a type matter.
    private func value(ofSequence elements: ArraySlice<ExprSyntax>) -> ValueExpr {
        if elements.count == 1, let only = elements.first { return value(of: only) }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
            return .oneOf([value(of: ternary.thenExpression), value(ofSequence: elements[(index + 1)...])])
        }
        // `a as? X ?? b ?? c`: `??` binds looser than a cast, so each operand is a value of its own.
        let coalescing = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }
        if let last = coalescing.last {
            var operands: [ValueExpr] = []
            var start = elements.startIndex
            for index in coalescing {
                operands.append(value(ofSequence: elements[start..<index]))
                start = index + 1
            }
            operands.append(value(ofSequence: elements[(last + 1)...]))
            return .oneOf(operands)
        }
        // `[a, b] + [c] as [Presentable]`: a cast binds looser than `+`, and a plain `as` keeps the value's
        // own types (only `as!` and `as?` make a value of the written type).
        if elements.count > 3, let cast = elements[elements.endIndex - 2].as(UnresolvedAsExprSyntax.self),
           cast.questionOrExclamationMark == nil {
            return value(ofSequence: elements[elements.startIndex..<(elements.endIndex - 2)])
        }
        // `[a, b] + (flag ? [c] : [])`: the lists joined, every branch counted.
        let operators = stride(from: elements.startIndex + 1, to: elements.endIndex, by: 2).map { elements[$0] }
        if operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }),
           elements.contains(where: { $0.is(ArrayExprSyntax.self) }) {
            let operands = stride(from: elements.startIndex, to: elements.endIndex, by: 2).map { value(of: elements[$0]) }
            let joined = operands.flatMap(Self.listed)
            return joined.isEmpty ? .unknown : .array(joined)
        }
        if elements.count == 3 {
            let middle = elements[elements.startIndex + 1]
            let last = elements[elements.startIndex + 2]
            if let cast = middle.as(UnresolvedAsExprSyntax.self), let type = last.as(TypeExprSyntax.self) {
                return value(ofCast: elements[elements.startIndex], to: type.type, questionOrExclamationMark: cast.questionOrExclamationMark)
            }
            // `a <> b` with an operator some library or the project declares: a call of its function.
            if let name = middle.as(BinaryOperatorExprSyntax.self)?.operator.text, !SyntaxNames.isStandardOperator(name) {
                return .infixOperator(name, value(of: elements[elements.startIndex]), value(of: last))
            }
        }
        return .unknown
    }

    /// `x as! T` and `x as? T` are a `T`; a plain `x as T` only upcasts, so it is `x`'s own type under `T`, as
    /// an annotation is (`FifthViewController() as UIViewController` is a `FifthViewController`).
    private func value(ofCast operand: ExprSyntax, to type: TypeSyntax, questionOrExclamationMark: TokenSyntax?) -> ValueExpr {
        // `[explore, saved] as [Coordinator]`: a list's upcast keeps its elements' own types.
        if questionOrExclamationMark == nil, type.is(ArrayTypeSyntax.self) { return value(of: operand) }
        guard let name = SyntaxNames.typeName(type) else { return .unknown }
        guard questionOrExclamationMark == nil else { return .typed(name) }
        return .binding(declared: name, values: [value(of: operand)])
    }

    /// The elements a joined operand adds: an array literal's, each branch's, or every element of a list
    /// held elsewhere.
    private static func listed(_ operand: ValueExpr) -> [ValueExpr] {
        switch operand {
        case .array(let elements): return elements
        case .oneOf(let options): return options.flatMap(listed)
        case .unknown: return []
        default: return [.element(operand)]
        }
    }

    private func callValue(_ callee: ExprSyntax, arguments: [CallArgument]) -> ValueExpr {
        if let type = Self.initialisedType(callee) { return callValue(type, arguments: arguments) }
        switch callee.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            let name = SyntaxNames.text(reference.baseName)
            if name.isEmpty { return .unknown }
            // Calling a local closure makes what its declared function type returns, if it declares one.
            if let local = bodyStack.last?.lookup(name) { return local.madeWhenCalled.map { .typed($0) } ?? .unknown }
            return .call(base: nil, name: name, arguments: arguments)
        case .memberAccessExpr(let access):
            let name = SyntaxNames.text(access.declName.baseName)
            guard let base = access.base else { return .implicitCall(name, arguments: arguments) }
            return .call(base: value(of: base), name: name, arguments: arguments)
        case .genericSpecializationExpr(let specialization):
            return callValue(specialization.expression, arguments: arguments)
        case .optionalChainingExpr(let chaining):
            // `makeHome?()`: an optional closure's call.
            return callValue(chaining.expression, arguments: arguments)
        case .forceUnwrapExpr(let unwrap):
            return callValue(unwrap.expression, arguments: arguments)
        case .arrayExpr where arguments.isEmpty && arraysWanted > 0:
            // `[UIViewController]()`: an empty list, filled later (`screens.append(home)`).
            return .array([])
        default:
            return .unknown
        }
    }

    /// A call's arguments, for binding a generic function's parameters: each keeps its label (to match
    /// parameters) and, when it can bind one, its value: a type (`X.self`, a parameter or local declared
    /// `T.Type`), or a value that may be an object: made right there (`embed(X())`, `embed(vc as! X)`,
    /// `embed(X.instantiate())`), a local, a property or a function's result. An initialiser's are kept
    /// too: what a construction passes is what the object's properties hold (`AuthCoordinator(router:
    /// router, factory: ScreenFactory())`). An argument labelled as the vocabulary asks
    /// (`rootViewController:`) is kept for any call. A call that passes nothing of use keeps no arguments
    /// at all: most calls cost nothing, as most pass a literal or nothing, and every recorded value stays
    /// in memory for the whole run.
    private func arguments(of call: FunctionCallExprSyntax, calling name: String) -> [CallArgument] {
        if vocabulary.valueCalls.contains(name) {
            arraysWanted += 1
            defer { arraysWanted -= 1 }
            return call.arguments.map { CallArgument(label: $0.label.map(SyntaxNames.text), value: value(of: $0.expression)) }
        }
        let keepsAll = bodyStack.last?.recordsEveryCall == true
        let keep = { (argument: LabeledExprSyntax) in
            let expression = argument.expression
            return keepsAll || self.mayDenoteType(expression) || self.passesAScreen(expression, orPropertyOrResult: true)
                || argument.label.map { self.vocabulary.valueLabels.contains(SyntaxNames.text($0)) } == true
        }
        guard call.arguments.contains(where: keep) else {
            // A method's labels alone choose among its overloads (`screen(for: "a")`, not `screen(for:modal:)`).
            guard !SyntaxNames.startsUppercase(name), call.arguments.contains(where: { $0.label != nil }) else { return [] }
            return call.arguments.map { CallArgument(label: $0.label.map(SyntaxNames.text), value: .unknown) }
        }
        arraysWanted += 1
        defer { arraysWanted -= 1 }
        return call.arguments.map { argument in
            CallArgument(label: argument.label.map(SyntaxNames.text), value: keep(argument) ? value(of: argument.expression) : .unknown)
        }
    }

    /// An initialiser call, a static factory on a type, or a cast: an expression whose type is written in it.
    private func makesAValue(_ expression: ExprSyntax) -> Bool {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return makesAValue(unwrapped.expression) }
        // `Coordinator().strongRouter`: a member of a value made right there.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
            return makesAValue(base)
        }
        if expression.is(AsExprSyntax.self) { return true }
        if let sequence = expression.as(SequenceExprSyntax.self) { return sequence.elements.contains { $0.is(UnresolvedAsExprSyntax.self) } }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return SyntaxNames.startsUppercase(SyntaxNames.text(reference.baseName)) }
        // `.home(router)`: an enum case (or static factory) carrying something that may be a screen.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return call.arguments.contains { mayHoldAScreen($0.expression) }
        }
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) {
            return SyntaxNames.startsUppercase(SyntaxNames.text(base.baseName))
        }
        return false
    }

    /// A value whose type is written in it, or a local holding one: what a helper or wrapper may be
    /// passed to show.
    private func mayHoldAScreen(_ expression: ExprSyntax) -> Bool {
        makesAValue(expression) || namesALocal(expression)
    }

    /// What a helper or wrapper may be handed to show (`mayHoldAScreen`, with `propertyOrResult` also
    /// `namesPropertyOrResult`), also through what `value(of:)` looks through: `try`, `await`, `!`, `?`,
    /// parentheses, a plain `as`, and each branch of `?:` and `??` (`show(flag ? A() : B())`, `show(try make())`),
    /// and the elements of an array literal.
    private func passesAScreen(_ expression: ExprSyntax, orPropertyOrResult propertyOrResult: Bool) -> Bool {
        if mayHoldAScreen(expression) || (propertyOrResult && namesPropertyOrResult(expression)) { return true }
        let kind = expression.as(ExprSyntaxEnum.self)
        if let wrapped = Self.wrappedValue(kind) { return passesAScreen(wrapped, orPropertyOrResult: propertyOrResult) }
        switch kind {
        case .ternaryExpr(let ternary):
            return [ternary.thenExpression, ternary.elseExpression].contains { passesAScreen($0, orPropertyOrResult: propertyOrResult) }
        case .sequenceExpr(let sequence):
            return passesAScreen(sequence: Array(sequence.elements)[...], orPropertyOrResult: propertyOrResult)
        case .arrayExpr(let array):
            // `setTabs([HomeViewController(), search])`: a list of screens, as short as `value(of:)` keeps.
            return array.elements.count <= Self.maximumArrayElements
                && array.elements.contains { passesAScreen($0.expression, orPropertyOrResult: propertyOrResult) }
        default:
            return false
        }
    }

    /// The operands `value(ofSequence:)` makes values of: the branches of `?:` and `??`, and what a plain `as`
    /// casts. `count > 0` or `width * 2` hands on no screen, nor does a ternary's condition.
    private func passesAScreen(sequence elements: ArraySlice<ExprSyntax>, orPropertyOrResult propertyOrResult: Bool) -> Bool {
        if elements.count == 1, let only = elements.first { return passesAScreen(only, orPropertyOrResult: propertyOrResult) }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
            return passesAScreen(ternary.thenExpression, orPropertyOrResult: propertyOrResult)
                || passesAScreen(sequence: elements[(index + 1)...], orPropertyOrResult: propertyOrResult)
        }
        let coalescing = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }
        if !coalescing.isEmpty {
            var start = elements.startIndex
            for index in coalescing + [elements.endIndex] {
                if passesAScreen(sequence: elements[start..<index], orPropertyOrResult: propertyOrResult) { return true }
                start = index + 1
            }
            return false
        }
        if elements.count == 3, let cast = elements[elements.startIndex + 1].as(UnresolvedAsExprSyntax.self),
           cast.questionOrExclamationMark == nil, let operand = elements.first {
            return passesAScreen(operand, orPropertyOrResult: propertyOrResult)
        }
        return false
    }

    /// A property or a function's result, of the code's own type, of another value or global (`late`,
    /// `self.late`, `screens.users`, `make()`, `factory.make()`, `Factory().make()`): the inference types it from
    /// the property's assignments or the function's returns, as it does when the value is shown directly, so a
    /// helper it is handed to reads it too.
    private func namesPropertyOrResult(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return !SyntaxNames.startsUppercase(SyntaxNames.text(reference.baseName)) && !SyntaxNames.isKeyword(reference.baseName, .self)
        }
        // Not `.name` alone: an enum case or a static member.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return !SyntaxNames.startsUppercase(SyntaxNames.text(member.declName.baseName))
        }
        return false
    }

    /// A local or parameter (`make(vc)`, `make(flow: $0)`), or a short array literal of them
    /// (`make(flows: [a, b])`): what it holds was recorded where it was assigned.
    private func namesALocal(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return bodyStack.last?.lookup(SyntaxNames.text(reference.baseName)) != nil
        }
        // `coordinator.strongRouter`: a member of a local.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return bodyStack.last?.lookup(SyntaxNames.text(base.baseName)) != nil
        }
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count <= Self.maximumArrayElements {
            return array.elements.contains { namesALocal($0.expression) || makesAValue($0.expression) }
        }
        return false
    }

    /// The type `X.init` initialises, written as a type (`X`, `A.B`, `X<T>`): `X.init(...)` is `X(...)`.
    /// Not `self.init` or `Self.init`, which name no type.
    private static func initialisedType(_ callee: ExprSyntax) -> ExprSyntax? {
        guard let access = callee.as(MemberAccessExprSyntax.self), SyntaxNames.isKeyword(access.declName.baseName, .`init`),
              let base = access.base else { return nil }
        var named = base
        if let specialization = named.as(GenericSpecializationExprSyntax.self) { named = specialization.expression }
        let token = named.as(DeclReferenceExprSyntax.self)?.baseName ?? named.as(MemberAccessExprSyntax.self)?.declName.baseName
        guard let token, !SyntaxNames.isKeyword(token, .Self) else { return nil }
        return SyntaxNames.startsUppercase(SyntaxNames.text(token)) ? base : nil
    }

    private func calleeName(_ callee: ExprSyntax) -> String {
        if let type = Self.initialisedType(callee) { return calleeName(type) }
        if let member = callee.as(MemberAccessExprSyntax.self) { return SyntaxNames.text(member.declName.baseName) }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return SyntaxNames.text(reference.baseName) }
        if let specialization = callee.as(GenericSpecializationExprSyntax.self) { return calleeName(specialization.expression) }
        return ""
    }

    private func mayDenoteType(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return SyntaxNames.isKeyword(member.declName.baseName, .self)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return bodyStack.last?.lookup(SyntaxNames.text(reference.baseName))?.declared?.hasSuffix(".Type") == true
        }
        return false
    }

    /// `{ ... }()`: the closure's written return type, else its single expression, else what it returns,
    /// with the locals its top-level statements declare (`let vc = X(); ...; return vc`) substituted.
    private func value(ofImmediatelyInvoked closure: ClosureExprSyntax) -> ValueExpr {
        let declared = closure.signature?.returnClause.flatMap { SyntaxNames.typeName($0.type) }
        let returned = returnedValues(of: closure)
        // What is returned wins over a declared type, which may be abstract (`() -> UIViewController in`).
        if let declared { return .binding(declared: declared, values: returned) }
        return returned.isEmpty ? .unknown : .oneOf(returned)
    }

    /// What a closure returns, read before the closure is walked, its first parameter (and `$0`) bound to
    /// `argument` if given.
    private func returnedValues(of closure: ClosureExprSyntax, argument: ValueExpr? = nil) -> [ValueExpr] {
        let statements = closure.statements
        if argument == nil, statements.count == 1, let only = statements.first, case .expr(let expression) = only.item {
            return [value(of: expression)]
        }
        // The closure is not walked yet: its locals go in a scratch scope over the enclosing ones.
        let scratch = BodyBuilder()
        scratch.scopes = (bodyStack.last?.scopes ?? []) + [[:]]
        if let argument {
            let binding = LocalBinding(declared: nil, values: [argument])
            scratch.bind("$0", binding)
            if let first = SyntaxNames.closureParameters(closure).first { scratch.bind(first.name, binding) }
        }
        bodyStack.append(scratch)
        defer { bodyStack.removeLast() }
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item {
            return [value(of: expression)]
        }
        for statement in statements {
            if let declaration = statement.item.as(VariableDeclSyntax.self) { bindLocals(declaration, in: scratch) }
        }
        return ReturnCollector.expressions(in: statements).map { value(of: $0) }
    }

    /// A list made from another (`coordinators.compactMap { $0 }`, `tabs.map { makeScreen(for: $0) }`,
    /// `screens.filter { ... }`): a list of what the closure returns for each element, or of the elements kept.
    private func value(ofTransformedList call: FunctionCallExprSyntax) -> ValueExpr? {
        // On a value: `AppStep.filter(id:)` is an enum's case.
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              SyntaxNames.lastName(base).map(SyntaxNames.startsUppercase) != true else { return nil }
        let name = SyntaxNames.text(access.declName.baseName)
        if Self.keepingElements.contains(name) {
            let list = value(of: base)
            return list == .unknown ? .unknown : .array([.element(list)])
        }
        guard Self.iterating.contains(name), name != "forEach", call.additionalTrailingClosures.isEmpty,
              let closure = call.trailingClosure ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
        else { return nil }
        let returned = returnedValues(of: closure, argument: .element(value(of: base))).filter { $0 != .unknown }
        guard !returned.isEmpty else { return .unknown }
        // `flatMap`'s closure returns a list of its own for each element.
        return .array(name == "flatMap" ? returned.map(ValueExpr.element) : returned)
    }

    /// Collection methods whose result holds some of the receiver's elements.
    private static let keepingElements: Set<String> = [
        "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
    ]

    /// The expression as written, for warnings: sliced from the source (which the tree reproduces
    /// byte for byte) when it is ASCII, whitespace runs made one space, then clipped like any other.
    private func shortText(_ node: some SyntaxProtocol) -> String {
        guard let written = writtenBytes(of: node), written.allSatisfy({ $0 < 0x80 }) else { return SyntaxNames.shortText(node) }
        var text: [UInt8] = []
        // Clipping needs no more than the limit and one byte to tell that it was longer.
        text.reserveCapacity(min(written.count, SyntaxNames.messageTextLimit + 1))
        var pendingSpace = false
        for byte in written {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !text.isEmpty
                continue
            }
            if pendingSpace {
                text.append(0x20)
                pendingSpace = false
            }
            text.append(byte)
        }
        return SyntaxNames.clipped(String(decoding: text, as: UTF8.self))
    }

    /// Whether the node's text has a `(`, `{` or `=`, without which no call, closure or assignment is written.
    private func mayHoldFacts(_ node: some SyntaxProtocol) -> Bool {
        guard let written = writtenBytes(of: node) else { return true }
        return written.contains { byte in
            byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "=")
        }
    }

    /// Whether `bytes` mention one of the vocabulary's wiring words.
    private func mentionsWiringWord(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        vocabulary.wiringWordBytes.contains { word in word.withUnsafeBufferPointer { bytes.containsBytes($0) } }
    }

    /// The node's bytes in the source, without leading and trailing trivia; nil if out of range.
    private func writtenBytes(of node: some SyntaxProtocol) -> UnsafeBufferPointer<UInt8>? {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= source.count else { return nil }
        return UnsafeBufferPointer(rebasing: source[start..<end])
    }

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        let position = lines.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourceLocation(path: facts.path, line: position.line, column: position.column)
    }
}

/// The `return`s of a closure body, not those of closures or functions nested in it.
private final class ReturnCollector: SyntaxVisitor {
    private var found: [ExprSyntax] = []

    static func expressions(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(statements)
        return collector.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { found.append(expression) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// A local variable in scope: its declared type and the values assigned to it so far.
struct LocalBinding {
    var declared: String?
    var values: [ValueExpr]
    /// A function type's declared result (`make: () -> HomeViewController`): what calling the local makes.
    var madeWhenCalled: String?
    /// Added to the list since its values were last read (`screens.append(home)`): worked out when it is read.
    var additions: [Addition] = []
}

/// What `append(_:)`, `append(contentsOf:)`, `insert(_:at:)` or `+=` adds to a local list.
enum Addition {
    case element(ExprSyntax)
    case list(ExprSyntax)
}

final class TypeBuilder {
    var facts: TypeFacts
    /// Its name or inheritance mentions a wiring word (`ScanVocabulary.wiringWords`).
    var wires = false
    /// Its name or inheritance mentions a handing word (`ScanVocabulary.handingWords`).
    var hands = false
    /// The same, for a declaration or an extension: calls of starting words are recorded (`ScanVocabulary.startingWords`).
    var starts = false
    init(facts: TypeFacts) { self.facts = facts }
}

final class BodyBuilder {
    var body = CodeBody()
    /// Set in a function whose case matching a style asked for.
    var matching: MatchingBuilder?
    var scopes: [[String: LocalBinding]] = [[:]]
    private var recordedCalls: Set<MethodCall> = []
    var caseStack: [[String]] = []
    var closureDepth = 0
    /// Code that wires objects together (`ScanVocabulary.wiringWords`): every call is recorded.
    var recordsEveryCall = false

    /// The case patterns of the innermost enclosing `switch` case that names any.
    var currentCases: [String] {
        caseStack.last(where: { !$0.isEmpty }) ?? []
    }

    func pushScope() { scopes.append([:]) }

    /// A `switch` being walked: how many values each local had before it, and which locals each case
    /// assigns as one of its own statements (a case that returns or throws assigns all, as it never
    /// reaches past the switch). Every Swift switch is exhaustive, so a local every case assigns has
    /// lost its earlier values after it.
    private struct SwitchFrame {
        var countsBefore: [String: Int]
        var cases: [(assigned: Set<String>, leaves: Bool)] = []
    }
    private var switches: [SwitchFrame] = []

    /// The value each enclosing `switch` matches, innermost last.
    private var subjects: [ValueExpr] = []
    var switchSubject: ValueExpr? { subjects.last }

    func openSwitch(subject: ValueExpr) {
        subjects.append(subject)
        var counts: [String: Int] = [:]
        for scope in scopes { for (name, binding) in scope { counts[name] = binding.values.count } }
        switches.append(SwitchFrame(countsBefore: counts))
    }

    func openCase(leavesTheSwitch: Bool) {
        guard !switches.isEmpty else { return }
        switches[switches.count - 1].cases.append(([], leavesTheSwitch))
    }

    func noteCaseAssigns(_ name: String) {
        guard let last = switches.indices.last, !switches[last].cases.isEmpty else { return }
        switches[last].cases[switches[last].cases.count - 1].assigned.insert(name)
    }

    func closeSwitch() {
        _ = subjects.popLast()
        guard let frame = switches.popLast() else { return }
        let reaching = frame.cases.filter { !$0.leaves }
        guard !reaching.isEmpty, !frame.cases.isEmpty else { return }
        let everywhere = reaching.dropFirst().reduce(reaching[0].assigned) { $0.intersection($1.assigned) }
        for name in everywhere {
            guard let before = frame.countsBefore[name], before > 0 else { continue }
            for index in scopes.indices.reversed() where scopes[index][name] != nil {
                if let values = scopes[index][name]?.values, values.count >= before {
                    scopes[index][name]?.values = Array(values[before...])
                }
                break
            }
        }
    }
    func popScope() { if scopes.count > 1 { scopes.removeLast() } }

    /// Values stored in locals are capped: `a = a` repeated, or `let b = c ? a : a` chained, would
    /// otherwise double the value at every line.
    static let maximumBindingSize = 256

    func bind(_ name: String, _ binding: LocalBinding) {
        guard !name.isEmpty else { return }
        var binding = binding
        let fits = { (value: ValueExpr) in value.nodeCount(upTo: Self.maximumBindingSize) < Self.maximumBindingSize }
        if !binding.values.allSatisfy(fits) { binding.values = binding.values.map { fits($0) ? $0 : .unknown } }
        scopes[scopes.count - 1][name] = binding
    }

    func record(_ call: MethodCall, onSuper: Bool) {
        if onSuper {
            if !body.superCalls.contains(call) { body.superCalls.append(call) }
        } else if recordedCalls.insert(call).inserted {
            body.selfCalls.append(call)
        }
    }

    func lookup(_ name: String) -> LocalBinding? {
        for scope in scopes.reversed() {
            if let binding = scope[name] { return binding }
        }
        return nil
    }

    /// Notes an addition to the local list `name`, when one is in scope holding a list written out.
    func add(_ addition: Addition, to name: String) {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            guard scopes[index][name]?.values.contains(where: \.isList) == true,
                  scopes[index][name]?.additions.count ?? 0 < 32 else { return }
            scopes[index][name]?.additions.append(addition)
            return
        }
    }

    /// The additions to the local `name` not yet read, which are read now.
    func takeAdditions(of name: String) -> [Addition] {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            defer { scopes[index][name]?.additions = [] }
            return scopes[index][name]?.additions ?? []
        }
        return []
    }

    /// Adds a value to the local `name`; false when no such local is in scope.
    func assign(_ name: String, _ value: ValueExpr) -> Bool {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            let fits = value.nodeCount(upTo: Self.maximumBindingSize) < Self.maximumBindingSize
            // A local assigned over and over (in a loop body, say) keeps a bounded list of candidates.
            if scopes[index][name]?.values.count ?? 0 < 32 {
                scopes[index][name]?.values.append(fits ? value : .unknown)
            }
            return true
        }
        return false
    }
}

/// The case matching of one function over its first parameter, while it is walked (`CaseMatching`).
final class MatchingBuilder {
    let function: String
    /// The parameter and the locals made from it (`guard let step = step as? AppStep`).
    private var names: Set<String>
    var cases: Set<String> = []
    var catchesOthers = false

    /// The parameter's own name.
    private let parameter: String

    init(function: String, parameter: String) {
        self.function = function
        self.parameter = parameter
        names = [parameter]
    }

    /// A `switch` case and its patterns (`SyntaxNames.casePatterns`).
    func note(_ switchCase: SwitchCaseSyntax, patterns: [SyntaxNames.CasePattern]) {
        if case .default = switchCase.label, !SyntaxNames.onlyGivesUp(switchCase.statements) { catchesOthers = true }
        for pattern in patterns {
            switch pattern.matched {
            case .named(let name): cases.insert(name)
            case .wildcard: if !SyntaxNames.onlyGivesUp(switchCase.statements) { catchesOthers = true }
            case .unreadable: catchesOthers = true
            }
        }
    }

    func noteDerived(_ local: String, from expression: ExprSyntax) {
        guard let base = SyntaxNames.leftmostReference(expression), names.contains(base) else { return }
        names.insert(local)
        noteNarrowing(of: expression)
    }

    /// The step types the parameter is cast to (`step as? AppStep`), and whether it is handed on as it came.
    var narrowing: Set<String> = []
    var passesOn = false

    func noteNarrowing(of expression: ExprSyntax) {
        guard let base = SyntaxNames.leftmostReference(expression), names.contains(base),
              let type = SyntaxNames.castType(expression) else { return }
        narrowing.insert(type)
    }

    /// `step == .home` names a case as a pattern does.
    func noteComparison(_ elements: ExprListSyntax) {
        let operands = Array(elements)
        guard let op = operands[1].as(BinaryOperatorExprSyntax.self), ["==", "~="].contains(op.operator.text) else { return }
        for operand in [operands[0], operands[2]] {
            if let member = operand.as(MemberAccessExprSyntax.self) { cases.insert(SyntaxNames.text(member.declName.baseName)) }
        }
    }

    /// The parameter handed to a call other than another of the same name on `self`: that call may
    /// handle any value.
    func noteArguments(of call: FunctionCallExprSyntax, name: String, onSelf: Bool) {
        guard !(onSelf && name == function) else { return }
        for argument in call.arguments {
            if let reference = argument.expression.as(DeclReferenceExprSyntax.self), names.contains(SyntaxNames.text(reference.baseName)) {
                catchesOthers = true
                // The parameter as it came, not narrowed: whatever step it is may be handled there.
                if SyntaxNames.text(reference.baseName) == parameter { passesOn = true }
            }
        }
    }
}
