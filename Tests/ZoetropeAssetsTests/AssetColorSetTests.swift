import Testing
import ZoetropeAssets
import ZoetropeCore
import ZoetropeTestSupport

/// Colour sets as Xcode writes them, resolved per appearance and converted to sRGB.
@Suite struct AssetColorSetTests {
    private func close(_ a: Color?, _ b: Color, within tolerance: Double = 0.002) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    }

    @Test func aColourSetGivesItsLightDarkAndHighContrastColoursInEachAppearance() throws {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Brand", """
        [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x1C", "green": "0x64", "blue": "0xF2", "alpha": "1.000"}}},
         {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
          "color": {"color-space": "srgb", "components": {"red": "0.400", "green": "0.600", "blue": "1.000", "alpha": "1.000"}}},
         {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
          "color": {"color-space": "srgb", "components": {"red": "153", "green": "204", "blue": "255", "alpha": "0.500"}}}]
        """)
        let assets = try AssetCatalog(path: catalogue.path)
        #expect(assets.colorNames == ["Brand"])
        #expect(close(assets.color(named: "Brand", in: .standard), Color(red: 0x1C / 255, green: 0x64 / 255, blue: 0xF2 / 255)))
        // Increase Contrast in light mode has no entry of its own: the light one serves.
        #expect(close(assets.color(named: "Brand", in: Appearance(contrast: .high)), Color(red: 0x1C / 255, green: 0x64 / 255, blue: 0xF2 / 255)))
        #expect(close(assets.color(named: "Brand", in: Appearance(style: .dark)), Color(red: 0.4, green: 0.6, blue: 1)))
        #expect(close(assets.color(named: "Brand", in: Appearance(style: .dark, contrast: .high)), Color(red: 0.6, green: 0.8, blue: 1, alpha: 0.5)))
        #expect(assets.color(named: "Missing", in: .standard) == nil)
    }

    @Test func displayP3IsTakenToSRGBAsTheDrawingShowsIt() throws {
        let catalogue = try TestCatalogue()
        // sRGB's pure red, written in Display P3 (CSS Color 4's conversion: 0.9175, 0.2003, 0.1387).
        try catalogue.colorSet("Red", #"[{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.9175", "green": "0.2003", "blue": "0.1387", "alpha": "1.000"}}}]"#)
        // A grey is the same grey in both: they share the white point and the transfer function.
        try catalogue.colorSet("Grey", #"[{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1"}}}]"#)
        // P3's own green is outside sRGB: each channel is clamped.
        try catalogue.colorSet("Green", #"[{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}}]"#)
        let assets = try AssetCatalog(path: catalogue.path)
        #expect(close(assets.color(named: "Red", in: .standard), Color(red: 1, green: 0, blue: 0), within: 0.003))
        #expect(close(assets.color(named: "Grey", in: .standard), Color(red: 0.5, green: 0.5, blue: 0.5)))
        let green = try #require(assets.color(named: "Green", in: .standard))
        #expect(green.red == 0 && green.green == 1 && green.blue == 0)
    }

    @Test func greysLinearAndExtendedSpacesBecomeSRGB() throws {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Gamma", #"[{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "1.000"}}}]"#)
        try catalogue.colorSet("Gray", #"[{"idiom": "universal", "color": {"color-space": "extended-gray", "components": {"white": "0.250", "alpha": "1.000"}}}]"#)
        try catalogue.colorSet("Linear", #"[{"idiom": "universal", "color": {"color-space": "extended-linear-srgb", "components": {"red": "0.2140", "green": "1.5", "blue": "-0.2", "alpha": "1.000"}}}]"#)
        let assets = try AssetCatalog(path: catalogue.path)
        // 0.5 ^ 2.2 = 0.2176 of the light, which sRGB encodes as 0.5038.
        #expect(close(assets.color(named: "Gamma", in: .standard), Color(red: 0.5038, green: 0.5038, blue: 0.5038)))
        #expect(close(assets.color(named: "Gray", in: .standard), Color(red: 0.25, green: 0.25, blue: 0.25)))
        // 0.214 of the light is sRGB's 0.5; beyond 0…1 is clamped.
        #expect(close(assets.color(named: "Linear", in: .standard), Color(red: 0.5, green: 1, blue: 0)))
    }

    @Test func aSystemColourReferenceChangesWithTheAppearance() throws {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Accent", #"[{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]"#)
        try catalogue.colorSet("Text", #"[{"idiom": "universal", "color": {"platform": "ios", "reference": "labelColor"}}]"#)
        let assets = try AssetCatalog(path: catalogue.path)
        #expect(assets.color(named: "Accent", in: .standard) == SystemColor.systemBlue.color(in: .standard))
        #expect(assets.color(named: "Accent", in: Appearance(style: .dark)) == SystemColor.systemBlue.color(in: Appearance(style: .dark)))
        #expect(assets.color(named: "Text", in: Appearance(style: .dark)) == SystemColor.label.color(in: Appearance(style: .dark)))
    }

    @Test func aSetWithOnlyADarkColourHasNoneInLightMode() throws {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Night", #"[{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"red": "0", "green": "0", "blue": "0.5", "alpha": "1"}}}, {"idiom": "universal"}]"#)
        let assets = try AssetCatalog(path: catalogue.path)
        #expect(assets.color(named: "Night", in: .standard) == nil)
        #expect(assets.color(named: "Night", in: Appearance(style: .dark)) != nil)
    }

    @Test func anIPhoneEntryIsChosenOverAUniversalOneAndOtherIdiomsAreNot() throws {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Tint", """
        [{"idiom": "universal", "color": {"components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}},
         {"idiom": "iphone", "color": {"components": {"red": "0", "green": "255", "blue": "0", "alpha": "1"}}},
         {"idiom": "ipad", "color": {"components": {"red": "0", "green": "0", "blue": "255", "alpha": "1"}}}]
        """)
        let assets = try AssetCatalog(path: catalogue.path)
        #expect(assets.color(named: "Tint", in: .standard) == Color(red: 0, green: 1, blue: 0))
    }

    @Test func aComponentThatIsNotANumberIsRefusedWithItsFileAndPlace() throws {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Bad", #"[{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xZZ", "green": "0", "blue": "0", "alpha": "1"}}}]"#)
        let error = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: catalogue.path) }
        #expect(error?.file == "Bad.colorset/Contents.json")
        #expect(error?.path == "colors[0].color.components.red")
        #expect(error?.message.contains("\"0x7C\"") == true)
    }

    @Test func anUnknownColourSpaceOrSystemColourIsRefused() throws {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Space", #"[{"idiom": "universal", "color": {"color-space": "cmyk", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}}]"#)
        let space = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: catalogue.path) }
        #expect(space?.description == "Space.colorset/Contents.json: colors[0].color.color-space: unknown colour space \"cmyk\"; expected srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray")
        let other = try TestCatalogue()
        try other.colorSet("Ref", #"[{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBluColor"}}]"#)
        let reference = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: other.path) }
        #expect(reference?.path == "colors[0].color.reference")
    }
}
