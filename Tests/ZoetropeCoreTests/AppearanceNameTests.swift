import Testing
import ZoetropeCore

/// An appearance's name, as outputs are named and `--appearance` and the preview take it:
/// every appearance is read back from its name, and nothing else is an appearance.
@Suite struct AppearanceNameTests {
    @Test func everyAppearanceIsReadBackFromItsName() {
        for style in Appearance.Style.allCases {
            for contrast in Appearance.Contrast.allCases {
                for level in Appearance.Level.allCases {
                    for size in DynamicType.Category.allCases {
                        for direction in Appearance.Direction.allCases {
                            let appearance = Appearance(style: style, contrast: contrast, level: level, contentSize: size, direction: direction)
                            #expect(Appearance(name: appearance.description) == appearance, "\(appearance)")
                        }
                    }
                }
            }
        }
        #expect(Appearance(name: "dark-high-contrast-ax5") == Appearance(style: .dark, contrast: .high, contentSize: .accessibilityExtraExtraExtraLarge))
        #expect(Appearance(name: "light") == .standard)
        #expect(Appearance(name: "dark-ax5-rtl") == Appearance(style: .dark, contentSize: .accessibilityExtraExtraExtraLarge, direction: .rightToLeft))
        #expect(Appearance(name: "light-rtl")?.description == "light-rtl")
    }

    @Test(arguments: ["", "Dark", "dim", "dark-", "dark-contrast", "dark-elevated-high-contrast", "light-ax6", "dark-ax5-x", "lightdark", "rtl", "light-rtl-ax5", "dark--rtl", "light-rtl-rtl"])
    func anythingElseIsNoAppearance(_ name: String) {
        #expect(Appearance(name: name) == nil)
    }
}
