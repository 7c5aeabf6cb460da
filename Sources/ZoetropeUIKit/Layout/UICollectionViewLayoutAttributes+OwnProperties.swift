/// Whether a copy of a layout's attributes subclass carries the subclass's own stored
/// properties: what decides which object a view's `apply(_:)` is given.
///
/// A collection view gives `apply(_:)` a copy made with the subclass's `copy(with:)`. Many
/// layouts leave that override out (a section-background layout that adds a colour, a corner
/// radius or a model object to its decoration's attributes), and on the phone what they add
/// reaches `apply(_:)` all the same. Such a copy here would have lost it, so a view is given the
/// layout's object itself when its copy differs from it in a property the subclass declares.
extension UICollectionViewLayoutAttributes {
    /// Whether `copy` has each stored property the subclasses of UIKit's class declare with the
    /// same value as `self`: an object the same object, anything else the same description.
    func isCarriedWhole(by copy: UICollectionViewLayoutAttributes) -> Bool {
        guard type(of: self) != UICollectionViewLayoutAttributes.self else { return true }
        var original: Mirror? = Mirror(reflecting: self)
        var copied: Mirror? = Mirror(reflecting: copy)
        // Up the subclasses to UIKit's class, whose own properties `copy(with:)` copies.
        while let own = original, let other = copied, own.subjectType != UICollectionViewLayoutAttributes.self {
            for (mine, theirs) in zip(own.children, other.children) where !Self.isSame(mine.value, theirs.value) { return false }
            original = own.superclassMirror
            copied = other.superclassMirror
        }
        return true
    }

    private static func isSame(_ one: Any, _ other: Any) -> Bool {
        let mirror = Mirror(reflecting: one), otherMirror = Mirror(reflecting: other)
        if mirror.displayStyle == .optional || otherMirror.displayStyle == .optional {
            switch (mirror.children.first?.value, otherMirror.children.first?.value) {
            case (nil, nil): return true
            case let (some?, otherSome?): return isSame(some, otherSome)
            default: return false
            }
        }
        if mirror.displayStyle == .class, otherMirror.displayStyle == .class { return (one as AnyObject) === (other as AnyObject) }
        return String(reflecting: one) == String(reflecting: other)
    }
}
