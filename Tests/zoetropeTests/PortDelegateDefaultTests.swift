#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// `zoetrope port` on a layout's delegate written as UIKit writes its own: each method takes
/// the layout as `UICollectionViewLayout` (as `UICollectionViewDelegateFlowLayout` does), and
/// each call site falls back to the layout's own property (`?? self.headerHeight`). The
/// defaults port writes read that property from the parameter as the caller's class.
@Suite struct PortDelegateDefaultTests {
    typealias CLI = CommandLineRunner

    @Test func aFallbackToTheLayoutsPropertyIsTheDefaultWhenTheDelegateTakesTheBaseLayoutClass() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc public protocol ColumnLayoutDelegate: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> Float
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets
            }

            open class BaseColumnLayout: UICollectionViewLayout {}

            public class ColumnLayout: BaseColumnLayout {
                public var headerHeight: Float = 0
                public var sectionInset: UIEdgeInsets = .zero

                public override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView, let delegate = collectionView.delegate as? ColumnLayoutDelegate else { return }
                    for section in 0..<collectionView.numberOfSections {
                        let header: Float = delegate.collectionView?(collectionView, layout: self, heightForHeaderInSection: section) ?? self.headerHeight
                        let inset = delegate.collectionView?(collectionView, layout: self, insetForSection: section) ?? sectionInset
                        _ = (header, inset)
                    }
                }
            }

            final class Screen: NSObject, ColumnLayoutDelegate {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForItemAt indexPath: IndexPath) -> CGFloat { 80 }
            }
            """
        try source.write(toFile: root + "/ColumnLayout.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/ColumnLayout.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains(
            "optional requirement collectionView(_:layout:heightForHeaderInSection:) → a requirement with a default in an extension ({ (layout as! ColumnLayout).headerHeight })"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("({ (layout as! ColumnLayout).sectionInset })"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("is now required"), "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/ColumnLayout.swift", encoding: .utf8)
        // The delegate that leaves both out compiles, and its layout reads its own values.
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// A pager that takes its delegate's method unapplied and says in a `guard` what its
    /// absence means (`guard let method = delegate?.pager(_:shouldHighlightItemAt:) else {
    /// return true }`), by its labels or by its bare name: that value is the default.
    @Test func aGuardThatReturnsAValueWhenTheMethodIsAbsentGivesTheDefault() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc public protocol PagerDelegate: NSObjectProtocol {
                @objc optional func pager(_ pager: Pager, shouldHighlightItemAt index: Int) -> Bool
                @objc optional func pagerWraps(_ pager: Pager) -> Bool
                @objc optional func pager(_ pager: Pager, didSelectItemAt index: Int)
            }

            open class Pager: UIView {
                open weak var delegate: PagerDelegate?

                func shouldHighlight(_ index: Int) -> Bool {
                    guard let function = self.delegate?.pager(_:shouldHighlightItemAt:) else {
                        return true
                    }
                    return function(self, index)
                }

                func wraps() -> Bool {
                    guard let function = delegate?.pagerWraps else { return false }
                    return function(self)
                }

                func select(_ index: Int) {
                    guard let function = self.delegate?.pager(_:didSelectItemAt:) else { return }
                    function(self, index)
                }
            }

            final class Screen: NSObject, PagerDelegate {}
            """
        try source.write(toFile: root + "/Pager.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Pager.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains(
            "optional requirement pager(_:shouldHighlightItemAt:) → a requirement with a default in an extension ({ true })"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("optional requirement pagerWraps(_:) → a requirement with a default in an extension ({ false })"),
                "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("is now required"), "\(result.standardOutput)")
        // The screen that implements none of them compiles.
        let ported = try String(contentsOfFile: root + "/Pager.swift", encoding: .utf8)
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// A card stack that takes its delegate's method unapplied from a delegate it has already
    /// unwrapped (`if let wasTapped = delegate.didTapCard`), as VerticalCardSwiper does: the
    /// method is no longer optional, so the binding gets it as one again and reads as it did.
    /// UIKit's own names are left alone where they are properties (a layout's `collectionView`).
    @Test func aMethodBoundUnappliedFromAnUnwrappedDelegateIsBoundAsAnOptional() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc public protocol CardStackDelegate: AnyObject {
                @objc optional func didTapCard(stack: CardStack, index: Int)
                @objc optional func didHoldCard(stack: CardStack, index: Int)
            }

            open class CardStack: UIView {
                open weak var delegate: CardStackDelegate?
                let layout = UICollectionViewFlowLayout()

                func tapped(at index: Int) {
                    if let delegate = delegate {
                        if let wasTapped = delegate.didTapCard {
                            wasTapped(self, index)
                        }
                    }
                }

                func held(at index: Int) {
                    guard let delegate, let wasHeld = delegate.didHoldCard else { return }
                    wasHeld(self, index)
                }

                func visibleCount() -> Int {
                    if let collectionView = layout.collectionView { return collectionView.visibleCells.count }
                    return 0
                }
            }

            final class Screen: NSObject, CardStackDelegate {}
            """
        try source.write(toFile: root + "/CardStack.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/CardStack.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("CardStack.swift:14:32: didTapCard bound unapplied → Optional(…didTapCard): the requirement is no longer optional"),
                "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/CardStack.swift", encoding: .utf8)
        #expect(ported.contains("if let wasTapped = Optional(delegate.didTapCard) {"), "\(ported)")
        #expect(ported.contains("guard let delegate, let wasHeld = Optional(delegate.didHoldCard) else"), "\(ported)")
        #expect(ported.contains("if let collectionView = layout.collectionView {"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// A pager whose delegate's optional methods share their base name with a property of the
    /// files (FSPagerView's `pagerView(_:didSelectItemAt:)` and its layout's `pagerView`): a
    /// binding of the property is left as written, and only a method named with its labels is
    /// bound as an optional.
    @Test func aPropertyThatSharesItsNameWithRequirementsIsBoundAsWritten() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc public protocol PagerDelegate: NSObjectProtocol {
                @objc optional func pager(_ pager: Pager, didSelectItemAt index: Int)
                @objc optional func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool
            }

            open class Pager: UIView {
                open weak var delegate: PagerDelegate?
                var itemWidth: CGFloat = 200

                func select(_ index: Int) {
                    guard delegate?.pager?(self, shouldSelectItemAt: index) ?? true else { return }
                    guard let delegate, let selected = delegate.pager(_:didSelectItemAt:) else { return }
                    selected(self, index)
                }
            }

            final class PagerLayout: UICollectionViewLayout {
                fileprivate var pager: Pager? { collectionView?.superview as? Pager }

                override func prepare() {
                    guard let collectionView = self.collectionView, let pager = self.pager else { return }
                    _ = collectionView.bounds.width / pager.itemWidth
                }
            }
            """
        try source.write(toFile: root + "/Pager.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Pager.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let ported = try String(contentsOfFile: root + "/Pager.swift", encoding: .utf8)
        #expect(ported.contains("guard let collectionView = self.collectionView, let pager = self.pager else { return }"), "\(ported)")
        #expect(ported.contains("let selected = Optional(delegate.pager(_:didSelectItemAt:))"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// A parameter of a type the files do not show the caller inheriting from (here `NSObject`,
    /// above UIKit's class where the files stop) is not read as the caller: no default is made
    /// from its members, and port says so.
    @Test func aParameterOfAnUnrelatedTypeGivesNoDefault() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc protocol RowLayoutDelegate: AnyObject {
                @objc optional func rowHeight(in layout: NSObject) -> CGFloat
            }

            final class RowLayout: UICollectionViewLayout {
                weak var delegate: RowLayoutDelegate?
                var rowHeight: CGFloat = 44
                func height() -> CGFloat { delegate?.rowHeight?(in: self) ?? rowHeight }
            }
            """
        try source.write(toFile: root + "/RowLayout.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/RowLayout.swift", "--in-place"])
        #expect(result.standardOutput.contains("warning: optional requirement rowHeight(in:) is now required"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("as! RowLayout"), "\(result.standardOutput)")
    }
}
#endif
