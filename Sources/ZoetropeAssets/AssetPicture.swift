import ZoetropeCore

/// A picture of a catalogue, chosen for a screen: its file and the size it is shown at.
public struct AssetPicture: Hashable, Sendable {
    /// The set's name.
    public let name: String
    /// The file's picture (an SVG one for a PDF).
    public let asset: ImageAsset
    /// Its size in points: a PNG's pixels over its scale; a vector picture's own size.
    public let size: Size
    /// The pixels a point of the file chosen (the screen's scale for a vector picture).
    public let scale: Int
    public let renderingIntent: AssetImageSet.RenderingIntent
}
