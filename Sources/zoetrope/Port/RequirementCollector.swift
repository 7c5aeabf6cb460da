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
            fallbacks[Self.key(name, labels), default: []].append(elements[index + 1].trimmedDescription)
            var enclosing = node.parent
            while let current = enclosing, !current.is(ClassDeclSyntax.self) { enclosing = current.parent }
            let selfArgument = call.arguments.firstIndex { $0.expression.trimmedDescription == "self" }.map { call.arguments.distance(from: call.arguments.startIndex, to: $0) }
            callers[Self.key(name, labels), default: []].append((enclosing?.as(ClassDeclSyntax.self)?.name.text, selfArgument))
        }
        return .visitChildren
    }
}
#endif
