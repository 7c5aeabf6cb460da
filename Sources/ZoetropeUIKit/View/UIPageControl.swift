/// UIKit's `UIPageControl`, drawn as iOS draws it over a light screen: a row of 8-point dots
/// 16 points apart, centred, the current page's in `currentPageIndicatorTintColor` (the label
/// colour by default) and the others in `pageIndicatorTintColor` (the tertiary label colour);
/// nothing for a single page when `hidesForSinglePage`. Its intrinsic size is UIKit's
/// `size(forNumberOfPages:)`: 16 points a page and 26 high. The default colours approximate
/// iOS's adaptive ones (docs/bring-your-own-layout.md).
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { contentDidChange() } }
    open var currentPage = 0 { didSet { contentDidChange() } }
    open var hidesForSinglePage = false { didSet { contentDidChange() } }
    open var pageIndicatorTintColor: UIColor? { didSet { contentDidChange() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { contentDidChange() } }

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(Swift.max(0, pageCount)) * 16 + 16, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override var drawsSystemContent: Bool { true }

    override func drawSystemContent(in ctx: CGContext) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let box = bounds
        let first = box.midX - CGFloat(numberOfPages - 1) * 8
        for page in 0..<numberOfPages {
            let centre = CGPoint(x: first + CGFloat(page) * 16, y: box.midY)
            let colour = page == currentPage ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel
            ControlDrawing.fill(UIBezierPath(ovalIn: CGRect(x: centre.x - 4, y: centre.y - 4, width: 8, height: 8)).cgPath, colour, in: ctx)
        }
    }
}
