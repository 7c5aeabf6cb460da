import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// A template image is drawn as its alpha in a colour, as UIKit draws it: in the image view's
/// tint (inherited from its superviews), in a system button's tint for an image of automatic
/// mode, or in the colour `withTintColor(_:)` gave it. The picture is a PNG of 20 × 20 points,
/// a black square of 10 in the middle and clear around it, shown 40 × 40 at (80, 30) on white:
/// its square covers 90 to 110 across and 40 to 60 down.
@MainActor @Suite struct TemplateImageTests: OneCellPixels {
    /// The PNG, written once and read back as an app reads a file.
    private static let picture: UIImage? = {
        guard let view = try? ZoetropeCore.CollectionView(
            snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: "square", content: ElementContent(fill: Color(red: 0, green: 0, blue: 0)))])]),
            layout: FlowLayout(itemSize: Size(width: 10, height: 10), sectionInset: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
            bounds: Rect(x: 0, y: 0, width: 20, height: 20), textMeasurer: CairoTextMeasurer()) else { return nil }
        let timeline = Timeline(viewportSize: Size(width: 20, height: 20), background: .clear, transitions: [(view.stillTransition(duration: 0), "still")])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-template-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? FrameRenderer(scale: 1).render(timeline.frame(at: 0)).writePNG(to: path)) != nil else { return nil }
        return UIImage(contentsOfFile: path)
    }()

    /// One cell showing `make`'s view, 40 × 40 at (80, 30).
    private func show(_ make: @escaping () -> UIView) throws -> Timeline {
        BuiltCell.build = { view in
            let shown = make()
            shown.frame = CGRect(x: 80, y: 30, width: 40, height: 40)
            view.addSubview(shown)
        }
        return try recordOne(BuiltCell.self)
    }

    private func imageView(_ image: UIImage?, tint: UIColor? = nil) -> UIImageView {
        let view = UIImageView(image: image)
        view.contentMode = .scaleAspectFit
        if let tint { view.tintColor = tint }
        return view
    }

    @Test func aTemplatePictureIsDrawnAsItsAlphaInTheImageViewsTint() throws {
        let picture = try #require(Self.picture)
        let original = try pixels(try show { self.imageView(picture, tint: .red) })
        #expect(isNear(original(100, 50), [0, 0, 0]) && isNear(original(85, 35), [255, 255, 255]), "its own colours: \(original(100, 50))")
        let timeline = try show { self.imageView(picture.withRenderingMode(.alwaysTemplate), tint: .red) }
        let template = try pixels(timeline)
        #expect(isNear(template(100, 50), [255, 0, 0]), "in the tint: \(template(100, 50))")
        #expect(isNear(template(85, 35), [255, 255, 255]), "clear where it is clear: \(template(85, 35))")
        #expect(SVGWriter().document(for: timeline).contains("<feFlood flood-color=\"#FF0000\""), "the SVG floods it too")
    }

    @Test func theTintIsInheritedAndAnImagesOwnTintColourWins() throws {
        let picture = try #require(Self.picture)
        BuiltCell.build = { view in
            view.tintColor = .green
            let shown = self.imageView(picture.withRenderingMode(.alwaysTemplate))
            shown.frame = CGRect(x: 80, y: 30, width: 40, height: 40)
            view.addSubview(shown)
            let own = self.imageView(picture.withTintColor(.blue))
            own.frame = CGRect(x: 140, y: 30, width: 40, height: 40)
            view.addSubview(own)
        }
        let at = try pixels(try recordOne(BuiltCell.self))
        #expect(isNear(at(100, 50), [0, 255, 0]), "the content view's tint: \(at(100, 50))")
        #expect(isNear(at(160, 50), [0, 0, 255]), "its own: \(at(160, 50))")
    }

    @Test func aSystemButtonShowsAnAutomaticPictureInItsTint() throws {
        let picture = try #require(Self.picture)
        let at = try pixels(try show {
            let button = UIButton(type: .system)
            button.setImage(picture, for: .normal)
            button.tintColor = .red
            return button
        })
        // The button's image view is the picture's own size, centred: 90 to 110.
        #expect(isNear(at(100, 50), [255, 0, 0]), "\(at(100, 50))")
        let custom = try pixels(try show {
            let button = UIButton(type: .custom)
            button.setImage(picture, for: .normal)
            button.tintColor = .red
            return button
        })
        #expect(isNear(custom(100, 50), [0, 0, 0]), "a custom button keeps its colours: \(custom(100, 50))")
    }

    @Test func aTemplatePictureDrawnInCodeTakesTheTintKeepingItsAlpha() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.black.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        }.withRenderingMode(.alwaysTemplate)
        let at = try pixels(try show { self.imageView(drawn, tint: .blue) })
        #expect(isNear(at(100, 40), [0, 0, 255]), "\(at(100, 40))")
        #expect(isNear(at(100, 60), [128, 128, 255], within: 4), "half as strong: \(at(100, 60))")
    }
}
