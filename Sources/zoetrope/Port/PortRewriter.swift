#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

/// Makes the edits (see `LinuxPort`) in one file.
final class PortRewriter: SyntaxRewriter {
    let path: String
    let converter: SourceLocationConverter
    let requirements: [OptionalRequirement]
    let fallbacks: [String: [String]]
    let optionalNames: Set<String>
    private(set) var edits: [LinuxPort.Edit] = []

    /// The file as it was, for what an edit needs to know of the rest of it.
    let tree: SourceFileSyntax?

    /// The classes declared in the files ported together, and the overrides their
    /// extensions hold (with the file each is in), which go into the class.
    let classes: Set<String>
    let movedIn: [String: [(text: String, from: String)]]
    /// What the collector found of each call site with a fallback (see `RequirementCollector`).
    var callers: [String: [(className: String?, selfArgument: Int?)]] = [:]
    var globalConstants: Set<String> = []
    var classMembers: [String: Set<String>] = [:]
    /// The types each class of the files inherits from as written (see `RequirementCollector`).
    var classSupertypes: [String: [String]] = [:]
    /// The properties the files' types declare (see `RequirementCollector`).
    var propertyNames: Set<String> = []

    init(path: String, tree: SourceFileSyntax? = nil, converter: SourceLocationConverter, requirements: [OptionalRequirement],
         fallbacks: [String: [String]], optionalNames: Set<String>, classes: Set<String> = [],
         movedIn: [String: [(text: String, from: String)]] = [:]) {
        self.path = path
        self.tree = tree
        self.classes = classes
        self.movedIn = movedIn
        self.converter = converter
        self.requirements = requirements
        self.fallbacks = fallbacks
        self.optionalNames = optionalNames
        super.init(viewMode: .sourceAccurate)
    }

