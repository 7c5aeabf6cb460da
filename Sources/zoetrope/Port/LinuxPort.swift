#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

/// The mechanical edits that make an iOS app's collection-view code compile with Swift on
/// Linux against ZoetropeUIKit, made on the syntax tree (swift-syntax) so that nothing else in
/// the file changes, each one reported:
///
/// - `import UIKit` becomes `#if canImport(UIKit) import UIKit #else import ZoetropeUIKit
///   #endif`, so the file still builds for the phone.
/// - `@objc` (and `@objcMembers`) goes: Linux Swift has no Objective-C runtime.
/// - A protocol's `optional` requirements become ordinary ones with a default in an
///   extension: nothing for a method that returns nothing, nil for an optional result, and
///   otherwise the value every call site falls back to with `??` (`delegate?.height?(…) ?? 180`
///   gives 180). Where no call site says what an absent method means, the requirement stays
///   without a default and the edit says so: each conforming type must then implement it.
/// - A call of an optional requirement, `delegate?.method?(…)`, drops the `?` after the
///   method's name (for the protocols ported here and UIKit's own delegates and data sources).
/// - `#selector(…)` cannot be ported (it names an Objective-C method) and is reported.
struct LinuxPort {
    /// One edit, where it was made (1-based line and column in the original file).
    struct Edit: CustomStringConvertible, Equatable {
        var file: String
        var line: Int
        var column: Int
        var message: String
        /// Whether the user must still act (an edit that could not be made whole).
        var needsAttention = false

        var description: String { "\(file):\(line):\(column): \(needsAttention ? "warning: " : "")\(message)" }
    }

    /// A file's ported text and the edits made to it.
    struct Result {
        var path: String
        var text: String
        var edits: [Edit]
        var changed: Bool
    }

    /// The base names of UIKit's optional delegate and data-source methods that a port's call
    /// sites may call with `?(`.
    static let uikitOptionalMethods: Set<String> = [
        "collectionView", "numberOfSections", "indexTitles", "scrollViewDidScroll", "scrollViewWillBeginDragging",
        "scrollViewDidEndDecelerating", "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation",
        "scrollViewWillEndDragging", "scrollViewDidZoom", "viewForZooming",
    ]

    /// Ports `files` (path and text) together: optional requirements declared in one file
    /// and called in another are found across them.
    static func port(_ files: [(path: String, text: String)]) -> [Result] {
        let trees = files.map { (path: $0.path, tree: Parser.parse(source: $0.text)) }
        // What the protocols declare as optional, and what call sites fall back to.
        let collector = RequirementCollector(viewMode: .sourceAccurate)
        for file in trees { collector.walk(file.tree) }
        let optionalNames = uikitOptionalMethods.union(collector.requirements.map(\.name))
        return trees.map { file in
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            let rewriter = PortRewriter(path: file.path, converter: converter, requirements: collector.requirements,
                                        fallbacks: collector.fallbacks, optionalNames: optionalNames)
            let ported = rewriter.visit(file.tree)
            let text = ported.description
            return Result(path: file.path, text: text, edits: rewriter.edits.sorted { ($0.line, $0.column) < ($1.line, $1.column) },
                          changed: text != file.tree.description)
        }
    }
}

/// An optional requirement of a protocol being ported.
struct OptionalRequirement {
    var protocolName: String
    var name: String
    /// The argument labels (`_` for none), for matching call sites; nil for a property.
    var labels: [String]?
    /// The result type as written, nil for none.
    var resultType: String?
    var isOptionalResult: Bool
}

/// Finds optional requirements, and the `??` fallbacks of calls to them.
final class RequirementCollector: SyntaxVisitor {
    private(set) var requirements: [OptionalRequirement] = []
    /// For each name and labels, the fallback expressions written after `??` at call sites.
    private(set) var fallbacks: [String: [String]] = [:]

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

