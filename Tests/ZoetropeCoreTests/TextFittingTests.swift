import Testing
import ZoetropeCore

/// Text cut short to fit, as UILabel's tail truncation: measured with a stand-in measurer whose
/// every character is 10 points wide, so the expected cuts can be counted by hand.
@Suite struct TextFittingTests {
    struct TenPoints: TextMeasuring {
        func width(of text: String, font: Font) -> Double { Double(text.count) * 10 }
    }

    let font = Font(size: 15)

    @Test func textThatFitsIsLeftAlone() {
        #expect(TextLayout.truncated("Lake", font: font, width: 40, measurer: TenPoints()) == "Lake")
    }

    @Test func textThatDoesNotFitKeepsTheLongestStartThatFitsWithAnEllipsis() {
        // 60 points: five characters and the ellipsis.
        #expect(TextLayout.truncated("Remarkable", font: font, width: 60, measurer: TenPoints()) == "Remar…")
        // A cut after a space drops the space.
        #expect(TextLayout.truncated("Lake at dawn", font: font, width: 60, measurer: TenPoints()) == "Lake…")
        #expect(TextLayout.truncated("Remarkable", font: font, width: 15, measurer: TenPoints()) == "…")
        #expect(TextLayout.truncated("Remarkable", font: font, width: 5, measurer: TenPoints()) == "")
    }

    @Test func wrappedTextStopsAtItsLineLimitWithAnEllipsis() {
        let lines = ["one two", "three", "four five", "six"]
        #expect(TextLayout.limited(lines, to: nil, font: font, width: 90, measurer: TenPoints()) == lines)
        #expect(TextLayout.limited(lines, to: 4, font: font, width: 90, measurer: TenPoints()) == lines)
        #expect(TextLayout.limited(lines, to: 2, font: font, width: 90, measurer: TenPoints()) == ["one two", "three…"])
        // When the ellipsis does not fit after the last kept line, that line is cut further.
        #expect(TextLayout.limited(lines, to: 3, font: font, width: 90, measurer: TenPoints()) == ["one two", "three", "four fiv…"])
    }

    @Test func aCollectionViewFitsLabelsToTheirElements() throws {
        var long = Item(id: "long")
        long.content.label = Label(text: "A remarkably long headline", alignment: .center, insets: EdgeInsets(all: 10))
        var centred = Item(id: "centred")
        centred.content.label = Label(text: "A remarkably long headline")
        var wrapped = Item(id: "wrapped")
        wrapped.content.label = Label(text: "one two three four five six seven", wraps: true, insets: EdgeInsets(all: 10), maximumLines: 2)
        let view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [long, centred, wrapped])]),
                                      layout: FlowLayout(itemSize: Size(width: 120, height: 60)), bounds: Rect(x: 0, y: 0, width: 130, height: 300),
                                      textMeasurer: TenPoints())
        let contents = view.stillTransition(duration: 0).tracks.compactMap { $0.content.label }
        // Aligned: inside the insets (100 points, nine characters and the ellipsis); centred:
        // the whole width (120 points).
        #expect(contents[0].fittedText == "A remarka…")
        #expect(contents[1].fittedText == "A remarkabl…")
        #expect(contents[2].lines == ["one two", "three fou…"])
    }
}
