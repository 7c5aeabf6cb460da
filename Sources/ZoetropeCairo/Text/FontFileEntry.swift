import CCairo
import CPango
import CHarfBuzz
import ZoetropeCore

/// A font file the shaper has seen: the file itself, held weakly (the scene's labels hold it
/// while anything can draw them, and a glyph's face name finds it again), and its loaded face
/// while it is cached.
struct FontFileEntry {
    weak var source: FontFile?
    var loaded: LoadedFontFile?
    var lastUse: Int
}
