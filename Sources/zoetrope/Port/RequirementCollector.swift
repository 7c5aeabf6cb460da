#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

/// Finds optional requirements, and the `??` fallbacks of calls to them.
final class RequirementCollector: SyntaxVisitor {
    private(set) var requirements: [OptionalRequirement] = []
    /// For each name and labels, the fallback expressions written after `??` at call sites.
    private(set) var fallbacks: [String: [String]] = [:]
    /// For each name and labels, at every call site with a fallback: the class the call is
    /// made in, and which argument passes `self` (nil when none does).
    private(set) var callers: [String: [(className: String?, selfArgument: Int?)]] = [:]
    /// Constants declared at the top level of the files (`let defaultColumns = 2`): a fallback
    /// may name them from anywhere.
    private(set) var globalConstants: Set<String> = []

    /// The properties and methods each class declares, by class name.
    private(set) var classMembers: [String: Set<String>] = [:]
    /// The types each class inherits from as written (its superclass, its protocols), by
    /// class name.
    private(set) var classSupertypes: [String: [String]] = [:]
    /// The properties any type or extension of the files declares: `self.pagerView` names one
    /// of them, not a requirement `pagerView(_:didSelectItemAt:)` of the same base name.
    private(set) var propertyNames: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { propertyNames.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classSupertypes[node.name.text] = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        var names = classMembers[node.name.text] ?? []
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text)
            }
        }
        classMembers[node.name.text] = names
        return .visitChildren
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        for statement in node.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let" else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { globalConstants.insert(name) }
            }
        }
        return .visitChildren
    }

    static func key(_ name: String, _ labels: [String]?) -> String {
        name + "(" + (labels ?? []).joined(separator: ":") + ")"
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" }) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                let result = function.signature.returnClause?.type
                requirements.append(OptionalRequirement(
                    protocolName: node.name.text, name: function.name.text, labels: labels,
                    resultType: result.map { $0.trimmedDescription },
                    isOptionalResult: result.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "optional" }),
                      let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let type = binding.typeAnnotation?.type
                requirements.append(OptionalRequirement(
                    protocolName: node.name.text, name: name, labels: nil, resultType: type?.trimmedDescription,
                    isOptionalResult: type.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false))
            }
        }
        return .visitChildren
    }

    /// `guard let method = delegate?.height(_:for:) else { return 180 }`: the method taken
    /// unapplied, with what the code returns when it is absent (a pager's delegate asked
    /// whether a page may highlight). That value is a fallback as `?? 180` is; the later call
    /// is not seen, so only a value that needs no caller's member counts (see `defaultBody`).
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        guard node.conditions.count == 1, let binding = node.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
              let member = binding.initializer?.value.as(MemberAccessExprSyntax.self), member.base?.is(OptionalChainingExprSyntax.self) == true,
              node.body.statements.count == 1, let returned = node.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression else {
            return .visitChildren
        }
        let labels = member.declName.argumentNames.map { $0.arguments.map(\.name.text) }
        fallbacks[Self.key(member.declName.baseName.text, labels), default: []].append(returned.trimmedDescription)
        callers[Self.key(member.declName.baseName.text, labels), default: []].append((nil, nil))
        return .visitChildren
    }

    /// `call ?? fallback`, unfolded as the parser leaves it: three elements.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropLast().dropFirst() {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
                  let call = elements[index - 1].as(FunctionCallExprSyntax.self),
                  let (name, labels) = PortRewriter.optionalCall(call) else { continue }
            note(call, named: name, labels, fallingBackTo: elements[index + 1])
        }
        return .visitChildren
    }

    /// `if delegate.responds(to: #selector(…)) { value = delegate.method!(…) } else { value =
    /// fallback }`, as code that began in Objective-C asks before it calls (or the same with
    /// `return` in each branch): the `else` branch's value is a fallback, as `?? fallback` is.
    /// Without an `else`, the value the variable was declared with just before is
    /// (`var insets = UIEdgeInsets.zero` and then `if … { insets = delegate.method!(…) }`).
    ///
    /// A Bool method asked whether to take a step (`if !delegate.method!(…) { continue }`),
    /// with an `else if` that takes the same step on the caller's flag when it is absent
    /// (`else if !flag { continue }`): the flag is the fallback, negated when one condition is
    /// negated and the other is not.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.conditions.count == 1, let condition = node.conditions.first?.condition.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
              condition.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "responds" else {
            return .visitChildren
        }
        if case .ifExpr(let otherwise)? = node.elseBody, let asked = Self.soleStep(of: node.body),
           let call = asked.condition.as(FunctionCallExprSyntax.self), let (name, labels) = PortRewriter.optionalCall(call, forced: true),
           let flag = Self.sameStep(asked, in: otherwise) {
            note(call, named: name, labels, fallingBackTo: flag)
            return .visitChildren
        }
        guard let asked = Self.soleValue(of: node.body), let call = asked.value.as(FunctionCallExprSyntax.self),
              let (name, labels) = PortRewriter.optionalCall(call, forced: true) else {
            return .visitChildren
        }
        switch node.elseBody {
        case .codeBlock(let block)?:
            if let otherwise = Self.soleValue(of: block), otherwise.target == asked.target { note(call, named: name, labels, fallingBackTo: otherwise.value) }
        case nil:
            if let target = asked.target, let initial = Self.initialValue(of: target, declaredBefore: node) { note(call, named: name, labels, fallingBackTo: initial) }
        default:
            break
        }
        return .visitChildren
    }

    /// The value `name` is declared with in the statement just before `statement`'s, if that
    /// declares it.
    private static func initialValue(of name: String, declaredBefore statement: IfExprSyntax) -> ExprSyntax? {
        guard let item = statement.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self) ?? statement.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self), let index = list.firstIndex(where: { $0.id == item.id }),
              index != list.startIndex, let declaration = list[list.index(before: index)].item.as(VariableDeclSyntax.self),
              declaration.bindings.count == 1, let binding = declaration.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
        return binding.initializer?.value
    }

    /// The value a block gives, when it is one statement: what it assigns (and to what) or
    /// returns (target nil).
    private static func soleValue(of block: CodeBlockSyntax) -> (value: ExprSyntax, target: String?)? {
        guard block.statements.count == 1, let item = block.statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return (returned, nil) }
        guard let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[2], elements[0].trimmedDescription)
    }

    /// A step taken on a condition: a block that is one `if` without an `else`, its condition
    /// (unwrapped of parentheses and `!`, which `negated` says), and what its body does.
    private struct Step {
        var condition: ExprSyntax
        var negated: Bool
        var body: [String]
    }

    /// The step `block` takes, when it is one `if` with one condition and no `else`.
    private static func soleStep(of block: CodeBlockSyntax) -> Step? {
        guard block.statements.count == 1, let statement = block.statements.first?.item,
              let step = (statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self))?.as(IfExprSyntax.self) else { return nil }
        return Self.step(step)
    }

    private static func step(_ node: IfExprSyntax) -> Step? {
        guard node.elseBody == nil, node.conditions.count == 1, var condition = node.conditions.first?.condition.as(ExprSyntax.self) else { return nil }
        var negated = false
        while true {
            if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil,
               let inner = tuple.elements.first?.expression {
                condition = inner
            } else if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                condition = prefix.expression
                negated.toggle()
            } else {
                break
            }
        }
        return Step(condition: condition, negated: negated, body: node.body.statements.map { $0.item.trimmedDescription })
    }

    /// The flag `otherwise` takes `asked`'s step on, as the method's fallback: when it is the
    /// last of its chain and its body does just what `asked`'s does.
    private static func sameStep(_ asked: Step, in otherwise: IfExprSyntax) -> String? {
        guard let other = step(otherwise), other.body == asked.body, !other.body.isEmpty else { return nil }
        let flag = other.condition.trimmedDescription
        if other.negated == asked.negated { return flag }
        return other.condition.is(DeclReferenceExprSyntax.self) || other.condition.is(MemberAccessExprSyntax.self) ? "!" + flag : "!(" + flag + ")"
    }

    /// Notes `fallback` for the requirement `call` calls, with the type the call is made in
    /// (a class, or the class an extension extends) and which argument passes `self`.
    private func note(_ call: FunctionCallExprSyntax, named name: String, _ labels: [String], fallingBackTo fallback: ExprSyntax) {
        note(call, named: name, labels, fallingBackTo: fallback.trimmedDescription)
    }

    private func note(_ call: FunctionCallExprSyntax, named name: String, _ labels: [String], fallingBackTo fallback: String) {
        fallbacks[Self.key(name, labels), default: []].append(fallback)
        var enclosing = call.parent
        while let current = enclosing, !current.is(ClassDeclSyntax.self), !current.is(ExtensionDeclSyntax.self) { enclosing = current.parent }
        let typeName = enclosing?.as(ClassDeclSyntax.self)?.name.text ?? enclosing?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        let selfArgument = call.arguments.firstIndex { $0.expression.trimmedDescription == "self" }.map { call.arguments.distance(from: call.arguments.startIndex, to: $0) }
        callers[Self.key(name, labels), default: []].append((typeName, selfArgument))
    }
}
#endif
