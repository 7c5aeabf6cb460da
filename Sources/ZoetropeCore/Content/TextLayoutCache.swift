import Synchronization

/// Wrapped lines already laid out, by text, font and width.
///
/// Self-sizing measures each item's text at every prepare; the cache makes that one
/// measurement per distinct text and width for the life of a collection view, so the sizes an
/// item has in every frame of an animation are the ones it was measured with. A class because
/// it is shared by every copy of a collection view and its layout contexts; a `Mutex` keeps it
/// safe to share across threads.
package final class TextLayoutCache: Sendable {
    private struct Key: Hashable {
        var text: String
        var font: Font
        var width: Double
    }

    private let storage = Mutex<[Key: [String]]>([:])
    private let fitted = Mutex<[Key: String]>([:])

    package init() {}

    /// The lines of `label` broken to `width`, measured with `measurer` the first time.
    package func lines(of label: Label, width: Double, measurer: any TextMeasuring) -> [String] {
        let key = Key(text: label.text, font: label.font, width: width)
        if let cached = storage.withLock({ $0[key] }) { return cached }
        let lines = TextLayout.lines(of: label.text, font: label.font, width: width, measurer: measurer)
        storage.withLock { $0[key] = lines }
        return lines
    }

    /// `label`'s text cut to `width` with an ellipsis, measured with `measurer` the first time.
    package func fittedText(of label: Label, width: Double, measurer: any TextMeasuring) -> String {
        let key = Key(text: label.text, font: label.font, width: width)
        if let cached = fitted.withLock({ $0[key] }) { return cached }
        let text = TextLayout.truncated(label.text, font: label.font, width: width, measurer: measurer)
        fitted.withLock { $0[key] = text }
        return text
    }
}
