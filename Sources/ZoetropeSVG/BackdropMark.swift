import ZoetropeCore

/// A part of an element that blurs what lies behind it (`BackdropBlur`), where the shape list
/// of its element reaches it: `index` is the first part drawn over the blur, `mask` the part's
/// outline filled white, in the element's coordinates.
struct BackdropMark {
    var index: Int
    var blur: BackdropBlur
    var mask: String
}
