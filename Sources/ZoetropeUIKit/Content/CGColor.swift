#if !canImport(CoreGraphics)
/// Core Graphics' colour, which layers take (`layer.borderColor = UIColor.black.cgColor`).
public final class CGColor: @unchecked Sendable {
    let uiColor: UIColor

    init(uiColor: UIColor) {
        self.uiColor = uiColor
    }

    public var alpha: CGFloat { uiColor.alpha }
    public var components: [CGFloat]? { [uiColor.red, uiColor.green, uiColor.blue, uiColor.alpha] }
}

/// Equal when the components are, as Core Graphics compares two colours of one colour space.
extension CGColor: Equatable {
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
}
#endif
