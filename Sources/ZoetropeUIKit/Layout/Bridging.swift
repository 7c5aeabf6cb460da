import ZoetropeCore

/// Conversions between the UIKit-shaped types and the core's values. UIKit's header and footer
/// kinds are the core's `sectionHeader` and `sectionFooter`, so a flow layout's headers are
/// drawn and followed as the core's are; every other kind passes through by name.
enum Bridging {
    static func rect(_ r: CGRect) -> Rect {
        Rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }

    static func cgRect(_ r: Rect) -> CGRect {
        CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height)
    }

    static func size(_ s: CGSize) -> Size { Size(width: Double(s.width), height: Double(s.height)) }
    static func cgSize(_ s: Size) -> CGSize { CGSize(width: s.width, height: s.height) }
    static func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
    static func cgPoint(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }

    static func insets(_ i: UIEdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
    }

    static func indexPath(_ p: Foundation.IndexPath) -> ZoetropeCore.IndexPath {
        ZoetropeCore.IndexPath(item: p.count > 1 ? p[1] : 0, section: p.count > 0 ? p[0] : 0)
    }

    static func uiIndexPath(_ p: ZoetropeCore.IndexPath) -> Foundation.IndexPath {
        Foundation.IndexPath(item: p.item, section: p.section)
    }

    static func kind(_ name: String) -> ElementKind {
        switch name {
        case UICollectionView.elementKindSectionHeader: return .sectionHeader
        case UICollectionView.elementKindSectionFooter: return .sectionFooter
        default: return ElementKind(name)
        }
    }

    static func uiKind(_ kind: ElementKind) -> String {
        switch kind {
        case .sectionHeader: return UICollectionView.elementKindSectionHeader
        case .sectionFooter: return UICollectionView.elementKindSectionFooter
        default: return kind.rawValue
        }
    }

    static func element(category: UICollectionView.ElementCategory, kind: String?, indexPath: Foundation.IndexPath) -> ElementID {
        let path = Self.indexPath(indexPath)
        switch category {
        case .cell: return .cell(path)
        case .supplementaryView: return .supplementary(Self.kind(kind ?? ""), path)
        case .decorationView: return .decoration(Self.kind(kind ?? ""), path)
        }
    }

    static func element(of attributes: UICollectionViewLayoutAttributes) -> ElementID {
        element(category: attributes.representedElementCategory, kind: attributes.representedElementKind, indexPath: attributes.indexPath)
    }

    /// The core's value for UIKit attributes. A `transform3D` in space (a turn about the x or y
    /// axis, perspective) is kept whole, so that it is drawn in perspective and animates as
    /// Core Animation animates it; one that cannot be drawn (it collapses the plane to a point
    /// at infinity) is reported with the reason.
    static func coreAttributes(_ a: UICollectionViewLayoutAttributes) -> Result<LayoutAttributes, UIKitRecordingError> {
        let element = element(of: a)
        let t = a.transform3D
        guard [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44].allSatisfy({ $0.isFinite }) else {
            return .failure(UIKitRecordingError(.unsupported, reason:
                "the layout attributes of \(element) have a transform3D that is not finite (\(t)); a layout sets only finite numbers."))
        }
        var result = LayoutAttributes(element: element, frame: rect(a.frame), alpha: Double(a.alpha),
                                      zIndex: a.zIndex, isHidden: a.isHidden, clipRect: a.clipRect.map(rect))
        if CATransform3DIsAffine(t) {
            result.transform = Transform(a: Double(t.m11), b: Double(t.m12), c: Double(t.m21), d: Double(t.m22), tx: Double(t.m41), ty: Double(t.m42))
        } else {
            result.setTransform3D(transform3D(t))
        }
        return .success(result)
    }

    static func transform3D(_ t: CATransform3D) -> Transform3D {
        Transform3D(m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
                    m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
                    m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
                    m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
    }

    static func caTransform3D(_ t: Transform3D) -> CATransform3D {
        CATransform3D(m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                      m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }

    /// UIKit attributes of `attributesClass` for the core's value.
    static func uiAttributes(_ a: LayoutAttributes, attributesClass: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes {
        let result = UICollectionViewLayoutAttributes.instance(of: attributesClass)
        fill(result, with: a)
        return result
    }

    /// Sets every property of `result` that UIKit's class compares (`isEqual(_:)`) to the
    /// core's value: what `uiAttributes(_:attributesClass:)` makes, into an object that exists.
    static func fill(_ result: UICollectionViewLayoutAttributes, with a: LayoutAttributes) {
        switch a.element {
        case .cell:
            result.representedElementCategory = .cell
            result.representedElementKind = nil
        case .supplementary(let kind, _):
            result.representedElementCategory = .supplementaryView
            result.representedElementKind = uiKind(kind)
        case .decoration(let kind, _):
            result.representedElementCategory = .decorationView
            result.representedElementKind = uiKind(kind)
        }
        result.clipRect = a.clipRect.map(cgRect)
        let frame = cgRect(a.frame)
        let t = a.transform
        let flat = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        guard type(of: result) == UICollectionViewLayoutAttributes.self else {
            // A subclass hears each value set through its own overrides, as UIKit's layouts set them.
            result.indexPath = uiIndexPath(a.indexPath)
            result.frame = frame
            if let space = a.transform3D { result.transform3D = caTransform3D(space) } else { result.transform = flat }
            result.alpha = a.alpha
            result.zIndex = a.zIndex
            result.isHidden = a.isHidden
            return
        }
        // UIKit's own class, which overrides no setter: its stored values set directly.
        result.storedIndexPath = uiIndexPath(a.indexPath)
        result.storedSize = frame.size
        result.storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        result.storedTransform3D = a.isInSpace ? caTransform3D(a.transform3D!) : CATransform3DMakeAffineTransform(flat)
        result.storedAlpha = a.alpha
        result.storedZIndex = a.zIndex
        result.storedIsHidden = a.isHidden
    }

    /// Whether `applied`, an object of UIKit's own class, is equal (`isEqualAsShown(to:)`) to
    /// what `fill(_:with:)` makes of `list[index]`: compared value by value, with no object
    /// written and the attributes read in place.
    static func matches(_ list: [LayoutAttributes], _ index: Int, _ applied: UICollectionViewLayoutAttributes) -> Bool {
        list.withUnsafeBufferPointer { matches($0.baseAddress! + index, applied) }
    }

    private static func matches(_ a: UnsafePointer<LayoutAttributes>, _ applied: UICollectionViewLayoutAttributes) -> Bool {
        // Its stored values, read directly: `applied` is of UIKit's own class, which overrides none.
        let frame = cgRect(a.pointee.frame)
        guard applied.storedSize == frame.size, applied.storedCenter == CGPoint(x: frame.midX, y: frame.midY),
              applied.storedAlpha == a.pointee.alpha, applied.storedZIndex == a.pointee.zIndex, applied.storedIsHidden == a.pointee.isHidden,
              applied.clipRect == a.pointee.clipRect.map(cgRect) else { return false }
        guard let path = applied.storedItemAndSection, path.item == a.pointee.indexPath.item, path.section == a.pointee.indexPath.section
        else { return false }
        let shown = applied.storedTransform3D
        if a.pointee.isInSpace, let space = a.pointee.transform3D {
            guard shown == caTransform3D(space) else { return false }
        } else {
            // What `CATransform3DMakeAffineTransform` makes of the flat transform, compared in
            // place: most elements have the identity, and making one to compare costs more.
            let t = a.pointee.transform
            guard shown.m11 == t.a, shown.m12 == t.b, shown.m21 == t.c, shown.m22 == t.d, shown.m41 == t.tx, shown.m42 == t.ty,
                  shown.m13 == 0, shown.m14 == 0, shown.m23 == 0, shown.m24 == 0, shown.m31 == 0, shown.m32 == 0,
                  shown.m33 == 1, shown.m34 == 0, shown.m43 == 0, shown.m44 == 1 else { return false }
        }
        switch a.pointee.element {
        case .cell:
            return applied.representedElementCategory == .cell && applied.representedElementKind == nil
        case .supplementary(let kind, _):
            return applied.representedElementCategory == .supplementaryView && applied.representedElementKind == uiKind(kind)
        case .decoration(let kind, _):
            return applied.representedElementCategory == .decorationView && applied.representedElementKind == uiKind(kind)
        }
    }

    static func updateItem(_ item: UpdateItem) -> UICollectionViewUpdateItem {
        func path(_ target: UpdateItem.Target?) -> Foundation.IndexPath? {
            switch target {
            case .section(let s)?: return Foundation.IndexPath(item: NSNotFound, section: s)
            case .item(let p)?: return uiIndexPath(p)
            case nil: return nil
            }
        }
        let action: UICollectionViewUpdateItem.Action
        switch item.action {
        case .insert: action = .insert
        case .delete: action = .delete
        case .reload: action = .reload
        case .move: action = .move
        case .none: action = .none
        }
        return UICollectionViewUpdateItem(action: action, before: path(item.indexPathBeforeUpdate), after: path(item.indexPathAfterUpdate))
    }
}

extension UICollectionViewLayout {
    /// The class this layout's attributes are made of: its `layoutAttributesClass`.
    var attributesClass: UICollectionViewLayoutAttributes.Type {
        type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
    }

    /// The core layout of UIKit's own flow or compositional layout used as it is (not
    /// subclassed, with UIKit's attributes class), whose answers are the object's own: asked
    /// directly, without making attributes objects and reading them back. Nil for any other.
    var plainBuiltInCoreLayout: (any CollectionLayout)? {
        let kind = type(of: self)
        guard kind == UICollectionViewFlowLayout.self || kind == UICollectionViewCompositionalLayout.self,
              attributesClass == UICollectionViewLayoutAttributes.self else { return nil }
        return builtInCoreLayout
    }
}

extension CollectionLayout {
    /// The core layout's answer for `rect`, as new instances of `attributesClass`: what the
    /// flow and compositional classes return to UIKit code (which may change them freely).
    func uiAttributes(in rect: CGRect, as attributesClass: UICollectionViewLayoutAttributes.Type) -> [UICollectionViewLayoutAttributes] {
        layoutAttributesForElements(in: Bridging.rect(rect)).map { Bridging.uiAttributes($0, attributesClass: attributesClass) }
    }

    /// The core layout's answer for one element, as a new instance of `attributesClass`.
    func uiAttributes(for element: ElementID, as attributesClass: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(for: element).map { Bridging.uiAttributes($0, attributesClass: attributesClass) }
    }
}
