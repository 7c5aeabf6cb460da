#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

/// What the rewriter asks of the syntax it reads: which modules and conditions mean UIKit,
/// where a node sits, what a member is, and how a fallback reads from another receiver.
/// Questions with no state, apart from the rewriting (`PortRewriter.swift`) that asks them.
extension PortRewriter {
    /// Whether `expression` reads through `?.` (`delegate?.owner.card`): what it reads is
    /// optional already.
    static func isOptionallyChained(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let element = node.as(SubscriptCallExprSyntax.self) {
                current = element.calledExpression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return false
            }
        }
        return false
    }

    /// Whether `member`, taken unapplied, is one of the files' optional requirements: its
    /// labels name one, or it is written bare and only one requirement, and no property of
    /// the files, has its name.
    func namesOwnRequirement(_ member: MemberAccessExprSyntax) -> Bool {
        let name = member.declName.baseName.text
        let named = requirements.filter { $0.name == name }
        if let labels = member.declName.argumentNames?.arguments.map(\.name.text) {
            return named.contains { ($0.labels ?? []) == labels }
        }
        return named.count == 1 && !propertyNames.contains(name)
    }

    /// UIKit's classes that a layout, a cell or a controller of the files subclasses, by
    /// their superclass: the chain goes on through UIKit where the files end it.
    static let uikitSuperclasses: [String: String] = [
        "UICollectionViewFlowLayout": "UICollectionViewLayout", "UICollectionViewCompositionalLayout": "UICollectionViewLayout",
        "UICollectionViewTransitionLayout": "UICollectionViewLayout", "UICollectionViewListCell": "UICollectionViewCell",
        "UICollectionViewCell": "UICollectionReusableView", "UICollectionReusableView": "UIView", "UICollectionView": "UIScrollView",
        "UIScrollView": "UIView", "UICollectionViewController": "UIViewController",
    ]

    /// Whether `className` inherits from `type`, as far as the files declare (`supertypes`,
    /// each class's inherited types as written): its superclass, that class's, and so on,
    /// through UIKit's own (`uikitSuperclasses`).
    static func inherits(_ className: String, from type: String, supertypes: [String: [String]]) -> Bool {
        var visited: Set<String> = []
        var current = [className]
        while let name = current.popLast() {
            guard visited.insert(name).inserted else { continue }
            let inherited = supertypes[name] ?? uikitSuperclasses[name].map { [$0] } ?? []
            if inherited.contains(type) { return true }
            current += inherited
        }
        return false
    }

    /// The name and argument labels of `call` when it is `something?.name?(…)` or
    /// `something.name?(…)`; with `forced`, also `something.name!(…)`.
    static func optionalCall(_ call: FunctionCallExprSyntax, forced: Bool = false) -> (String, [String])? {
        let unwrapped = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
            ?? (forced ? call.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression : nil)
        guard let member = unwrapped?.as(MemberAccessExprSyntax.self) else { return nil }
        return (member.declName.baseName.text, call.arguments.map { $0.label?.text ?? "_" })
    }

    static func importsAppleOnlyModule(_ node: ImportDeclSyntax?) -> Bool {
        guard let module = node?.path.first?.name.text else { return false }
        return appleOnlyModules.contains(module)
    }

    /// Whether `condition` holds exactly where UIKit is: `os(iOS)`, `os(tvOS)`, `os(visionOS)`,
    /// `targetEnvironment(macCatalyst)` or `canImport(UIKit)`, joined by `||`, and nothing else.
    static func selectsUIKitPlatforms(_ condition: ExprSyntax) -> Bool {
        let allowed: Set<String> = ["os", "canImport", "targetEnvironment", "iOS", "tvOS", "visionOS", "xrOS", "macCatalyst", "UIKit",
                                    "(", ")", "||"]
        let tokens = condition.tokens(viewMode: .sourceAccurate).map(\.text)
        return tokens.contains("os") || tokens.contains("canImport") ? tokens.allSatisfy(allowed.contains) : false
    }

    /// Modules of Apple's platforms whose names a collection-view file imports and that
    /// ZoetropeUIKit stands in for: UIKit, and Core Animation's and Core Graphics' frameworks.
    static let appleOnlyModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

    static func isInsideIfConfig(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(IfConfigClauseSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }

    static func isInsideProtocol(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(ProtocolDeclSyntax.self) { return true }
            if current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(ExtensionDeclSyntax.self) { return false }
            parent = current.parent
        }
        return false
    }

    /// The floating-point type `node` sits in an extension of (`CGFloat`, `Double`, `Float`).
    static func extendedFloatingType(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let current = parent {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                let name = extensionDecl.extendedType.trimmedDescription
                return ["CGFloat", "Double", "Float"].contains(name) ? name : nil
            }
            parent = current.parent
        }
        return nil
    }

    /// A bare `abs(x)` inside an extension of `CGFloat`, as `Swift.abs(x)`: there, Linux's
    /// Foundation finds CGFloat's static `abs` first and refuses the call.
    static func standardAbs(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "abs",
              extendedFloatingType(of: original) == "CGFloat" else { return nil }
        let qualified = expression("Swift.abs").with(\.leadingTrivia, callee.leadingTrivia)
        return ExprSyntax(call.with(\.calledExpression, qualified))
    }

    /// `text` parsed as one expression.
    static func expression(_ text: String) -> ExprSyntax {
        let tree = Parser.parse(source: "_ = " + text)
        return tree.statements.first?.item.as(SequenceExprSyntax.self)?.elements.last?.detached ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(text)))
    }

    /// The methods that answer only touches (hit testing, touch phases, whether a gesture may
    /// begin): nothing calls them in a recording.
    static let touchOnlyMethods: Set<String> = ["hitTest", "point", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
                                                "gestureRecognizerShouldBegin"]

    /// The name of `member` when it is a method that answers only touches.
    static func touchOnlyName(_ member: MemberBlockItemSyntax) -> String? {
        guard let function = member.decl.as(FunctionDeclSyntax.self) else { return nil }
        let name = function.name.text
        guard touchOnlyMethods.contains(name) else { return nil }
        // `point(inside:with:)`, not any method named `point`.
        if name == "point", function.signature.parameterClause.parameters.first?.firstName.text != "inside" { return nil }
        return "\(name)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    /// `member` inside `#if canImport(UIKit)`, as the member of a type.
    static func keptForIOS(_ member: MemberBlockItemSyntax) -> MemberBlockItemSyntax? {
        let indent = String(member.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let body = member.trimmedDescription
        let text = "struct S {\n\(indent)#if canImport(UIKit)\n\(indent)\(body)\n\(indent)#endif\n}"
        guard var guarded = Parser.parse(source: text).statements.first?.item.as(StructDeclSyntax.self)?.memberBlock.members.first else { return nil }
        guarded.leadingTrivia = member.leadingTrivia
        return guarded
    }

    /// Whether a member overrides its superclass's.
    static func isOverride(_ member: MemberBlockItemSyntax) -> Bool {
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "override" } ?? false
    }

    /// `expression` with the caller's members (`columnCount`, `self.columnCount`, `self`)
    /// read from `receiver` instead; nil when it names anything of the call site's that is
    /// not one of the class's `members` (a local variable, which the default cannot see).
    static func reading(_ expression: String, from receiver: String, members: Set<String>, globals: Set<String>) -> String? {
        final class Receiver: SyntaxRewriter {
            let receiver: String
            let members: Set<String>
            let globals: Set<String>
            var unknown = false
            init(receiver: String, members: Set<String>, globals: Set<String>) {
                self.receiver = receiver
                self.members = members
                self.globals = globals
                super.init(viewMode: .sourceAccurate)
            }
            /// The standard library's functions a fallback may call.
            static let functions: Set<String> = ["min", "max", "abs", "round", "floor", "ceil"]
            override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
                let name = node.baseName.text
                if name == "self" { return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(receiver))).with(\.leadingTrivia, node.leadingTrivia) }
                guard name.first?.isLowercase == true, !globals.contains(name), !Self.functions.contains(name) else { return ExprSyntax(node) }
                guard members.contains(name) else {
                    unknown = true
                    return ExprSyntax(node)
                }
                return PortRewriter.expression(receiver + "." + node.trimmedDescription).with(\.leadingTrivia, node.leadingTrivia)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
                // `.zero`, `Type.member`: only the base is the caller's.
                guard let base = node.base else { return ExprSyntax(node) }
                return ExprSyntax(node.with(\.base, visit(base)))
            }
        }
        let tree = Parser.parse(source: "_ = " + expression)
        guard let assignment = tree.statements.first?.item.as(SequenceExprSyntax.self), let value = assignment.elements.last else { return nil }
        let rewriter = Receiver(receiver: receiver, members: members, globals: globals)
        let rewritten = rewriter.visit(value).trimmedDescription
        return rewriter.unknown ? nil : rewritten
    }

    /// Whether an expression means the same anywhere: a literal, or a type's member made of
    /// literals (`.zero`, `CGSize(width: 10, height: 20)`), not a name of the call site's.
    static func isSelfContained(_ expression: String, globals: Set<String> = []) -> Bool {
        let tree = Parser.parse(source: "_ = " + expression)
        final class Names: SyntaxVisitor {
            var free = false
            var globals: Set<String> = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                // A type's name (capitalised) or a constant of the files' top level is fine; a
                // variable of the call site's is not.
                let name = node.baseName.text
                if name.first?.isUppercase != true && name != "_" && !globals.contains(name) { free = true }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if let base = node.base { walk(base) }
                return .skipChildren
            }
        }
        let names = Names(viewMode: .sourceAccurate)
        names.globals = globals
        names.walk(tree)
        return !names.free
    }
}
#endif