    func note(_ node: some SyntaxProtocol, _ message: String, needsAttention: Bool = false) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        edits.append(LinuxPort.Edit(file: path, line: location.line, column: location.column, message: message, needsAttention: needsAttention))
    }

    // MARK: Imports, and where the defaults go

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        if node.path.trimmedDescription == "Foundation", !Self.isInsideIfConfig(node),
           tree?.statements.contains(where: { Self.importsAppleOnlyModule($0.item.as(ImportDeclSyntax.self)) }) == true {
            // ZoetropeUIKit brings Foundation, as UIKit does, with timers on the recording's
            // clock that stand in for Foundation's: a file that imports both sees two of each.
            note(node, "import Foundation kept for iOS only (#if canImport(UIKit)): ZoetropeUIKit brings Foundation, and its timers run on the recording's clock")
            let replacement = Parser.parse(source: "#if canImport(UIKit)\n\(node.trimmedDescription)\n#endif")
            guard let decl = replacement.statements.first?.item.as(IfConfigDeclSyntax.self) else { return DeclSyntax(node) }
            return DeclSyntax(decl.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        }
        guard let module = node.path.first?.name.text, Self.appleOnlyModules.contains(module), !Self.isInsideIfConfig(node) else { return DeclSyntax(node) }
        note(node, "import \(node.path.trimmedDescription) → import ZoetropeUIKit where UIKit cannot be imported (#if canImport(UIKit))")
        let replacement = Parser.parse(source: "#if canImport(UIKit)\n\(node.trimmedDescription)\n#else\nimport ZoetropeUIKit\n#endif")
        guard let decl = replacement.statements.first?.item.as(IfConfigDeclSyntax.self) else { return DeclSyntax(node) }
        return DeclSyntax(decl.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    /// A library's UIKit code under `#if os(iOS) || os(tvOS)` (or `canImport(UIKit)`): the
    /// condition is false on Linux and macOS, so the file compiled to nothing and what it
    /// declares was missing. Such a clause that imports UIKit gets `|| canImport(ZoetropeUIKit)`,
    /// and its import the same two-way import as a file's own; on iOS nothing changes.
    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        let visited = super.visit(node)
        guard visited.poundKeyword.tokenKind == .poundIf, let condition = visited.condition, Self.selectsUIKitPlatforms(condition),
              case .statements(let statements)? = visited.elements,
              statements.contains(where: { Self.importsAppleOnlyModule($0.item.as(ImportDeclSyntax.self)) }) else { return visited }
        note(node, "#if \(condition.trimmedDescription) → #if \(condition.trimmedDescription) || canImport(ZoetropeUIKit): the UIKit code it holds compiles with ZoetropeUIKit")
        let items = statements.map { item -> CodeBlockItemSyntax in
            guard let importDecl = item.item.as(ImportDeclSyntax.self), Self.importsAppleOnlyModule(importDecl) else { return item }
            let replacement = Parser.parse(source: "#if canImport(UIKit)\n\(importDecl.trimmedDescription)\n#else\nimport ZoetropeUIKit\n#endif")
            guard let decl = replacement.statements.first?.item.as(IfConfigDeclSyntax.self) else { return item }
            return item.with(\.item, .decl(DeclSyntax(decl.with(\.leadingTrivia, importDecl.leadingTrivia).with(\.trailingTrivia, importDecl.trailingTrivia))))
        }
        let parsed = Parser.parse(source: "#if \(condition.trimmedDescription) || canImport(ZoetropeUIKit)\n#endif")
        guard let widened = parsed.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition else { return visited }
        return visited.with(\.condition, widened.with(\.leadingTrivia, condition.leadingTrivia).with(\.trailingTrivia, condition.trailingTrivia))
            .with(\.elements, .statements(CodeBlockItemListSyntax(items)))
    }

    /// The extensions of defaults still to place, by protocol name.
    private var pendingExtensions: [(protocolName: String, text: String)] = []

    /// Each protocol's extension of defaults goes right after it.
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            if let linked = displayLinkWithAction(item) {
                items += linked
                continue
            }
            // Detached: rewriting a node in place copies the whole file around it, once per
            // statement, which made port's memory grow with the square of the file's length.
            let visited = rewrite(item, detach: true).cast(CodeBlockItemSyntax.self)
            if let kept = keptForIOS(item, in: node, ported: visited) {
                items += kept
                continue
            }
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
        let visited = withFrameInitializer(withMovedOverrides(super.visit(node).cast(ClassDeclSyntax.self), original: node), original: node)
        return DeclSyntax(guardingForIOS(withoutObjC(visited, original: node), Self.interfaceBuilderAttributes, original: node))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        keepingNibsForIOS(DeclSyntax(portingAttributes(super.visit(node).cast(FunctionDeclSyntax.self), original: node)),
                          named: node.name.text, signature: node.signature, original: node)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        keepingNibsForIOS(DeclSyntax(portingAttributes(super.visit(node).cast(VariableDeclSyntax.self), original: node)),
                          named: node.bindings.first?.pattern.trimmedDescription ?? "var", signature: node.bindings.first?.typeAnnotation, original: node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        keepingNibsForIOS(DeclSyntax(portingAttributes(super.visit(node).cast(InitializerDeclSyntax.self), original: node)),
                          named: "init", signature: node.signature, original: node)
    }

    /// A member's `@objc` and Interface Builder attributes kept for iOS only; in a protocol,
    /// whose optional requirements become Swift ones, `@objc` goes.
    private func portingAttributes<D: WithAttributesSyntax>(_ decl: D, original: some SyntaxProtocol) -> D {
        if Self.isInsideProtocol(original) {
            return guardingForIOS(withoutObjC(decl, original: original), Self.interfaceBuilderAttributes, original: original)
        }
        return guardingForIOS(decl, Self.interfaceBuilderAttributes.union(["objc"]), original: original)
    }

    // MARK: Interface Builder

    /// The attributes that connect code to a storyboard or nib, which Swift on Linux does not know.
    static let interfaceBuilderAttributes: Set<String> = ["IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction"]

    /// `decl` with its `names` attributes (Interface Builder's, `@objc`) kept for iOS only,
    /// inside `#if canImport(UIKit)`: the declaration compiles on Linux, and on iOS the
    /// storyboard's outlets and actions stay connected and a `#selector` finds its method.
    private func guardingForIOS<D: WithAttributesSyntax>(_ decl: D, _ names: Set<String>, original: some SyntaxProtocol) -> D {
        var found: [AttributeSyntax] = []
        var kept: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            if case .attribute(let attribute) = element, names.contains(attribute.attributeName.trimmedDescription) {
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
        let why = found.allSatisfy { $0.attributeName.trimmedDescription == "objc" } ? "Swift on Linux has no Objective-C runtime"
            : found.contains { $0.attributeName.trimmedDescription == "objc" } ? "Swift on Linux has no Objective-C runtime or Interface Builder"
            : "Swift on Linux has no Interface Builder"
        note(original, "@\(found.map { $0.attributeName.trimmedDescription }.joined(separator: " @")) kept for iOS only (#if canImport(UIKit)): \(why)")
        return result
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        var visited = withoutObjC(super.visit(node).cast(ExtensionDeclSyntax.self), original: node)
        let name = node.extendedType.trimmedDescription
        if !classes.contains(name) {
            // A class of UIKit's (or of a file not ported with this one): nothing to move into.
            // What answers touches alone means nothing in a recording: it is kept for iOS.
            var members: [MemberBlockItemSyntax] = []
            for (member, original) in zip(visited.memberBlock.members, node.memberBlock.members) {
                guard Self.isOverride(original) else {
                    members.append(member)
                    continue
                }
                if let touchOnly = Self.touchOnlyName(original), let guarded = Self.keptForIOS(member) {
                    note(original, "override of \(touchOnly) in an extension of \(name) kept for iOS only (#if canImport(UIKit)): Swift on Linux overrides only in the class itself, and a recording has no touches")
                    members.append(guarded)
                } else {
                    note(original, "override in an extension of \(name), which is not declared in the files ported: Swift on Linux overrides only in the class itself; move it into a subclass of \(name) of your own, or port that class's file with this one",
                         needsAttention: true)
                    members.append(member)
                }
            }
            visited = visited.with(\.memberBlock, visited.memberBlock.with(\.members, MemberBlockItemListSyntax(members)))
        }
        guard classes.contains(name), node.parent?.is(CodeBlockItemSyntax.self) == true,
              node.memberBlock.members.contains(where: Self.isOverride) else { return DeclSyntax(visited) }
        // The visited members are in the original's order: the overrides leave by position.
        var kept: [MemberBlockItemSyntax] = []
        for (member, original) in zip(visited.memberBlock.members, node.memberBlock.members) {
            if Self.isOverride(original) {
                note(original, "override in an extension of \(name) → moved into the class: Swift on Linux overrides only in the class itself")
            } else {
                kept.append(member)
            }
        }
        visited = visited.with(\.memberBlock, visited.memberBlock.with(\.members, MemberBlockItemListSyntax(kept)))
        return DeclSyntax(visited)
    }

    /// `NotificationCenter`'s `addObserver(self, selector: #selector(m), name: N, object: O)`,
    /// which needs Objective-C, as the block-based call that does the same on both platforms:
    /// `addObserver(forName: N, object: O, queue: nil) { [weak self] note in self?.m(note) }`
    /// (the notification passed when the method takes one). Nil for any other call.
    private func blockObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addObserver",
              node.arguments.map({ $0.label?.text ?? "_" }) == ["_", "selector", "name", "object"] else { return nil }
        let arguments = Array(node.arguments)
        guard arguments[0].expression.trimmedDescription == "self", let (base, label) = selectedMethod(arguments[1].expression) else { return nil }
        let call = label.map { "self?.\(base)(\($0 == "_" ? "" : $0 + ": ")notification)" } ?? "self?.\(base)()"
        let receiver = member.base?.trimmedDescription ?? "NotificationCenter.default"
        let text = "\(receiver).addObserver(forName: \(arguments[2].expression.trimmedDescription), object: \(arguments[3].expression.trimmedDescription), queue: nil) { [weak self] notification in \(call) }"
        note(node, "addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:) calling \(base): a selector needs Objective-C; the block does the same on iOS")
        return Self.expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `decl` with the overrides its extensions held (see `movedIn`) at the end of its
    /// members, ported as the rest of the file is.
    private func withMovedOverrides(_ decl: ClassDeclSyntax, original: ClassDeclSyntax) -> ClassDeclSyntax {
        guard original.parent?.is(CodeBlockItemSyntax.self) == true, let moved = movedIn[original.name.text], !moved.isEmpty else { return decl }
        let text = "class Moved {\n" + moved.map { entry in
            let from = entry.from == path ? "" : " (from \(entry.from.split(separator: "/").last.map(String.init) ?? entry.from))"
            return "\n\n    // Moved here from an extension by zoetrope port\(from).\n    " + entry.text.drop { $0 == "\n" || $0 == " " }
        }.joined() + "\n}"
        let snippet = Parser.parse(source: text)
        // Ported as this file is; the edits inside were reported where they were written.
        let rewriter = PortRewriter(path: path, converter: SourceLocationConverter(fileName: path, tree: snippet), requirements: requirements,
                                    fallbacks: fallbacks, optionalNames: optionalNames)
        guard let members = rewriter.visit(snippet).statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members else { return decl }
        return decl.with(\.memberBlock, decl.memberBlock.with(\.members, MemberBlockItemListSyntax(Array(decl.memberBlock.members) + Array(members))))
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector" else { return super.visit(node) }
        guard let argument = node.arguments.first, argument.label == nil, let name = objectiveCName(argument.expression) else {
            note(node, "#selector(getter:/setter: …) names an Objective-C property accessor and cannot be ported: give the control a closure instead (UIAction, or a block-based API)",
                 needsAttention: true)
            return super.visit(node)
        }
        note(node, "#selector(\(argument.expression.trimmedDescription)) → Selector((\"\(name)\")): the method's Objective-C name, kept by ZoetropeUIKit's Selector on Linux")
        let replacement = Self.expression("Selector((\"\(name)\"))")
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// A statement that makes `CADisplayLink(target: x, selector: #selector(step))`: on Linux
    /// the link cannot call a method by its selector, so there it is made with the action that
    /// calls `step` on `x` (held weakly), under `#if canImport(UIKit)` … `#else`; the phone keeps
    /// the statement as written. Nil for any other statement.
    private func displayLinkWithAction(_ item: CodeBlockItemSyntax) -> [CodeBlockItemSyntax]? {
        final class Finder: SyntaxVisitor {
            var found: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.trimmedDescription == "CADisplayLink",
                   node.arguments.map({ $0.label?.text }) == ["target", "selector"] {
                    found = node
                }
                return .visitChildren
            }
            // Only the statement's own expression: a body inside it is a statement list of its
            // own, visited in turn.
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(item)
        guard let call = finder.found, let targetArgument = call.arguments.first, let selectorArgument = call.arguments.last,
              let macro = selectorArgument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let method = macro.arguments.first?.expression, macro.arguments.first?.label == nil,
              let name = objectiveCName(method) else { return nil }
        let target = targetArgument.expression.trimmedDescription
        guard target == "self" || target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        // The method's name and labels, to call it with the link when it takes one.
        let reference = method.as(MemberAccessExprSyntax.self)?.declName ?? method.as(DeclReferenceExprSyntax.self)
        guard let reference else { return nil }
        let base = reference.baseName.text
        let labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } } ?? (methods[base]?.count == 1 ? methods[base]![0].labels : [])
        guard labels.count <= 1 else { return nil }
        let invocation = labels.isEmpty ? "\(target)?.\(base)()" : "\(target)?.\(base)(\(labels[0] == "_" ? "" : labels[0] + ": ")link)"
        let linked = "CADisplayLink(target: \(target), selector: Selector((\"\(name)\")), action: { [weak \(target)] link in \(invocation) })"
        let original = item.trimmedDescription
        guard let range = original.range(of: call.trimmedDescription) else { return nil }
        let ported = original.replacingCharacters(in: range, with: linked)
        note(call, "CADisplayLink(target: \(target), selector: #selector(\(method.trimmedDescription))) → on Linux, with the action that calls \(base): Swift there cannot call a method by its selector")
        return Self.statements(item, onIOS: original, elsewhere: ported)
    }

    /// The Objective-C name Swift gives the method `expression` names (`handle(_:)` →
    /// `handle:`, `handle(gesture:)` → `handleWithGesture:`, `@objc(name)` as written), its
    /// labels found in this file's declarations when the expression gives none; nil for
    /// anything but a method's name.
    private func objectiveCName(_ expression: ExprSyntax) -> String? {
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else if let direct = expression.as(DeclReferenceExprSyntax.self) {
            reference = direct
        } else {
            return nil
        }
        let base = reference.baseName.text
        let declared = methods[base] ?? []
        var labels: [String]
        if let arguments = reference.argumentNames {
            labels = arguments.arguments.map { $0.name.text }
        } else if declared.count == 1 {
            labels = declared[0].labels
        } else {
            labels = []
        }
        if let explicit = declared.first(where: { $0.labels == labels })?.objectiveCName { return explicit }
        guard let first = labels.first else { return base }
        let head = first == "_" ? base + ":" : base + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { $0 == "_" ? ":" : $0 + ":" }.joined()
    }

    /// The methods declared in this file, by base name: their argument labels and any name
    /// given with `@objc(…)`.
    lazy var methods: [String: [(labels: [String], objectiveCName: String?)]] = {
        final class Methods: SyntaxVisitor {
            var found: [String: [(labels: [String], objectiveCName: String?)]] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
                let explicit = node.attributes.lazy.compactMap { element -> String? in
                    guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                          let arguments = attribute.arguments else { return nil }
                    return arguments.trimmedDescription.filter { !$0.isWhitespace }
                }.first
                found[node.name.text, default: []].append((labels, explicit))
                return .skipChildren
            }
        }
        let methods = Methods(viewMode: .sourceAccurate)
        if let root = tree { methods.walk(root) }
        return methods.found
    }()

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
                if let body = defaultBody(for: requirement, parameters: Array(function.signature.parameterClause.parameters)) {
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

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let observer = blockObserver(node) ?? blockTimer(node) { return observer }
        // Detached before it is changed: a node still in the file's tree is changed by copying
        // every node above it, the statement list of its whole function included, which made
        // memory grow with the square of the edits (1 MB of calls took 5.7 GB).
        let visited = super.visit(node).cast(FunctionCallExprSyntax.self).detached
        if let abs = Self.standardAbs(visited, original: node) {
            note(node, "abs(…) → Swift.abs(…) in an extension of \(Self.extendedFloatingType(of: node) ?? "CGFloat"): Foundation on Linux gives CGFloat a static abs that hides the standard one")
            return abs
        }
        // `delegate.method?(…)`, or `delegate.method!(…)` once `responds(to:)` said it is there.
        let unwrapped = visited.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
            ?? visited.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression
        guard let member = unwrapped?.as(MemberAccessExprSyntax.self), optionalNames.contains(member.declName.baseName.text) else {
            return ExprSyntax(visited)
        }
        let mark = visited.calledExpression.is(ForceUnwrapExprSyntax.self) ? "!" : "?"
        note(node, "\(member.declName.baseName.text)\(mark)(…) → \(member.declName.baseName.text)(…): the requirement is no longer optional")
        return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(member)))
    }

    /// `if let tapped = delegate.didTapCard` (or `guard let`): a requirement of these files taken
    /// unapplied, not through `?.`, was an optional function while it was optional, and is a
    /// method now, which the binding cannot unwrap. It is bound as an optional again
    /// (`Optional(delegate.didTapCard)`): it is always there, and its default answers as an
    /// absent one did. UIKit's own optional methods are left alone (a property such as a
    /// layout's `collectionView` shares their names), and so is a name that cannot mean the
    /// requirement: one the files declare as a property (a pager's layout binding its
    /// `pagerView`), or one that several requirements share, written without the labels that
    /// would say which.
    override func visit(_ node: OptionalBindingConditionSyntax) -> OptionalBindingConditionSyntax {
        let visited = super.visit(node)
        guard let initializer = visited.initializer, let member = initializer.value.as(MemberAccessExprSyntax.self),
              let base = member.base, !Self.isOptionallyChained(base), namesOwnRequirement(member) else { return visited }
        let name = member.declName.baseName.text
        note(initializer.value, "\(name) bound unapplied → Optional(…\(name)): the requirement is no longer optional")
        let wrapped = Self.expression("Optional(\(member.trimmedDescription))").with(\.leadingTrivia, member.leadingTrivia).with(\.trailingTrivia, member.trailingTrivia)
        return visited.with(\.initializer, initializer.with(\.value, wrapped))
    }
}
#endif
