/// The paragraph attributes text is drawn with (`NSAttributedString.Key.paragraphStyle`): its
/// alignment is honoured by `draw(in:withAttributes:)`; the rest is kept.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var paragraphSpacing: CGFloat = 0

    public override init() {
        super.init()
    }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
