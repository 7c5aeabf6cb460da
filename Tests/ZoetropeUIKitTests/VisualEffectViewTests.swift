import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A `UIVisualEffectView` with a `UIBlurEffect` blurs what the cell drew behind it, under the
/// style's tint, and draws what its content view holds sharp over that. The 200 × 100 cell is
/// white with its left half black; the blur view covers the middle.
@MainActor @Suite struct VisualEffectViewTests: OneCellPixels {
    private func record(style: UIBlurEffect.Style?, label: String? = nil,
                        interfaceStyle: UIUserInterfaceStyle = .unspecified) throws -> (Int, Int) -> [Int] {
        BuiltCell.build = { view in
            let dark = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            dark.backgroundColor = .black
            view.addSubview(dark)
            let blur = UIVisualEffectView(effect: style.map { UIBlurEffect(style: $0) })
            blur.frame = CGRect(x: 40, y: 20, width: 120, height: 60)
            blur.overrideUserInterfaceStyle = interfaceStyle
            if let label {
                let text = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
                text.text = label
                text.textAlignment = .center
                text.textColor = .black
                blur.contentView.addSubview(text)
            }
            view.addSubview(blur)
        }
        return try pixels(recordOne(BuiltCell.self))
    }

    @Test func aLightBlurRampsTheEdgeBehindItAndWhitensIt() throws {
        let at = try record(style: .light)
        // Light: a 30-point blur under white at 30 %. At the edge (x 100) the blurred black
        // and white meet at about half: 0.3 × 255 + 0.7 × 0.5 × 255 = 166, with the saturation
        // leaving greys grey.
        let edge = at(100, 50)
        #expect(abs(edge[0] - 166) <= 14, "\(edge)")
        #expect(edge[0] == edge[1] && edge[1] == edge[2], "a grey stays grey")
        // 10 points either side the ramp has barely moved (σ = 30): both near the middle.
        #expect(abs(at(90, 50)[0] - at(110, 50)[0]) < 60)
        #expect(at(90, 50)[0] < at(110, 50)[0])
        // Outside the blur view the edge is as sharp as drawn.
        #expect(at(99, 10) == [0, 0, 0, 255])
        #expect(at(100, 10) == [255, 255, 255, 255])
    }

    @Test func aDarkBlurDarkensWhatLiesBehind() throws {
        let light = try record(style: .light), dark = try record(style: .dark)
        #expect(dark(150, 50)[0] < light(150, 50)[0] - 100, "dark's grey veil at 73 % over the white side")
        #expect(abs(dark(150, 50)[0] - Int((0.11 * 0.73 + 0.27 * 1.0) * 255 * 0.97)) <= 20)
    }

    /// The adaptable styles take their dark counterparts in dark mode, as UIKit's do; the
    /// fixed styles stay as named.
    @Test func anAdaptableMaterialDarkensInDarkModeAndAFixedOneDoesNot() throws {
        let material = try record(style: .systemMaterial), darkMaterial = try record(style: .systemMaterial, interfaceStyle: .dark)
        let lightNamed = try record(style: .systemMaterialLight), darkNamed = try record(style: .systemMaterialDark)
        #expect(material(150, 50) == lightNamed(150, 50))
        #expect(darkMaterial(150, 50) == darkNamed(150, 50))
        #expect(darkMaterial(150, 50)[0] < material(150, 50)[0] - 100, "\(darkMaterial(150, 50)) against \(material(150, 50))")
        let fixedInDark = try record(style: .systemMaterialLight, interfaceStyle: .dark)
        #expect(fixedInDark(150, 50) == lightNamed(150, 50))
        let regularInDark = try record(style: .regular, interfaceStyle: .dark), dark = try record(style: .dark)
        #expect(regularInDark(150, 50) == dark(150, 50))
    }

    /// A vibrancy effect is made as apps make it, nested in a blur's content view; its own
    /// content is drawn in its own colours.
    @Test func aVibrancyEffectsContentIsDrawnInItsOwnColours() throws {
        BuiltCell.build = { view in
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.frame = view.bounds
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
            vibrancy.frame = blur.bounds
            let mark = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            mark.backgroundColor = .red
            vibrancy.contentView.addSubview(mark)
            blur.contentView.addSubview(vibrancy)
            view.addSubview(blur)
        }
        let at = try pixels(recordOne(BuiltCell.self))
        #expect(at(25, 25) == [255, 0, 0, 255])
    }

    @Test func withoutAnEffectTheViewDrawsNothing() throws {
        let at = try record(style: nil)
        #expect(at(90, 50) == [0, 0, 0, 255])
        #expect(at(110, 50) == [255, 255, 255, 255])
    }

    @Test func theContentViewsLabelIsDrawnSharpOverTheBlur() throws {
        let plain = try record(style: .extraLight), labelled = try record(style: .extraLight, label: "MMMMMM")
        // Somewhere on the label's line the two differ by a glyph's full darkness.
        let darkest = (60..<140).map { x in labelled(x, 50)[0] - plain(x, 50)[0] }.min() ?? 0
        #expect(darkest < -150)
    }

    /// As filter pickers write it: a light blur added over an image view, as the image view's
    /// own subview, at alpha 0.4 (a faint frost). The picture is black on its left half.
    @Test func aFaintBlurOverAnImageViewShowsThePictureThroughIt() throws {
        func record(alpha: CGFloat) throws -> (Int, Int) -> [Int] {
            BuiltCell.build = { view in
                let picture = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100)).image { context in
                    UIColor.white.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
                    UIColor.black.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
                }
                let imageView = UIImageView(image: picture)
                imageView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                blur.alpha = alpha
                blur.frame = imageView.bounds
                imageView.addSubview(blur)
                view.addSubview(imageView)
            }
            return try pixels(recordOne(BuiltCell.self))
        }
        let full = try record(alpha: 1), faint = try record(alpha: 0.4)
        // 10 points left of the edge, where the picture is black: the full view shows the blur B
        // under white at 30 %; the faint one shows 40 % of B over the black, under white at
        // 30 % × 0.4 = 12 %.
        let blurred = (Double(full(90, 50)[0]) - 0.3 * 255) / 0.7
        let expected = 0.4 * blurred * (1 - 0.12) + 0.12 * 255
        #expect(full(90, 50)[0] > 60, "the full blur carries white across the edge")
        #expect(abs(Double(faint(90, 50)[0]) - expected) <= 3, "\(faint(90, 50)) against \(expected)")
    }
}

