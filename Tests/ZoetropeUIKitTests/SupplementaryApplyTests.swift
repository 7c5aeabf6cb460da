import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A header or footer draws what its `apply(_:)` sets from the layout's attributes, as a cell
/// does: a layout that tints each section's header through its attributes subclass (a sticky
/// header that darkens as it pins) shows the tint from the header's first frame.
@Suite struct SupplementaryApplyTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class TintedAttributes: UICollectionViewLayoutAttributes {
        var tint: UIColor?
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TintedAttributes
            copy.tint = tint
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            (object as? TintedAttributes)?.tint == tint && super.isEqual(object)
        }
    }

    /// A flow layout whose headers carry a tint by section.
    final class TintedHeaderLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { attributes in
                guard attributes.representedElementCategory == .supplementaryView,
                      let tinted = attributes.copy() as? TintedAttributes else { return attributes }
                tinted.tint = attributes.indexPath.section == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                return tinted
            }
        }
    }

    final class TintedHeader: UICollectionReusableView {
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            if let tint = (layoutAttributes as? TintedAttributes)?.tint { backgroundColor = tint }
        }
    }

    final class Sections: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: UIKitIndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    @Test func aHeaderDrawsWhatItsApplySetsFromItsFirstFrame() throws {
        let layout = TintedHeaderLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let source = Sections()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(TintedHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            collectionView.pause(for: 0.1)
        }
        for time in [0, timeline.duration] {
            let headers = timeline.frame(at: time).elements.filter { $0.attributes.element.category == .supplementaryView }
                .sorted { $0.attributes.frame.minY < $1.attributes.frame.minY }
            #expect(headers.map(\.content.fill) == [.color(Color(red: 1, green: 0, blue: 0)), .color(Color(red: 0, green: 0, blue: 1))],
                    "at \(time)")
        }
    }
}
