#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// `zoetrope port` on a layout written as code that began in Objective-C writes it: its
/// delegate protocol takes sections as `NSInteger`, and the layout asks
/// `delegate.responds(to: #selector(…))` before it calls `delegate.method!(…)`, keeping its own
/// property in the `else` branch, or the value it declared the variable with just before.
/// Its overrides sit in a `public extension` of the layout. A round-cornered section layout
/// is written so.
@Suite struct PortRespondsToTests {
    typealias CLI = CommandLineRunner

    @Test func whatTheElseBranchOrTheDeclarationSaysIsTheDefaultOfAMethodAskedForWithRespondsTo() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc public protocol SectionCardDelegate: UICollectionViewDelegateFlowLayout {
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, cardInsetsForSection section: NSInteger) -> UIEdgeInsets
                @objc optional func collectionView(collectionView: UICollectionView, layout: UICollectionViewLayout, showsHeaderInSection section: NSInteger) -> Bool
            }

            open class SectionCardLayout: UICollectionViewFlowLayout {
                open var showsHeaders = false
                var cards: [CGRect] = []
            }

            public extension SectionCardLayout {
                override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView, let delegate = collectionView.delegate as? SectionCardDelegate else { return }
                    cards = []
                    for section in 0..<collectionView.numberOfSections {
                        var showsHeader = false
                        if delegate.responds(to: #selector(delegate.collectionView(collectionView:layout:showsHeaderInSection:))) {
                            showsHeader = delegate.collectionView!(collectionView: collectionView, layout: self, showsHeaderInSection: section)
                        } else {
                            showsHeader = self.showsHeaders
                        }
                        var insets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
                        if delegate.responds(to: #selector(delegate.collectionView(_:layout:cardInsetsForSection:))) {
                            insets = delegate.collectionView!(collectionView, layout: self, cardInsetsForSection: section)
                        }
                        cards.append(CGRect(x: insets.left, y: showsHeader ? 44 : 0, width: 100, height: 100))
                    }
                }
            }

            final class Screen: NSObject, SectionCardDelegate {}
            """
        try source.write(toFile: root + "/SectionCardLayout.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/SectionCardLayout.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains(
            "optional requirement collectionView(collectionView:layout:showsHeaderInSection:) → a requirement with a default in an extension ({ (layout as! SectionCardLayout).showsHeaders })"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains(
            "optional requirement collectionView(_:layout:cardInsetsForSection:) → a requirement with a default in an extension ({ UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) })"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("collectionView!(…) → collectionView(…): the requirement is no longer optional"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("is now required"), "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/SectionCardLayout.swift", encoding: .utf8)
        // Moved into the class, the override keeps the public access its extension gave it.
        #expect(ported.contains("public override func prepare()"), "\(ported)")
        // The delegate that implements neither compiles, `NSInteger` and `responds(to:)` with it.
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// An `else if` chain that takes a step on the method's answer (skip the section), or, when
    /// the method is absent, takes the same step on the layout's own flag: the flag is what the
    /// absence means, read from the layout the call passes (negated where one condition is and
    /// the other is not). A chain whose branches do different things says nothing, and the
    /// requirement stays required.
    @Test func anElseIfThatTakesTheSameStepOnAFlagMakesTheFlagTheDefault() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc protocol EmptySectionDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, measuresEmptySection section: Int) -> Bool
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, skipsEmptySection section: Int) -> Bool
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, tintsEmptySection section: Int) -> Bool
            }

            final class EmptySectionLayout: UICollectionViewFlowLayout {
                var measuresEmptySections = false
                var tintsEmptySections = false
                var measured: [Int] = []
                override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView, let delegate = collectionView.delegate as? EmptySectionDelegate else { return }
                    for section in 0..<collectionView.numberOfSections {
                        if collectionView.numberOfItems(inSection: section) > 0 {
                            measured.append(section)
                        } else if delegate.responds(to: #selector(delegate.collectionView(_:layout:measuresEmptySection:))) {
                            if !delegate.collectionView!(collectionView, layout: self, measuresEmptySection: section) {
                                continue;
                            }
                        } else if (!measuresEmptySections) {
                            // Not asked for: skipped.
                            continue;
                        }
                        if delegate.responds(to: #selector(delegate.collectionView(_:layout:skipsEmptySection:))) {
                            if delegate.collectionView!(collectionView, layout: self, skipsEmptySection: section) { continue }
                        } else if !measuresEmptySections {
                            continue
                        }
                        if delegate.responds(to: #selector(delegate.collectionView(_:layout:tintsEmptySection:))) {
                            if delegate.collectionView!(collectionView, layout: self, tintsEmptySection: section) { continue }
                        } else if tintsEmptySections {
                            break
                        }
                        measured.append(section)
                    }
                }
            }

            final class Screen: NSObject, EmptySectionDelegate {}
            """
        try source.write(toFile: root + "/EmptySectionLayout.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/EmptySectionLayout.swift", "--in-place"])
        #expect(result.standardOutput.contains(
            "optional requirement collectionView(_:layout:measuresEmptySection:) → a requirement with a default in an extension ({ (layout as! EmptySectionLayout).measuresEmptySections })"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains(
            "optional requirement collectionView(_:layout:skipsEmptySection:) → a requirement with a default in an extension ({ !(layout as! EmptySectionLayout).measuresEmptySections })"),
                "\(result.standardOutput)")
        // One branch continues, the other breaks: nothing to take as the absence's meaning.
        #expect(result.standardOutput.contains(
            "warning: optional requirement collectionView(_:layout:tintsEmptySection:) is now required: no call site says what its absence means"),
                "\(result.standardOutput)")
        #expect(result.status == 1, "a warning exits 1: \(result.standardOutput)\(result.standardError)")
        // With the one left required implemented, the screen compiles.
        var ported = try String(contentsOfFile: root + "/EmptySectionLayout.swift", encoding: .utf8)
        ported = ported.replacingOccurrences(of: "final class Screen: NSObject, EmptySectionDelegate {}", with: """
            final class Screen: NSObject, EmptySectionDelegate {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, tintsEmptySection section: Int) -> Bool { false }
            }
            """)
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }
}
#endif
