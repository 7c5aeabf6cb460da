/// Measures an element's content the way its app would: how a self-sizing cell answers
/// UIKit's `preferredLayoutAttributesFitting(_:)`. A layout asks it, for content that has a
/// `measurementKey`, before measuring the content's label itself.
public protocol ContentMeasuring: AnyObject, Sendable {
    /// The size the content takes when the layout proposes `proposed`: a dimension the layout
    /// estimates may change, one it fixes stays. Nil: not this measurer's content.
    func fittingSize(of content: ElementContent, proposed: Size, widthIsEstimated: Bool, heightIsEstimated: Bool) -> Size?
}
