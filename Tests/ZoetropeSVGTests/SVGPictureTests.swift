import Foundation
import Testing
import ZoetropeCore
import ZoetropeSVG

/// Pictures in the SVG: a PNG's pixels or an SVG's vectors, each file embedded once, whole,
/// however many elements show it.
@Suite struct SVGPictureTests {
    static let vector = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="10" height="10" fill="red"/></svg>"#.utf8)

    func document(_ items: [Item]) throws -> String {
        let view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]),
                                      layout: FlowLayout(itemSize: Size(width: 60, height: 40)), bounds: Rect(x: 0, y: 0, width: 320, height: 200))
        return SVGWriter().document(for: Timeline(viewportSize: Size(width: 320, height: 200), background: .white,
                                                  transitions: [(view.stillTransition(duration: 0.5), "still")]))
    }

    @Test func anSVGPictureIsEmbeddedAsItsOwnFileOnceForEveryElementShowingIt() throws {
        let asset = ImageAsset(name: "icons/half.svg", svgData: Self.vector, width: 20, height: 10)
        let svg = try document([
            Item(id: "a", content: ElementContent(fill: .white, image: ImageContent(asset: asset, mode: .aspectFit))),
            Item(id: "b", content: ElementContent(fill: .white, image: ImageContent(asset: asset, mode: .aspectFit))),
            Item(id: "c", content: ElementContent(fill: .white, image: ImageContent(asset: asset, mode: .aspectFill))),
        ])
        let encoded = Data(Self.vector).base64EncodedString()
        let image = "<image width=\"20\" height=\"10\" href=\"data:image/svg+xml;base64,\(encoded)\"/>"
        // One symbol a mode, each at the picture's own size, fitted or filling as the frames fit it.
        #expect(svg.components(separatedBy: image).count - 1 == 2, "\(svg)")
        #expect(svg.contains("viewBox=\"0 0 20 10\" preserveAspectRatio=\"xMidYMid meet\">\(image)</symbol>"))
        #expect(svg.contains("viewBox=\"0 0 20 10\" preserveAspectRatio=\"xMidYMid slice\">\(image)</symbol>"))
        #expect(!svg.contains("image/png"))
    }

    @Test func anSVGPictureOfAFractionalSizeKeepsItsAspectRatio() throws {
        let asset = ImageAsset(name: "wide.svg", svgData: Self.vector, width: 33.25, height: 10.5)
        let svg = try document([Item(id: "a", content: ElementContent(fill: .white, image: ImageContent(asset: asset)))])
        #expect(svg.contains("viewBox=\"0 0 33.25 10.5\""))
        #expect(svg.contains("<image width=\"33.25\" height=\"10.5\" href=\"data:image/svg+xml;base64,"))
    }
}
