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

    /// The core's value for UIKit attributes; nil with the reason when they cannot be drawn
    /// (a transform with perspective).
    static func coreAttributes(_ a: UICollectionViewLayoutAttributes) -> Result<LayoutAttributes, UIKitRecordingError> {
        let element = element(of: a)
        guard let flat = a.transform3D.flattened else {
            return .failure(UIKitRecordingError(.unsupported, reason:
                "the layout attributes of \(element) have a transform3D with perspective (m34 = \(a.transform3D.m34)); Zoetrope draws flat elements only. Scale, rotate and translate (about any axis, without perspective) are drawn exactly."))
        }
        let transform = Transform(a: Double(flat.a), b: Double(flat.b), c: Double(flat.c), d: Double(flat.d), tx: Double(flat.tx), ty: Double(flat.ty))
        return .success(LayoutAttributes(element: element, frame: rect(a.frame), transform: transform, alpha: Double(a.alpha),
                                         zIndex: a.zIndex, isHidden: a.isHidden, clipRect: a.clipRect.map(rect)))
    }

    /// UIKit attributes of `attributesClass` for the core's value.
    static func uiAttributes(_ a: LayoutAttributes, attributesClass: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes {
        let result = attributesClass.init(_zoetropeInstance: ())
        switch a.element {
        case .cell:
            result.representedElementCategory = .cell
        case .supplementary(let kind, _):
            result.representedElementCategory = .supplementaryView
            result.representedElementKind = uiKind(kind)
        case .decoration(let kind, _):
            result.representedElementCategory = .decorationView
            result.representedElementKind = uiKind(kind)
        }
        result.indexPath = uiIndexPath(a.indexPath)
        result.frame = cgRect(a.frame)
        let t = a.transform
        result.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        result.alpha = a.alpha
        result.zIndex = a.zIndex
        result.isHidden = a.isHidden
        result.clipRect = a.clipRect.map(cgRect)
        return result
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
