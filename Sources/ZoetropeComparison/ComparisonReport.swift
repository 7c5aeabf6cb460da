import Foundation
import ZoetropeCairo

/// A comparison written out for people and for machines: `index.html` (a filmstrip of every
/// frame, then for each frame that differs — once for frames that differ the same way — its
/// expected, actual and diff images side by side,
/// and the two over each other as a swipe or an onion skin; frames labelled by time and step
/// when the comparison was labelled),
/// `summary.json`, and the images it shows, all in one folder that opens in a browser with no
/// server and can be moved or archived as a whole (no path leads out of it).
public struct ComparisonReport: Sendable {
    public var comparison: FrameSetComparison
    /// Thumbnails in the filmstrip are this many pixels tall.
    public var thumbnailHeight = 96

    public init(comparison: FrameSetComparison) {
        self.comparison = comparison
    }

    /// Writes the report's files into `folder`, which must exist and should be empty, with the
    /// marker that lets the next `compare --report` replace it (`ReplaceableFolder`).
    public func write(to folder: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/thumbnails", withIntermediateDirectories: true)
        try Data("A comparison report written by zoetrope compare: the next --report into this folder replaces it.\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/" + ReplaceableFolder.markerName))
        var entries: [[String: Any]] = []
        var strip = ""
        var sections = ""
        // Frames that differ the same way share one section, the first one's.
        let indexOfName = Dictionary(comparison.frames.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var groupOfFrame: [Int: [FrameSetComparison.Frame]] = [:]
        var firstOfFrame: [Int: Int] = [:]
        for group in comparison.differingGroups {
            guard let first = group.first.flatMap({ indexOfName[$0.name] }) else { continue }
            groupOfFrame[first] = group
            for frame in group { if let index = indexOfName[frame.name] { firstOfFrame[index] = first } }
        }
        for (index, frame) in comparison.frames.enumerated() {
            let stem = "\(index)-" + Self.safeName(frame.name)
            var entry = Self.entry(for: frame)
            let anchor = firstOfFrame[index] ?? index
            if anchor != index { entry["sameAs"] = comparison.frames[anchor].name }
            // The filmstrip shows the actual frame (or the expected one, when it is missing).
            if let source = frame.actualPath ?? frame.expectedPath, let image = Self.load(source) {
                let height = Swift.min(thumbnailHeight, image.height)
                let width = Swift.max(1, Int((Double(image.width) * Double(height) / Double(image.height)).rounded()))
                try image.resized(width: width, height: height).writePNG(to: "\(folder)/thumbnails/\(stem).png")
                let mark = frame.status == .matched ? "same" : "different"
                let link = frame.status == .matched ? "" : " href=\"#f\(anchor)\""
                strip += "<a class=\"\(mark)\"\(link) title=\"\(Self.html(frame.summary))\"><img src=\"thumbnails/\(stem).png\" alt=\"\(Self.html(frame.name))\"></a>\n"
            }
            if frame.status != .matched, anchor == index {
                let images = try figures(of: frame, index: index, stem: stem, in: folder, entry: &entry)
                let heading = FrameSetComparison.summary(of: groupOfFrame[index] ?? [frame])
                sections += "<section id=\"f\(index)\"><h2>\(Self.html(heading))</h2>\n<div class=\"row\">\n\(images)</div></section>\n"
            }
            entries.append(entry)
        }

        let differing = comparison.differing.count
        let options = comparison.options
        let verdict = differing == 0
            ? (comparison.frames.count == 1 ? "The frame matches." : "All \(comparison.frames.count) frames match.")
            : "\(differing) of \(comparison.frames.count) frame\(comparison.frames.count == 1 ? "" : "s") \(differing == 1 ? "differs" : "differ")."
        let html = Self.page(filling: [
            "verdict": Self.html(verdict), "thumbnailHeight": "\(thumbnailHeight)",
            "actual": Self.html(comparison.actual), "expected": Self.html(comparison.expected),
            "threshold": "\(options.threshold)", "maximumCount": "\(options.maximumDifferingPixels)",
            "maximumPercent": "\(options.maximumDifferingRatio * 100)", "antialiasingNot": options.countsAntialiasing ? "" : "not ",
            "strip": strip, "sections": sections,
        ])
        try html.write(toFile: folder + "/index.html", atomically: true, encoding: .utf8)
        try summary(frames: entries).write(to: URL(fileURLWithPath: folder + "/summary.json"))
    }

