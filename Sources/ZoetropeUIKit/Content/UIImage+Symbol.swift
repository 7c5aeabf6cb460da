import ZoetropeCore

/// SF Symbols, as far as they can be drawn here: at their size, as the app's own picture for
/// the name (`SymbolPictures`) or as a stand-in that is visibly not the symbol.
///
/// A symbol's image is a square of 1.2 times its point size at the medium scale (0.8 times
/// that at the small scale, 1.3 times at the large): an estimate, since a real symbol's box
/// depends on its outline. The point size is the configuration's, else its text style's at
/// the recording's content size, else 17 (the body style at Large), as UIKit sizes a symbol
/// given no configuration. The stand-in is a rounded square crossed by its diagonal, its lines
/// heavier for a heavier weight, drawn as a template in the view's tint.
extension UIImage {
    convenience init(symbolNamed name: String, configuration: SymbolConfiguration?) {
        let side = Self.symbolSide(configuration)
        let size = CGSize(width: side, height: side)
        switch SymbolPictures.current.picture(for: name) {
        case .image(let picture)?:
            self.init(asset: picture.asset, size: size)
        case .svg(let bytes, let file)?:
            self.init(asset: ImageAsset(name: file, svgData: bytes, width: Double(side), height: Double(side)), size: size)
        case nil:
            SymbolPictures.current.noteStandIn(name)
            self.init(drawing: Self.standIn(side: side, weight: configuration?.weight ?? .unspecified), scale: 3)
        }
        self.symbolName = name
        self.symbolConfiguration = configuration
    }

    /// The side of a symbol's square box, in points, for `configuration`.
    static func symbolSide(_ configuration: SymbolConfiguration?) -> CGFloat {
        let pointSize = configuration?.pointSize
            ?? configuration?.textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize }
            ?? UIFont.preferredFont(forTextStyle: .body).pointSize
        let factor: CGFloat = switch configuration?.scale ?? .unspecified {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
        return (pointSize * 1.2 * factor).rounded()
    }

    /// A rounded square crossed by its diagonal, `side` points wide, in black (a template).
    static func standIn(side: CGFloat, weight: SymbolConfiguration.Weight) -> Drawing {
        let steps = CGFloat(weight == .unspecified ? SymbolConfiguration.Weight.regular.rawValue : weight.rawValue)
        let line = Swift.max(0.5, side * (0.04 + 0.01 * (steps - 1)))
        let context = CGContext(size: CGSize(width: side, height: side))
        let box = CGRect(x: 0, y: 0, width: side, height: side).insetBy(dx: line / 2, dy: line / 2)
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(line)
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: side / 5).cgPath)
        context.strokePath()
        context.setLineCap(.round)
        context.move(to: CGPoint(x: box.minX + side / 5, y: box.minY + side / 5))
        context.addLine(to: CGPoint(x: box.maxX - side / 5, y: box.maxY - side / 5))
        context.strokePath()
        return context.drawing()
    }
}

extension UIImage.SymbolConfiguration {
    /// `other`'s settings where it makes them, this one's elsewhere, as UIKit's
    /// `applying(_:)` combines two configurations.
    public func applying(_ other: UIImage.SymbolConfiguration?) -> UIImage.SymbolConfiguration {
        guard let other else { return self }
        return UIImage.SymbolConfiguration(pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil),
                                           weight: other.weight == .unspecified ? weight : other.weight,
                                           scale: other.scale == .unspecified ? scale : other.scale,
                                           textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil))
    }
}
