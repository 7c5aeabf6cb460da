#if Port  // the Port trait (Package.swift): swift-syntax
import Foundation
import SwiftParser
import SwiftSyntax

/// Cells and reusable views made only from a storyboard or a nib (`init?(coder:)` alone): a
/// collection view here makes them with `init(frame:)`, as UIKit does for a registered class,
/// and Zoetrope loads no storyboards. Such a class gets an `init(frame:)` that does what its
/// `init?(coder:)` does after `super` (rounding its corners, setting its border); on iOS the
/// storyboard still calls `init?(coder:)`, and the new initialiser is never called.
extension PortRewriter {
    /// UIKit's reusable views, which a collection view makes itself.
    static let reusableViewClasses: Set<String> = ["UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"]

    /// `decl` with `init(frame:)` added before its `init?(coder:)`, when it is a reusable view
    /// whose only initialiser that one is, and its body uses the coder only to call `super`.
    func withFrameInitializer(_ decl: ClassDeclSyntax, original: ClassDeclSyntax) -> ClassDeclSyntax {
        guard let direct = original.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              Self.reusableViewClasses.contains(direct)
                || Self.reusableViewClasses.contains(where: { Self.inherits(direct, from: $0, supertypes: classSupertypes) }) else { return decl }
        let members = Array(decl.memberBlock.members)
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard initializers.count == 1, let coder = initializers.first, let body = coder.body,
              let parameter = coder.signature.parameterClause.parameters.first, parameter.firstName.text == "coder",
              let position = members.firstIndex(where: { $0.decl.as(InitializerDeclSyntax.self) != nil }) else { return decl }
        let coderName = (parameter.secondName ?? parameter.firstName).text
        let superCall = "super.init(coder: \(coderName))"
        guard body.statements.description.contains(superCall) else { return decl }
        let setUp = body.trimmedDescription.replacingOccurrences(of: superCall, with: "super.init(frame: frame)")
        // The coder read for anything else (decoding a value) cannot be done without it.
        guard setUp.range(of: "\\b\(coderName)\\b", options: .regularExpression) == nil else { return decl }
        let indent = String(coder.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            .filter { $0 == " " || $0 == "\t" }
        let access = decl.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let text = "class Made {\n\n\(indent)// Added by zoetrope port: a collection view makes its cells with init(frame:).\n"
            + "\(indent)\(access)override init(frame: CGRect) \(setUp)\n}"
        guard let made = Parser.parse(source: text).statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first else { return decl }
        let reported = original.memberBlock.members.first { $0.decl.is(InitializerDeclSyntax.self) }.map { Syntax($0) } ?? Syntax(original)
        // Its outlets, which the storyboard filled, are the app's to make in code now.
        let outlets = original.memberBlock.members.compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) else { return nil }
            return variable.bindings.first?.pattern.trimmedDescription
        }
        let message = "init?(coder:) alone → init(frame:) added, doing what it does: the collection view makes \(original.name.text) with init(frame:)"
        if outlets.isEmpty {
            note(reported, message)
        } else {
            note(reported, message + "; make its outlets (\(outlets.joined(separator: ", "))) there, as the storyboard did", needsAttention: true)
        }
        var items = members
        items.insert(made.with(\.trailingTrivia, []), at: position)
        return decl.with(\.memberBlock, decl.memberBlock.with(\.members, MemberBlockItemListSyntax(items)))
    }
}
#endif
