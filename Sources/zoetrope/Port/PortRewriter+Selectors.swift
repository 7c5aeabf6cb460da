#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftSyntax

extension PortRewriter {
    /// The method `#selector(m)` or `#selector(m(_:))` names, with the label of its one
    /// parameter (nil when it takes none); nil for a selector of a method with more parameters,
    /// or for an expression that is not a selector. A bare name takes the labels of the one
    /// method of that name the file declares.
    func selectedMethod(_ expression: ExprSyntax) -> (base: String, label: String?)? {
        guard let selector = expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
              let named = selector.arguments.first, named.label == nil else { return nil }
        let reference: DeclReferenceExprSyntax? = named.expression.as(MemberAccessExprSyntax.self)?.declName ?? named.expression.as(DeclReferenceExprSyntax.self)
        guard let reference else { return nil }
        let base = reference.baseName.text
        let labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } } ?? ((methods[base]?.count == 1) ? methods[base]![0].labels : [])
        guard labels.count <= 1 else { return nil }
        return (base, labels.first)
    }

    /// A timer made with a target and a selector, which needs Objective-C:
    /// `Timer.scheduledTimer(timeInterval: T, target: self, selector: #selector(m), userInfo: nil,
    /// repeats: R)` (or `Timer(timeInterval:…)`) as the block-based call that does the same on
    /// both platforms, `Timer.scheduledTimer(withTimeInterval: T, repeats: R) { timer in
    /// self.m(timer) }` (the timer passed when the method takes one). The block holds `self` as
    /// the target form does: a timer keeps its target until it is invalidated. Nil for any
    /// other call, and for one that passes `userInfo`, which the block form has no place for.
    func blockTimer(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let made: String, original: String
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scheduledTimer",
           member.base?.trimmedDescription == "Timer" {
            (made, original) = ("Timer.scheduledTimer(withTimeInterval:", "Timer.scheduledTimer")
        } else if node.calledExpression.trimmedDescription == "Timer" {
            (made, original) = ("Timer(timeInterval:", "Timer")
        } else {
            return nil
        }
        let arguments = Array(node.arguments)
        guard arguments.map({ $0.label?.text ?? "_" }) == ["timeInterval", "target", "selector", "userInfo", "repeats"],
              arguments[3].expression.is(NilLiteralExprSyntax.self), let (base, label) = selectedMethod(arguments[2].expression) else { return nil }
        let target = arguments[1].expression.trimmedDescription
        let call = label.map { "\(target).\(base)(\($0 == "_" ? "" : $0 + ": ")timer)" } ?? "\(target).\(base)()"
        let text = "\(made) \(arguments[0].expression.trimmedDescription), repeats: \(arguments[4].expression.trimmedDescription)) { timer in \(call) }"
        note(node, "\(original)(timeInterval:target:selector:userInfo:repeats:) → \(made)repeats:block:) calling \(base): a selector needs Objective-C; the block does the same on iOS")
        return Self.expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
#endif
