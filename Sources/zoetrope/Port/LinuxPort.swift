#if Port  // the Port trait (Package.swift): swift-syntax
import SwiftParser
import SwiftSyntax

/// The mechanical edits that make an iOS app's collection-view code compile with Swift on
/// Linux against ZoetropeUIKit, made on the syntax tree (swift-syntax) so that nothing else in
/// the file changes, each one reported:
///
/// - `import UIKit` becomes `#if canImport(UIKit) import UIKit #else import ZoetropeUIKit
///   #endif`, so the file still builds for the phone.
/// - `@objc` on a method, property or initializer is kept for iOS only, inside
///   `#if canImport(UIKit)` (a `#selector` or a storyboard still finds it there); on a type,
///   an extension or a protocol's member (and `@objcMembers`) it goes: Linux Swift has no
///   Objective-C runtime.
/// - `import UIKit.UICollectionView` (a submodule) is ported as `import UIKit` is.
/// - A protocol's `optional` requirements become ordinary ones with a default in an
///   extension: nothing for a method that returns nothing, nil for an optional result, and
///   otherwise the value every call site falls back to with `??` (`delegate?.height?(…) ?? 180`
///   gives 180), or returns from a `guard` that takes the method unapplied (`guard let f =
///   delegate?.height(_:) else { return 180 }`). Where no call site says what an absent method means, the requirement stays
///   without a default and the edit says so: each conforming type must then implement it.
/// - A call of an optional requirement, `delegate?.method?(…)` (or `method!(…)`), drops the `?` after the
///   method's name (for the protocols ported here and UIKit's own delegates and data sources);
///   a statement that calls one of UIKit's is kept as written for iOS (`#if canImport(UIKit)`).
/// - `#selector(handle(_:))` becomes `Selector(("handle:"))`: the method's Objective-C name,
///   which ZoetropeUIKit's `Selector` keeps on Linux and Objective-C looks up on iOS.
///   `#selector(getter: …)` and `#selector(setter: …)` are reported instead.
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

    /// `member` with the access its extension gave it (`public extension Layout { override
    /// func … }`), when it says none itself: moved into the class, it keeps it, as an override
    /// of a public method must.
    static func withAccess(of extensionDecl: ExtensionDeclSyntax, _ member: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        let levels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        guard let access = extensionDecl.modifiers.first(where: { ["public", "package"].contains($0.name.text) })?.name.text,
              var decl = member.decl.asProtocol(WithModifiersSyntax.self), !decl.modifiers.contains(where: { levels.contains($0.name.text) }) else {
            return member
        }
        let added = DeclModifierSyntax(name: .identifier(access), trailingTrivia: .space)
        if let first = decl.modifiers.first, (decl.asProtocol(WithAttributesSyntax.self)?.attributes.isEmpty ?? true) {
            decl.modifiers = DeclModifierListSyntax([added.with(\.leadingTrivia, first.leadingTrivia), first.with(\.leadingTrivia, [])] + decl.modifiers.dropFirst())
        } else {
            decl.modifiers = DeclModifierListSyntax([added] + decl.modifiers)
        }
        return member.with(\.decl, Syntax(fromProtocol: decl).as(DeclSyntax.self) ?? member.decl)
    }

    /// Ports `files` (path and text) together: optional requirements declared in one file
    /// and called in another are found across them.
    static func port(_ files: [(path: String, text: String)]) -> [Result] {
        let trees = files.map { (path: $0.path, tree: Parser.parse(source: $0.text)) }
        // What the protocols declare as optional, and what call sites fall back to.
        let collector = RequirementCollector(viewMode: .sourceAccurate)
        for file in trees { collector.walk(file.tree) }
        let optionalNames = uikitOptionalMethods.union(collector.requirements.map(\.name))
        // Overrides written in extensions of the classes declared here, to move into them.
        let classes = Set(trees.flatMap { file in
            file.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text }
        })
        var movedIn: [String: [(text: String, from: String)]] = [:]
        for file in trees {
            for case let extensionDecl? in file.tree.statements.map({ $0.item.as(ExtensionDeclSyntax.self) }) {
                let name = extensionDecl.extendedType.trimmedDescription
                guard classes.contains(name) else { continue }
                for member in extensionDecl.memberBlock.members where PortRewriter.isOverride(member) {
                    movedIn[name, default: []].append((withAccess(of: extensionDecl, member).description, file.path))
                }
            }
        }
        return trees.map { file in
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            let rewriter = PortRewriter(path: file.path, tree: file.tree, converter: converter, requirements: collector.requirements,
                                        fallbacks: collector.fallbacks, optionalNames: optionalNames, classes: classes, movedIn: movedIn)
            rewriter.callers = collector.callers
            rewriter.globalConstants = collector.globalConstants
            rewriter.classMembers = collector.classMembers
            rewriter.classSupertypes = collector.classSupertypes
            rewriter.propertyNames = collector.propertyNames
            let ported = rewriter.visit(file.tree)
            let text = ported.description
            return Result(path: file.path, text: text, edits: rewriter.edits.sorted { ($0.line, $0.column) < ($1.line, $1.column) },
                          changed: text != file.tree.description)
        }
    }
}
#endif
