import ZoetropeCore

/// A layout's answer for the rectangle a collection view shows, as its layout pass asks it
/// (`layoutAttributesForElements(in:)`), in the layout's order.
///
/// UIKit's own flow and compositional layouts, not subclassed, answer with their core
/// attributes: what their `layoutAttributesForElements(in:)` would make objects of, one for
/// every element at every pass, when most of a step's views keep theirs. Each is made into
/// UIKit's object only where a view needs one: compared with a view's in one scratch object,
/// and given (as a copy) only to a view whose attributes changed. No app code can tell: the
/// objects of an exact built-in class are never handed out by the pass.
enum LayoutPassAnswer {
    /// The layout object's own answer (a custom layout, a subclass).
    case objects([UICollectionViewLayoutAttributes])
    /// A built-in layout's core attributes.
    case core([LayoutAttributes])

    /// Asks `layout` for what shows in `rect`, as described above.
    init(of layout: UICollectionViewLayout, in rect: CGRect) {
        let kind = type(of: layout)
        if kind == UICollectionViewFlowLayout.self || kind == UICollectionViewCompositionalLayout.self, let builtIn = layout.builtInCoreLayout {
            self = .core(builtIn.layoutAttributesForElements(in: Bridging.rect(rect)))
        } else {
            self = .objects(layout.layoutAttributesForElements(in: rect) ?? [])
        }
    }

    var count: Int {
        switch self {
        case .objects(let list): list.count
        case .core(let list): list.count
        }
    }

    /// The element of the answer's `index`th attributes.
    func element(at index: Int) -> ElementID {
        switch self {
        case .objects(let list): Bridging.element(of: list[index])
        case .core(let list): list[index].element
        }
    }

    /// The answer's `index`th attributes as UIKit's object: the layout's own, or `scratch`
    /// holding the core's values (valid until the next call with it).
    func attributes(at index: Int, in scratch: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        switch self {
        case .objects(let list):
            return list[index]
        case .core(let list):
            Bridging.fill(scratch, with: list[index])
            return scratch
        }
    }

    /// Whether `applied` (what a view was last given) is equal (`isEqualAsShown(to:)`) to the
    /// answer's `index`th attributes: a built-in layout's compared value by value.
    func isShown(by applied: UICollectionViewLayoutAttributes, at index: Int, in scratch: UICollectionViewLayoutAttributes) -> Bool {
        switch self {
        case .objects(let list):
            return applied.isEqualAsShown(to: list[index])
        case .core(let list):
            guard type(of: applied) == UICollectionViewLayoutAttributes.self else {
                return applied.isEqualAsShown(to: attributes(at: index, in: scratch))
            }
            return Bridging.matches(list, index, applied)
        }
    }

    /// The answer's `index`th attributes as an object of their own, for a view made now.
    func ownAttributes(at index: Int) -> UICollectionViewLayoutAttributes {
        switch self {
        case .objects(let list): list[index]
        case .core(let list): Bridging.uiAttributes(list[index], attributesClass: UICollectionViewLayoutAttributes.self)
        }
    }
}
