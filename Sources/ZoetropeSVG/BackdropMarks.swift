import ZoetropeCore

/// The backdrops marked while an element's shape is written.
final class BackdropMarks {
    var marks: [BackdropMark] = []
}
