import ZoetropeCore

/// Measures a collection view's self-sizing cells as UIKit does: a layout that estimates a
/// dimension proposes a size, and the cell answers through
/// `preferredLayoutAttributesFitting(_:)` (by default, what its constraints give:
/// `systemLayoutSizeFitting` with the estimated dimensions free and the others fixed).
///
/// It keeps each cell whose content it may be asked about (those laid out by Auto Layout),
/// and each answer, by cell and proposal: a layout prepared again asks again.
final class CellMeasurer: ContentMeasuring, @unchecked Sendable {
    private var views: [Int: UICollectionReusableView] = [:]
    private var nextKey = 0
    private struct Question: Hashable {
        var key: Int
        var width: Double, height: Double
        var widthIsEstimated: Bool, heightIsEstimated: Bool
    }
    private var answers: [Question: Size] = [:]

    /// Keeps `view`; its content carries the key returned.
    func register(_ view: UICollectionReusableView) -> Int {
        nextKey += 1
        views[nextKey] = view
        return nextKey
    }

    func fittingSize(of content: ElementContent, proposed: Size, widthIsEstimated: Bool, heightIsEstimated: Bool) -> Size? {
        guard let key = content.measurementKey, let view = views[key] else { return nil }
        let question = Question(key: key, width: proposed.width, height: proposed.height,
                                widthIsEstimated: widthIsEstimated, heightIsEstimated: heightIsEstimated)
        if let answer = answers[question] { return answer }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: proposed.width, height: proposed.height)
        view.selfSizingPriorities = (widthIsEstimated ? .fittingSizeLevel : .required, heightIsEstimated ? .fittingSizeLevel : .required)
        defer { view.selfSizingPriorities = nil }
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        let answer = Size(width: widthIsEstimated ? Double(preferred.size.width) : proposed.width,
                          height: heightIsEstimated ? Double(preferred.size.height) : proposed.height)
        answers[question] = answer
        return answer
    }
}
