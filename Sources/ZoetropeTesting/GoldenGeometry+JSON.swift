import Foundation
import ZoetropeCore

extension GoldenGeometry {
    /// The file kept in a folder of golden frames.
    public static let fileName = "geometry.json"

    /// The error for a `geometry.json` that cannot be read.
    public struct UnreadableFile: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): not a geometry file Zoetrope can read (\(reason)); record the goldens again on purpose" }
    }

    /// As JSON: one element a line, numbers to 1/10,000 of a point, so that the same geometry
    /// gives the same bytes and a change reads well in a diff.
    public var json: String {
        func number(_ value: Double) -> String { DecimalText.string(value, decimals: 4) }
        func point(_ point: Point?) -> String { point.map { "[\(number($0.x)), \(number($0.y))]" } ?? "null" }
        let quoted = JSONText.quoted
        let momentTexts = moments.map { moment in
            let elementLines = moment.elements.map { element in
                let frame = element.frame
                return "      {\"name\": \(quoted(element.name)), \"frame\": [\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))], "
                    + "\"corners\": [\(element.corners.map(point).joined(separator: ", "))], \"alpha\": \(number(element.alpha))"
                    + (element.isHidden ? ", \"hidden\": true}" : "}")
            }
            return "    {\"time\": \(number(moment.time)), \"contentOffset\": \(point(moment.contentOffset)), \"elements\": [\n"
                + elementLines.joined(separator: ",\n") + (elementLines.isEmpty ? "" : "\n") + "    ]}"
        }
        return "{\n  \"zoetrope\": \"geometry 1\",\n  \"moments\": [\n" + momentTexts.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The geometry in `json`; `path` names the file in the error.
    public init(json: String, path: String = GoldenGeometry.fileName) throws(UnreadableFile) {
        func fail(_ reason: String) -> UnreadableFile { UnreadableFile(path: path, reason: reason) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { throw fail("not a JSON object") }
        guard object["zoetrope"] as? String == "geometry 1" else { throw fail("\"zoetrope\" is not \"geometry 1\"") }
        guard let moments = object["moments"] as? [[String: Any]] else { throw fail("$.moments is not an array of objects") }
        func numbers(_ value: Any?, _ count: Int) -> [Double]? {
            guard let array = value as? [Any], array.count == count else { return nil }
            let values = array.compactMap { ($0 as? NSNumber)?.doubleValue }
            return values.count == count ? values : nil
        }
        var read: [Moment] = []
        for (m, moment) in moments.enumerated() {
            guard let time = (moment["time"] as? NSNumber)?.doubleValue else { throw fail("$.moments[\(m)].time is not a number") }
            guard let offset = numbers(moment["contentOffset"], 2) else { throw fail("$.moments[\(m)].contentOffset is not [x, y]") }
            guard let elements = moment["elements"] as? [[String: Any]] else { throw fail("$.moments[\(m)].elements is not an array of objects") }
            var readElements: [Element] = []
            for (e, element) in elements.enumerated() {
                let at = "$.moments[\(m)].elements[\(e)]"
                guard let name = element["name"] as? String else { throw fail("\(at).name is not a string") }
                guard let frame = numbers(element["frame"], 4) else { throw fail("\(at).frame is not [x, y, width, height]") }
                guard let corners = element["corners"] as? [Any], corners.count == 4 else { throw fail("\(at).corners is not four corners") }
                var points: [Point?] = []
                for (c, corner) in corners.enumerated() {
                    if corner is NSNull { points.append(nil); continue }
                    guard let xy = numbers(corner, 2) else { throw fail("\(at).corners[\(c)] is not [x, y] or null") }
                    points.append(Point(x: xy[0], y: xy[1]))
                }
                guard let alpha = (element["alpha"] as? NSNumber)?.doubleValue else { throw fail("\(at).alpha is not a number") }
                readElements.append(Element(name: name, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                                            corners: points, alpha: alpha, isHidden: element["hidden"] as? Bool ?? false))
            }
            read.append(Moment(time: time, contentOffset: Point(x: offset[0], y: offset[1]), elements: readElements))
        }
        self.init(moments: read)
    }

    /// The geometry kept in `folder` (a folder of golden frames), nil when it has none: goldens
    /// recorded before geometry was kept, or by `zoetrope compare --record` from frames that
    /// carried none.
    public init?(besideGoldenFrames folder: String) throws(UnreadableFile) {
        let path = folder + "/" + Self.fileName
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        try self.init(json: String(decoding: data, as: UTF8.self), path: path)
    }
}