    /// A differing frame's figures: the expected and actual frames copied into the report (or
    /// a box saying one is missing), the two over each other when both are there, and the diff;
    /// `entry` gets their paths.
    private func figures(of frame: FrameSetComparison.Frame, index: Int, stem: String, in folder: String,
                         entry: inout [String: Any]) throws -> String {
        var images = ""
        for (role, path) in [("expected", frame.expectedPath), ("actual", frame.actualPath)] {
            guard let path else {
                images += "<figure><div class=\"absent\">no \(role) frame</div><figcaption>\(role)</figcaption></figure>\n"
                continue
            }
            try? FileManager.default.removeItem(atPath: "\(folder)/frames/\(stem).\(role).png")
            try FileManager.default.copyItem(atPath: path, toPath: "\(folder)/frames/\(stem).\(role).png")
            entry[role] = "frames/\(stem).\(role).png"
            images += "<figure><img src=\"frames/\(stem).\(role).png\" alt=\"\(role)\"><figcaption>\(role)</figcaption></figure>\n"
        }
        if frame.status == .differed, frame.expectedPath != nil, frame.actualPath != nil, let size = frame.actualSize {
            // The two over each other: a swipe (the actual frame uncovered from the
            // left) or an onion skin (the actual frame faded over the expected one).
            let width = Swift.min(380, size.width)
            images += """
                <figure class="viewer"><div class="stage" style="width:\(width)px"><img src="frames/\(stem).expected.png" alt="expected" style="width:\(width)px">\
                <div class="over"><img src="frames/\(stem).actual.png" alt="actual" style="width:\(width)px"></div></div>
                <figcaption><label><input type="radio" name="mode\(index)" value="swipe" checked> swipe</label>
                <label><input type="radio" name="mode\(index)" value="onion"> onion skin</label>
                <input type="range" min="0" max="100" value="50" aria-label="how much of the actual frame shows"></figcaption></figure>

                """
        }
        if let diff = frame.diffPNG {
            try Data(diff).write(to: URL(fileURLWithPath: "\(folder)/frames/\(stem).diff.png"))
            entry["diff"] = "frames/\(stem).diff.png"
            images += "<figure><img src=\"frames/\(stem).diff.png\" alt=\"diff\"><figcaption>diff: \(Self.html(diffLegend))</figcaption></figure>\n"
        }
        return images
    }

    /// The summary alone, as `summary.json` has it but without the report's image paths: for a
    /// program reading standard output.
    public func summaryJSON() throws -> Data {
        try summary(frames: comparison.frames.map(Self.entry(for:)))
    }

    /// The `summary.json` of the report written into `folder`, with the paths of the report's
    /// images (`expected`, `actual`, `diff`) made to open from where `folder` was named, and
    /// `report` naming the folder: what `compare --report DIR --json` prints.
    public static func summaryJSON(ofReportIn folder: String) throws -> Data {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/summary.json"))
        guard var summary = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let frames = summary["frames"] as? [[String: Any]] else { return data }
        summary["frames"] = frames.map { frame in
            var frame = frame
            for key in ["expected", "actual", "diff"] {
                if let path = frame[key] as? String { frame[key] = folder + "/" + path }
            }
            return frame
        }
        summary["report"] = folder
        return try JSONSerialization.data(withJSONObject: summary, options: [.prettyPrinted, .sortedKeys])
    }

