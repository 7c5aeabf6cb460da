import Testing
import ZoetropeCore

/// Content written left to right, shown in a right-to-left interface: the leading side moves
/// to the right, the text itself is not turned around.
@Suite struct RightToLeftContentTests {
    /// A leading label with a 16-point leading inset starts 16 points from the right edge,
    /// whatever its text's own direction (natural alignment follows the interface).
    @Test func aLeadingLabelStartsAtTheRightInset() {
        let label = Label(text: "Wi-Fi", alignment: .leading, insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 40))
        let mirrored = label.mirroredForRightToLeft()
        #expect(mirrored.insets.left == 40 && mirrored.insets.right == 16)
        let size = Size(width: 300, height: 44)
        // Left to right: the line starts 16 points in from the left edge (−150 + 16).
        #expect(LabelGeometry.singleLinePosition(label, advance: 50, elementSize: size).x == -134)
        // Right to left: it ends 16 points in from the right edge (150 − 16 − 50).
        #expect(LabelGeometry.singleLinePosition(mirrored, advance: 50, elementSize: size).x == 84)
        #expect(LabelGeometry.singleLinePosition(mirrored, advance: 50, elementSize: size, rightToLeft: true).x == 84)
        // A trailing accessory goes to the left, inside what was its right inset.
        var accessory = label
        accessory.alignment = .trailing
        #expect(LabelGeometry.singleLinePosition(accessory.mirroredForRightToLeft(), advance: 50, elementSize: size).x == -110)
    }

    /// A centred label stays centred.
    @Test func aCentredLabelStaysCentred() {
        let label = Label(text: "1", insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 40))
        let size = Size(width: 300, height: 44)
        #expect(LabelGeometry.singleLinePosition(label.mirroredForRightToLeft(), advance: 20, elementSize: size).x == -10)
    }

    /// An icon 16 points from the leading edge sits 16 points from the right edge.
    @Test func anIconMovesToTheRight() {
        var content = ElementContent(fill: .white)
        content.icon = Icon(color: .black, size: 29, leadingInset: 16)
        let mirrored = content.mirroredForRightToLeft()
        #expect(content.icon?.frame(inElementOfWidth: 300).minX == -134)
        #expect(mirrored.icon?.frame(inElementOfWidth: 300).maxX == 134)
    }

    /// A subview pinned to the left edge and stretching with the element is pinned to the
    /// right edge once mirrored, at every width.
    @Test func aSubviewFrameIsMirroredAtEverySize() {
        // x = 10, width = 0.5 × element width − 20: a left-hand column.
        let frame = ResizingFrame(x: .init(constant: 10), y: .init(constant: 0),
                                  width: .init(constant: -20, perWidth: 0.5), height: .init(constant: 30))
        let mirrored = frame.mirroredAcrossWidth()
        for width in [100.0, 240, 390] {
            let size = Size(width: width, height: 50)
            let original = frame.rect(in: size), flipped = mirrored.rect(in: size)
            #expect(flipped.width == original.width)
            #expect(flipped.maxX == width - original.minX)
        }
        var content = ElementContent(fill: .white)
        content.subviews = [Subview(frame: frame, content: ElementContent(fill: .black))]
        #expect(content.mirroredForRightToLeft().subviews.first?.frame == mirrored)
    }
}
