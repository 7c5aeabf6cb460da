import Foundation
import ZoetropeCore

/// A comparison as JUnit XML, the format every CI system shows as test results (GitHub
/// Actions reporters, GitLab, Jenkins, Buildkite, CircleCI).
///
/// One comparison is one fixture's frames, so it is one test suite holding one test case named
/// after the fixture: passed when every frame matches; otherwise a `<failure>` whose message
/// says how many frames differ and whose text lists each differing frame with its counts (frames
/// that differ the same way on one line). Many parsers show only the first `<failure>` of a
/// case, so the frames are lines of one failure rather than failures of their own. CI runs
/// one `compare` per fixture and collects the files (`reports/*.xml`).
package struct JUnitReport: Sendable {
    package var comparison: FrameSetComparison
    /// The test case's name: the fixture's (by default, the actual folder's or file's name).
    package var name: String
    /// Seconds the comparison took.
    package var seconds: Double
    /// Where the HTML report is, when one was written: named in the case's output.
    package var reportPath: String?

    package init(comparison: FrameSetComparison, name: String? = nil, seconds: Double = 0, reportPath: String? = nil) {
        self.comparison = comparison
        let stem = (comparison.actual as NSString).lastPathComponent
        self.name = name ?? (stem.lowercased().hasSuffix(".png") ? String(stem.dropLast(4)) : stem)
        self.seconds = seconds
        self.reportPath = reportPath
    }

    /// The XML document.
    package var xml: String {
        let failed = comparison.matches ? 0 : 1
        let time = String(format: "%.3f", seconds)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"zoetrope compare\" tests=\"1\" failures=\"\(failed)\" errors=\"0\" time=\"\(time)\">\n"
        text += "  <testsuite name=\"\(Self.escape(name))\" tests=\"1\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
        text += "    <testcase name=\"\(Self.escape(name))\" classname=\"zoetrope.compare\" time=\"\(time)\">\n"
        if !comparison.matches {
            let differing = comparison.differing.count, count = comparison.frames.count
            let message = "\(differing) of \(count) frame\(count == 1 ? "" : "s") \(differing == 1 ? "differs" : "differ") from \(comparison.expected)"
            let lines = comparison.differingGroups.map { FrameSetComparison.summary(of: $0) }
            text += "      <failure message=\"\(Self.escape(message))\" type=\"FramesDiffer\">\(Self.escape(lines.joined(separator: "\n")))</failure>\n"
        }
        var output = "actual \(comparison.actual), expected \(comparison.expected), threshold \(comparison.options.threshold)"
        if let reportPath { output += "\nreport: \(reportPath)/index.html" }
        text += "      <system-out>\(Self.escape(output))</system-out>\n"
        text += "    </testcase>\n  </testsuite>\n</testsuites>\n"
        return text
    }

    /// The document for a comparison that could not be made (a folder missing, a corrupt
    /// frame): the case has an `<error>`, as a test that could not run.
    package static func errorXML(name: String, message: String) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"zoetrope compare\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0.000\">\n"
        text += "  <testsuite name=\"\(escape(name))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0.000\">\n"
        text += "    <testcase name=\"\(escape(name))\" classname=\"zoetrope.compare\" time=\"0.000\">\n"
        text += "      <error message=\"\(escape(message))\" type=\"InvalidInput\"/>\n"
        text += "    </testcase>\n  </testsuite>\n</testsuites>\n"
        return text
    }

    /// Text made safe for XML content and attributes.
    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
