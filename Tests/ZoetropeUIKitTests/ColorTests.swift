import Testing
import ZoetropeUIKit

/// The colours app code reaches for, as a phone in light mode shows them.
@Suite struct ColorTests {
    func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    @Test func theTextAndLinkColoursAreUIKitsLightModeValues() {
        #expect(components(.link) == components(.systemBlue))
        let grey: CGFloat = 60.0 / 255, blue: CGFloat = 67.0 / 255
        let expected: [CGFloat] = [grey, grey, blue, 0.3]
        #expect(components(.placeholderText) == expected)
        let black: [CGFloat] = [0, 0, 0, 1], light: [CGFloat] = [1, 1, 1, 0.6]
        #expect(components(.darkText) == black)
        #expect(components(.lightText) == light)
    }

    @Test func aDynamicColourResolvesForAPhoneInLightMode() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .systemRed }
        #expect(color == .systemRed)
        #expect(UIColor.systemTeal.resolvedColor(with: UIView(frame: .zero).traitCollection) == .systemTeal)
        #expect(UIColor(named: "AccentColor") == nil)
    }

    @Test func displayP3GreysStayGreyAndItsRedIsClampedToSRGBs() {
        let grey = components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        let offBy = grey.prefix(3).map { abs($0 - 0.5) }.max() ?? 1
        #expect(offBy < 1e-3)
        let red = components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5))
        let distance = zip(red, [1, 0, 0, 0.5] as [CGFloat]).map { abs($0 - $1) }.max() ?? 1
        #expect(distance < 1e-9, "\(red)")
    }
}
