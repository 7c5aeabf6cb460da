#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// `zoetrope port` on a call of UIKit's own optional method (a flow layout asking its delegate
/// for each item's size): the phone needs the `?` after the method's name, ZoetropeUIKit (which
/// declares the method with a default) cannot have it. The statement is kept as written for
/// iOS and ported for Linux, so the file builds for both.
@Suite struct PortUIKitOptionalCallTests {
    typealias CLI = CommandLineRunner

    @Test func aStatementThatCallsUIKitsOptionalMethodIsKeptAsWrittenForIOS() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc protocol TagLayoutDelegate: UICollectionViewDelegateFlowLayout {
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, tagCountFor section: Int) -> Int
            }

            final class TagLayout: UICollectionViewFlowLayout {
                var sizes: [CGSize] = []
                override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView else { return }
                    let delegate = collectionView.delegate as? TagLayoutDelegate
                    sizes = []
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let path = IndexPath(item: item, section: 0)
                        let size = delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
                        sizes.append(size)
                    }
                    let tags = delegate?.collectionView?(collectionView, layout: self, tagCountFor: 0) ?? 0
                    sizes = Array(sizes.prefix(tags == 0 ? sizes.count : tags))
                    let widths = sizes.map { _ in delegate?.collectionView?(collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0) ?? 0 }
                    _ = widths
                }
            }
            """
        try source.write(toFile: root + "/TagLayout.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/TagLayout.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let ported = try String(contentsOfFile: root + "/TagLayout.swift", encoding: .utf8)
        // UIKit's method: the statement as written for iOS, ported for Linux.
        let indent = String(repeating: " ", count: 12)
        #expect(ported.contains([
            "#if canImport(UIKit)",
            "let size = delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: path) ?? itemSize",
            "#else",
            "let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize",
            "#endif",
        ].map { indent + $0 }.joined(separator: "\n")), "\(ported)")
        #expect(result.standardOutput.contains("a call of UIKit's optional method kept for iOS as written (#if canImport(UIKit))"), "\(result.standardOutput)")
        // The file's own requirement is no longer optional anywhere: called without `?`.
        #expect(ported.contains("let tags = delegate?.collectionView(collectionView, layout: self, tagCountFor: 0) ?? 0"), "\(ported)")
        #expect(!ported.contains("tagCountFor: 0) ?? 0\n        #else"), "\(ported)")
        // The one expression of a closure stays ported only: an #if there would return nothing.
        #expect(ported.contains("sizes.map { _ in delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0) ?? 0 }"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }
}
#endif
