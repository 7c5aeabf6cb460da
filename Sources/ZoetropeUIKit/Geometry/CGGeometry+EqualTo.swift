#if !canImport(CoreGraphics)
// Core Graphics' comparisons, which layout code written before `==` still calls.
extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
#endif
