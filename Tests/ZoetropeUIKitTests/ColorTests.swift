import Testing
import ZoetropeUIKit

/// The colours app code reaches for, as a phone in light mode shows them.
@Suite struct ColorTests {
    func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    @Test func hueSaturationAndBrightnessComeBackAsTheColourWasMadeAndGreyGivesItsLevel() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.4).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9 && a == 0.4)
        // Pure red: hue 0, fully saturated; a hue just below red's wraps near 1.
        UIColor.red.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(h == 0 && s == 1 && v == 1)
        UIColor(red: 1, green: 0, blue: 0.1, alpha: 1).getHue(&h, saturation: nil, brightness: nil, alpha: nil)
        #expect(h > 0.98 && h < 1)
        var w: CGFloat = 0
        UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: &a)
        #expect(abs(w - 0.25) < 1e-9 && a == 1)
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

    @Test func aDynamicColourResolvesForAPhoneInLightModeUnlessToldOtherwise() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .systemRed }
        #expect(components(color) == components(.systemRed))
        #expect(components(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [1, 1, 1, 1])
        // A provider's colour is equal only to itself; a system colour to the same system colour.
        #expect(color != .systemRed && color == color && UIColor.systemRed == UIColor.systemRed)
        #expect(UIColor.systemTeal.resolvedColor(with: UIView(frame: .zero).traitCollection) == UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1))
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
