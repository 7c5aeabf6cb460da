#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

extension PortRewriter {
    /// `decl`, kept for iOS only (inside `#if canImport(UIKit)`) when its `signature` takes or
    /// gives a nib: a library's wrapper of UIKit's nib registration (`func register(nib: UINib?,
    /// forCellWithReuseIdentifier:)`, as pagers and card stacks offer beside the class form)
    /// cannot compile where no nib loads, and the rest of the library can. A caller of it (an
    /// app registering its nib) still fails, with the reason Zoetrope gives for `UINib`. A
    /// variable's signature is its declared type: a local `let nib = UINib(…)` stays, so its
    /// use fails with that reason rather than with a name not found.
    func keepingNibsForIOS(_ decl: DeclSyntax, named name: String, signature: (some SyntaxProtocol)?, original: some SyntaxProtocol) -> DeclSyntax {
        guard let signature, signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("UINib") }) else { return decl }
        let leading = decl.leadingTrivia
        let indent = String(leading.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            .filter { $0 == " " || $0 == "\t" }
        let text = "#if canImport(UIKit)\n\(indent)\(decl.with(\.leadingTrivia, []).description)\n\(indent)#endif"
        guard let block = Parser.parse(source: text).statements.first?.item.as(IfConfigDeclSyntax.self) else { return decl }
        note(original, "\(name) takes a nib → kept for iOS only (#if canImport(UIKit)): Zoetrope loads no nibs")
        return DeclSyntax(block.with(\.leadingTrivia, leading))
    }
}
#endif