    private func summary(frames: [[String: Any]]) throws -> Data {
        let options = comparison.options
        let matcher = options.matcher
        func rgb(_ colour: PixelMatch.Colour) -> [Int] { [Int(colour.red), Int(colour.green), Int(colour.blue)] }
        var settings: [String: Any] = [
            "threshold": options.threshold, "countsAntialiasing": options.countsAntialiasing,
            "maximumDifferingPixels": options.maximumDifferingPixels, "maximumDifferingRatio": options.maximumDifferingRatio,
            "metric": matcher.metric.rawValue, "checkerboard": matcher.blendsOverCheckerboard, "alpha": matcher.fadedOpacity,
            "aaColor": rgb(matcher.antialiasingColour), "diffColor": rgb(matcher.differenceColour), "diffMask": matcher.drawsMask,
        ]
        if let colour = matcher.darkerDifferenceColour { settings["diffColorAlt"] = rgb(colour) }
        if let size = matcher.windowSize { settings["windowSize"] = size }
        let summary: [String: Any] = [
            "actual": comparison.actual, "expected": comparison.expected, "matches": comparison.matches,
            "frames": frames, "differing": comparison.differing.count, "options": settings,
        ]
        return try JSONSerialization.data(withJSONObject: summary, options: [.prettyPrinted, .sortedKeys])
    }

    /// A frame's entry: its outcome, the images compared (as given) and their sizes. A frame of
    /// another size than its expected one has both sizes and no pixel counts.
    private static func entry(for frame: FrameSetComparison.Frame) -> [String: Any] {
        var entry: [String: Any] = ["name": frame.name, "status": frame.status.rawValue]
        if let label = frame.label { entry["label"] = label }
        if let path = frame.actualPath { entry["actualPath"] = path }
        if let path = frame.expectedPath { entry["expectedPath"] = path }
        if let size = frame.actualSize { entry["actualSize"] = ["width": size.width, "height": size.height] }
        if let size = frame.expectedSize { entry["expectedSize"] = ["width": size.width, "height": size.height] }
        if let match = frame.match {
            entry["largestDifference"] = match.largestDifference
            entry["differingPixels"] = match.differingPixels
            entry["antialiasedPixels"] = match.antialiasedPixels
            entry["pixels"] = match.pixelCount
            entry["differingRatio"] = match.differingRatio
            if let densest = match.densestWindowPixels, let side = match.windowSide {
                entry["densestWindowPixels"] = densest
                entry["windowSize"] = side
            }
        }
        return entry
    }

    static func load(_ path: String) -> RasterImage? {
        FileManager.default.contents(atPath: path).flatMap { try? RasterImage(pngData: [UInt8]($0)) }
    }

    /// A file name safe anywhere: letters, digits, '.', '_' and '-'.
    public static func safeName(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            let allowed = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
            return allowed ? Character(scalar) : "_"
        }).replacingOccurrences(of: ".png", with: "")
    }

    /// What the diff image's colours mean, with the options the comparison used.
    var diffLegend: String {
        let matcher = comparison.options.matcher
        func name(_ colour: PixelMatch.Colour) -> String {
            switch (colour.red, colour.green, colour.blue) {
            case (255, 0, 0): return "red"
            case (255, 255, 0): return "yellow"
            case (0, 255, 0): return "green"
            case (0, 0, 255): return "blue"
            case (255, 0, 255): return "magenta"
            default: return "rgb(\(colour.red), \(colour.green), \(colour.blue))"
            }
        }
        var parts = ["differences in \(name(matcher.differenceColour))"]
        if let darker = matcher.darkerDifferenceColour { parts.append("where the expected frame is darker, \(name(darker))") }
        if matcher.drawsMask {
            parts.append("nothing else (a mask)")
        } else {
            parts.append("anti-aliasing in \(name(matcher.antialiasingColour))")
        }
        return parts.joined(separator: ", ")
    }

    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
