#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

/// Calls of UIKit's own optional methods: a flow layout that asks its delegate
/// `delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath)`. On the
/// phone the method is optional and must be called with `?`; ZoetropeUIKit declares it as a
/// requirement with a default, which cannot be. A statement that makes such a call is kept as
/// written under `#if canImport(UIKit)`, and ported under `#else`, so the file builds for both.
extension PortRewriter {
    /// Whether `call` calls an optional method of UIKit's protocols (by its name and labels),
    /// not one of the protocols these files declare.
    func callsUIKitOptionalMethod(_ call: FunctionCallExprSyntax) -> Bool {
        let unwrapped = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
            ?? call.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression
        guard let member = unwrapped?.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        guard LinuxPort.uikitOptionalMethods.contains(name) else { return false }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return !requirements.contains { $0.name == name && ($0.labels == nil || $0.labels == labels) }
    }

    /// `item` as written for iOS and as `ported` elsewhere, when its own expression (not a
    /// block or closure inside it, whose statements are seen in turn) calls one of UIKit's
    /// optional methods. Nil for any other statement, and for the one expression of a closure
    /// or a function, whose value an `#if` around it would no longer return.
    func keptForIOS(_ item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax, ported: CodeBlockItemSyntax) -> [CodeBlockItemSyntax]? {
        final class Finder: SyntaxVisitor {
            let rewriter: PortRewriter
            var found = false
            init(_ rewriter: PortRewriter) {
                self.rewriter = rewriter
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if rewriter.callsUIKitOptionalMethod(node) { found = true }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        if list.count == 1, item.item.is(ExprSyntax.self) { return nil }
        let finder = Finder(self)
        finder.walk(item)
        guard finder.found else { return nil }
        note(item, "a call of UIKit's optional method kept for iOS as written (#if canImport(UIKit)): ZoetropeUIKit declares it with a default, called without `?`")
        return Self.statements(item, onIOS: item.trimmedDescription, elsewhere: ported.trimmedDescription)
    }

    /// The statements that stand for `item`: `onIOS` under `#if canImport(UIKit)`, `elsewhere`
    /// under `#else`, at `item`'s indentation.
    static func statements(_ item: CodeBlockItemSyntax, onIOS: String, elsewhere: String) -> [CodeBlockItemSyntax]? {
        let indent = String(item.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
        let text = "#if canImport(UIKit)\n\(indent)\(onIOS)\n\(indent)#else\n\(indent)\(elsewhere)\n\(indent)#endif"
        let parsed = Array(Parser.parse(source: text).statements)
        guard let first = parsed.first else { return nil }
        return [first.with(\.leadingTrivia, item.leadingTrivia)] + parsed.dropFirst()
    }
}
#endif