    /// `call ?? fallback`, unfolded as the parser leaves it: three elements.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropLast().dropFirst() {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
                  let call = elements[index - 1].as(FunctionCallExprSyntax.self),
                  let (name, labels) = PortRewriter.optionalCall(call) else { continue }
            fallbacks[Self.key(name, labels), default: []].append(elements[index + 1].trimmedDescription)
        }
        return .visitChildren
    }
}

/// Makes the edits (see `LinuxPort`) in one file.
final class PortRewriter: SyntaxRewriter {
    let path: String
    let converter: SourceLocationConverter
    let requirements: [OptionalRequirement]
    let fallbacks: [String: [String]]
    let optionalNames: Set<String>
    private(set) var edits: [LinuxPort.Edit] = []

    init(path: String, converter: SourceLocationConverter, requirements: [OptionalRequirement], fallbacks: [String: [String]],
         optionalNames: Set<String>) {
        self.path = path
        self.converter = converter
        self.requirements = requirements
        self.fallbacks = fallbacks
        self.optionalNames = optionalNames
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ node: some SyntaxProtocol, _ message: String, needsAttention: Bool = false) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        edits.append(LinuxPort.Edit(file: path, line: location.line, column: location.column, message: message, needsAttention: needsAttention))
    }

    /// The name and argument labels of `call` when it is `something?.name?(…)` or
    /// `something.name?(…)`.
    static func optionalCall(_ call: FunctionCallExprSyntax) -> (String, [String])? {
        guard let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self) else { return nil }
        return (member.declName.baseName.text, call.arguments.map { $0.label?.text ?? "_" })
    }

    // MARK: Imports, and where the defaults go

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard node.path.count == 1, node.path.first?.name.text == "UIKit", !Self.isInsideIfConfig(node) else { return DeclSyntax(node) }
        note(node, "import UIKit → import ZoetropeUIKit where UIKit cannot be imported (#if canImport(UIKit))")
        let replacement = Parser.parse(source: "#if canImport(UIKit)\nimport UIKit\n#else\nimport ZoetropeUIKit\n#endif")
        guard let decl = replacement.statements.first?.item.as(IfConfigDeclSyntax.self) else { return DeclSyntax(node) }
        return DeclSyntax(decl.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    static func isInsideIfConfig(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(IfConfigClauseSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }

    /// The extensions of defaults still to place, by protocol name.
    private var pendingExtensions: [(protocolName: String, text: String)] = []

    /// Each protocol's extension of defaults goes right after it.
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            // Detached: rewriting a node in place copies the whole file around it, once per
            // statement, which made port's memory grow with the square of the file's length.
            let visited = rewrite(item, detach: true).cast(CodeBlockItemSyntax.self)
            items.append(visited)
            if let protocolDecl = visited.item.as(ProtocolDeclSyntax.self),
               let index = pendingExtensions.firstIndex(where: { $0.protocolName == protocolDecl.name.text }) {
                items += Parser.parse(source: pendingExtensions[index].text).statements
                pendingExtensions.remove(at: index)
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var visited = super.visit(node)
        // A protocol nested in a type: its defaults at the end of the file.
        for pending in pendingExtensions {
            visited = visited.with(\.statements, CodeBlockItemListSyntax(Array(visited.statements) + Array(Parser.parse(source: pending.text).statements)))
        }
        pendingExtensions = []
        return visited
    }

    // MARK: @objc

    /// The attributes without `@objc` and `@objcMembers`, and whether any was removed.
    private func removingObjC(_ attributes: AttributeListSyntax, of node: some SyntaxProtocol) -> AttributeListSyntax {
        let kept = attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            let name = attribute.attributeName.trimmedDescription
            return name != "objc" && name != "objcMembers"
        }
        if kept.count != attributes.count {
            note(node, "removed @objc: Swift on Linux has no Objective-C runtime")
        }
        return kept
    }

    /// `decl` with `@objc` removed, the trivia before the attribute kept for the declaration;
    /// reported at `original`, the declaration in the file as it was.
    private func withoutObjC<D: WithAttributesSyntax>(_ decl: D, original: some SyntaxProtocol) -> D {
        // Detached first, as a call is (see `visit(_: FunctionCallExprSyntax)`).
        let decl = decl.detached
        let leading = decl.leadingTrivia
        var result = decl.with(\.attributes, removingObjC(decl.attributes, of: original))
        if result.attributes.count != decl.attributes.count {
            result = result.with(\.leadingTrivia, leading)
        }
        return result
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        DeclSyntax(guardingInterfaceBuilder(withoutObjC(super.visit(node).cast(ClassDeclSyntax.self), original: node), original: node))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        DeclSyntax(guardingInterfaceBuilder(withoutObjC(super.visit(node).cast(FunctionDeclSyntax.self), original: node), original: node))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        DeclSyntax(guardingInterfaceBuilder(withoutObjC(super.visit(node).cast(VariableDeclSyntax.self), original: node), original: node))
    }

    // MARK: Interface Builder

    /// The attributes that connect code to a storyboard or nib, which Swift on Linux does not know.
    static let interfaceBuilderAttributes: Set<String> = ["IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction"]

    /// `decl` with its Interface Builder attributes kept for iOS only, inside
    /// `#if canImport(UIKit)`: the declaration compiles on Linux, and on iOS the storyboard's
    /// outlets and actions stay connected.
    private func guardingInterfaceBuilder<D: WithAttributesSyntax>(_ decl: D, original: some SyntaxProtocol) -> D {
        var found: [AttributeSyntax] = []
        var kept: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            if case .attribute(let attribute) = element, Self.interfaceBuilderAttributes.contains(attribute.attributeName.trimmedDescription) {
                found.append(attribute)
            } else {
                kept.append(element)
            }
        }
        guard !found.isEmpty else { return decl }
        let leading = decl.leadingTrivia
        let indent = String(leading.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            .filter { $0 == " " || $0 == "\t" }
        let attributes = found.map { indent + $0.trimmedDescription }.joined(separator: "\n")
        let text = "struct S {\n\(indent)#if canImport(UIKit)\n\(attributes)\n\(indent)#endif\n\(indent)var x = 0\n}"
        guard let member = Parser.parse(source: text).statements.first?.item.as(StructDeclSyntax.self)?.memberBlock.members.first,
              let first = member.decl.asProtocol(WithAttributesSyntax.self)?.attributes.first,
              case .ifConfigDecl(var block) = first else { return decl }
        block.poundEndif.trailingTrivia = Trivia(pieces: [.newlines(1)] + (indent.isEmpty ? [] : [.spaces(indent.count)]))
        var result = decl.with(\.attributes, AttributeListSyntax([.ifConfigDecl(block)] + kept))
        result = result.with(\.leadingTrivia, leading)
        note(original, "@\(found.map { $0.attributeName.trimmedDescription }.joined(separator: " @")) kept for iOS only (#if canImport(UIKit)): Swift on Linux has no Interface Builder")
        return result
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        DeclSyntax(withoutObjC(super.visit(node).cast(ExtensionDeclSyntax.self), original: node))
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "selector" {
            note(node, "#selector names an Objective-C method and cannot be ported: give the control a closure instead (UIAction, or a block-based API)",
                 needsAttention: true)
        }
        return super.visit(node)
    }

    // MARK: Optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let visited = withoutObjC(super.visit(node).cast(ProtocolDeclSyntax.self), original: node)
        var defaults: [String] = []
        var members: [MemberBlockItemSyntax] = []
        // Edits are reported where the original members are (the rewritten ones have moved).
        for (member, original) in zip(visited.memberBlock.members, node.memberBlock.members) {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  modifiers.contains(where: { $0.name.text == "optional" }),
                  let optional = original.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: { $0.name.text == "optional" }) else {
                members.append(member)
                continue
            }
            let kept = modifiers.filter { $0.name.text != "optional" }
            var decl = member.decl.asProtocol(WithModifiersSyntax.self)!.with(\.modifiers, kept)
            if kept.isEmpty, let withAttributes = decl.asProtocol(WithAttributesSyntax.self), withAttributes.attributes.isEmpty {
                decl = decl.with(\.leadingTrivia, member.decl.leadingTrivia)
            }
            members.append(member.with(\.decl, DeclSyntax(decl)!))
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                let requirement = requirements.first { $0.protocolName == visited.name.text && $0.name == function.name.text && $0.labels == labels }
                let signature = "func \(function.name.text)\(function.signature.trimmedDescription)"
                if let body = defaultBody(for: requirement) {
                    defaults.append("    \(signature) \(body)")
                    note(optional, "optional requirement \(function.name.text)(\(labels.map { "\($0):" }.joined())) → a requirement with a default in an extension (\(body))")
                } else {
                    note(optional, "optional requirement \(function.name.text)(\(labels.map { "\($0):" }.joined())) is now required: no call site says what its absence means (add `?? value` where it is called, or implement it in every conforming type)",
                         needsAttention: true)
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let requirement = requirements.first { $0.protocolName == visited.name.text && $0.name == name && $0.labels == nil }
                if let body = defaultBody(for: requirement), let type = binding.typeAnnotation?.type.trimmedDescription {
                    defaults.append("    var \(name): \(type) \(body)")
                    note(optional, "optional requirement \(name) → a requirement with a default in an extension (\(body))")
                } else {
                    note(optional, "optional requirement \(name) is now required: implement it in every conforming type", needsAttention: true)
                }
            }
        }
        let result = visited.with(\.memberBlock, visited.memberBlock.with(\.members, MemberBlockItemListSyntax(members)))
        guard !defaults.isEmpty else { return DeclSyntax(result) }
        let access = visited.modifiers.first { ["public", "open", "package"].contains($0.name.text) }.map { "\($0.name.text == "open" ? "public" : $0.name.text) " } ?? ""
        let publicDefaults = access.isEmpty ? defaults : defaults.map { "    " + access + $0.dropFirst(4) }
        pendingExtensions.append((visited.name.text,
            "\n\n/// What the optional requirements answered when absent (made by zoetrope port).\nextension \(visited.name.text) {\n\(publicDefaults.joined(separator: "\n"))\n}"))
        return DeclSyntax(result)
    }

    /// The body of a default: `{}` for no result, `{ nil }` for an optional one, else the one
    /// fallback every call site gives; nil when there is none.
    private func defaultBody(for requirement: OptionalRequirement?) -> String? {
        guard let requirement else { return nil }
        if requirement.labels != nil, requirement.resultType == nil || requirement.resultType == "Void" || requirement.resultType == "()" {
            return "{}"
        }
        if requirement.isOptionalResult { return "{ nil }" }
        let found = Set(fallbacks[RequirementCollector.key(requirement.name, requirement.labels)] ?? [])
        guard found.count == 1, let fallback = found.first, Self.isSelfContained(fallback) else { return nil }
        return "{ \(fallback) }"
    }

    /// Whether an expression means the same anywhere: a literal, or a type's member made of
    /// literals (`.zero`, `CGSize(width: 10, height: 20)`), not a name of the call site's.
    static func isSelfContained(_ expression: String) -> Bool {
        let tree = Parser.parse(source: "_ = " + expression)
        final class Names: SyntaxVisitor {
            var free = false
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                // A type's name (capitalised) is fine; a variable is not.
                if node.baseName.text.first?.isUppercase != true && node.baseName.text != "_" { free = true }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if let base = node.base { walk(base) }
                return .skipChildren
            }
        }
        let names = Names(viewMode: .sourceAccurate)
        names.walk(tree)
        return !names.free
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        // Detached before it is changed: a node still in the file's tree is changed by copying
        // every node above it, the statement list of its whole function included, which made
        // memory grow with the square of the edits (1 MB of calls took 5.7 GB).
        let visited = super.visit(node).cast(FunctionCallExprSyntax.self).detached
        guard let chained = visited.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self),
              optionalNames.contains(member.declName.baseName.text) else { return ExprSyntax(visited) }
        note(node, "\(member.declName.baseName.text)?(…) → \(member.declName.baseName.text)(…): the requirement is no longer optional")
        return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(member)))
    }
}
#endif
