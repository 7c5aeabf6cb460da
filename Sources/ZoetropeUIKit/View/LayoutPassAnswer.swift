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
///
/// A struct holding one list or the other, not an enum with each as its payload: a pass reads
/// an answer once for each element, and a payload taken out of an enum is retained each time.
struct LayoutPassAnswer {
    /// The layout object's own answer (a custom layout, a subclass); empty for a built-in one.
    private let objects: [UICollectionViewLayoutAttributes]
    /// A built-in layout's core attributes; empty for a layout object's own answer.
    private let core: [LayoutAttributes]
    /// Whether the answer is a built-in layout's (`core`).
    private let isCore: Bool

    /// Asks `layout` for what shows in `rect`, as described above.
    init(of layout: UICollectionViewLayout, in rect: CGRect) {
        let kind = type(of: layout)
        if kind == UICollectionViewFlowLayout.self || kind == UICollectionViewCompositionalLayout.self, let builtIn = layout.builtInCoreLayout {
            (objects, core, isCore) = ([], builtIn.layoutAttributesForElements(in: Bridging.rect(rect)), true)
        } else {
            (objects, core, isCore) = (layout.layoutAttributesForElements(in: rect) ?? [], [], false)
        }
    }

    var count: Int { isCore ? core.count : objects.count }

    /// The element of the answer's `index`th attributes.
    func element(at index: Int) -> ElementID {
        isCore ? core[index].element : Bridging.element(of: objects[index])
    }

    /// The answer's `index`th attributes as UIKit's object: the layout's own, or `scratch`
    /// holding the core's values (valid until the next call with it).
    func attributes(at index: Int, in scratch: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard isCore else { return objects[index] }
        Bridging.fill(scratch, with: core[index])
        return scratch
    }

    /// Whether `applied` (what a view was last given) is equal (`isEqualAsShown(to:)`) to the
    /// answer's `index`th attributes: a built-in layout's compared value by value.
    func isShown(by applied: UICollectionViewLayoutAttributes, at index: Int, in scratch: UICollectionViewLayoutAttributes) -> Bool {
        guard isCore else { return applied.isEqualAsShown(to: objects[index]) }
        guard type(of: applied) == UICollectionViewLayoutAttributes.self else {
            return applied.isEqualAsShown(to: attributes(at: index, in: scratch))
        }
        return Bridging.matches(core, index, applied)
    }

    /// Whether `ownAttributes(at:)` makes a new object at each call (a built-in layout's), which
    /// a view made now can be given without a copy.
    var makesOwnAttributes: Bool { isCore }

    /// The answer's `index`th attributes as an object of their own, for a view made now.
    func ownAttributes(at index: Int) -> UICollectionViewLayoutAttributes {
        isCore ? Bridging.uiAttributes(core[index], attributesClass: UICollectionViewLayoutAttributes.self) : objects[index]
    }
}
