/// A typeface an app ships, under the name its labels use: one or more font files (a regular
/// and a bold, every weight, or one variable font), as an app lists them under `UIAppFonts`.
///
/// A label asks for one of UIKit's nine weights; the family draws it with the file nearest to
/// it, upright faces first. A variable font draws the exact weight its axis covers. A weight
/// the family has no file for is drawn with the nearest file as it is, not emboldened by the
/// renderer: iOS does not synthesise a bold for an app's font either, and a faked bold would
/// not be the app's typeface.
public final class FontFamily: Hashable, Sendable, CustomStringConvertible {
    /// The name labels use for it.
    public let name: String
    /// Its files, in the order given.
    public let files: [FontFile]
    /// Ascent and descent: the regular face's, so that every weight of a label sits on the
    /// same baseline and lines keep one height.
    public let metrics: FontMetrics

    public init(name: String, files: [FontFile]) {
        precondition(!files.isEmpty, "A font family has at least one file")
        self.name = name
        self.files = files
        metrics = Self.face(for: .regular, among: files).file.metrics
    }

    /// The file that draws `weight`, and the weight it draws it at.
    ///
    /// The nearest by weight (CSS's 100…900 scale) among the upright files, or among all when
    /// every file is italic; ties go to the bolder file for weights above regular, the lighter
    /// below, as CSS's font matching does.
    public func face(for weight: FontWeight) -> (file: FontFile, weight: Double) {
        Self.face(for: weight, among: files)
    }

    private static func face(for weight: FontWeight, among files: [FontFile]) -> (file: FontFile, weight: Double) {
        let target = weight.cssWeight
        let upright = files.filter { !$0.isItalic }
        let candidates = upright.isEmpty ? files : upright
        var best = (file: candidates[0], weight: candidates[0].nearestWeight(to: target))
        for file in candidates.dropFirst() {
            let drawn = file.nearestWeight(to: target)
            let distance = abs(drawn - target), bestDistance = abs(best.weight - target)
            if distance < bestDistance || (distance == bestDistance && (target > 400 ? drawn > best.weight : drawn < best.weight)) {
                best = (file, drawn)
            }
        }
        return best
    }

    public var description: String { "\"\(name)\" (\(files.map(\.name).joined(separator: ", ")))" }

    public static func == (lhs: FontFamily, rhs: FontFamily) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.files == rhs.files)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(files.count)
    }
}
