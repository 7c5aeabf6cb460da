#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// `zoetrope port` on a pager that flips its pages from a timer made with a target and a
/// selector, as paging libraries write it: Swift on Linux has no selectors to call, so the
/// timer gets the block form, which both platforms compile and which calls the same method.
@Suite struct PortTimerTests {
    typealias CLI = CommandLineRunner

    @Test func aTimersSelectorBecomesABlockThatCallsTheSameMethod() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            final class Pager: UIView {
                var timer: Timer?
                var interval: CGFloat = 3
                private(set) var flips = 0

                func startTimer() {
                    self.timer = Timer.scheduledTimer(timeInterval: TimeInterval(self.interval), target: self, selector: #selector(self.flipNext(sender:)), userInfo: nil, repeats: true)
                    RunLoop.current.add(self.timer!, forMode: .common)
                    let settle = Timer(timeInterval: 0.5, target: self, selector: #selector(settleDown), userInfo: nil, repeats: false)
                    RunLoop.current.add(settle, forMode: .common)
                }

                @objc func flipNext(sender: Timer?) { flips += 1 }
                @objc func settleDown() {}
            }
            """
        try source.write(toFile: root + "/Pager.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Pager.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains(
            "Pager.swift:9:22: Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) → Timer.scheduledTimer(withTimeInterval:repeats:block:) calling flipNext"),
                "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/Pager.swift", encoding: .utf8)
        #expect(ported.contains(
            "Timer.scheduledTimer(withTimeInterval: TimeInterval(self.interval), repeats: true) { timer in self.flipNext(sender: timer) }"), "\(ported)")
        #expect(ported.contains("Timer(timeInterval: 0.5, repeats: false) { timer in self.settleDown() }"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// A file that imports Foundation beside UIKit and schedules a timer: ZoetropeUIKit's
    /// timers (on the recording's clock) stand in for Foundation's, so the file sees
    /// Foundation through ZoetropeUIKit alone, and its timer call is not ambiguous.
    @Test func aFileThatImportsFoundationBesideUIKitSeesItThroughZoetropeUIKit() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import Foundation
            import UIKit

            final class Banner: UIView {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in self?.setNeedsLayout() }
                    RunLoop.main.add(timer!, forMode: .common)
                    let settle = Timer(timeInterval: 0.5, repeats: false) { _ in }
                    RunLoop.main.add(settle, forMode: .default)
                }
            }
            """
        try source.write(toFile: root + "/Banner.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Banner.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("Banner.swift:1:1: import Foundation kept for iOS only (#if canImport(UIKit))"), "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/Banner.swift", encoding: .utf8)
        #expect(ported.hasPrefix("#if canImport(UIKit)\nimport Foundation\n#endif\n"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// A timer that passes `userInfo` has no block form to carry it: it is left as written,
    /// and Swift says where.
    @Test func aTimerWithUserInfoIsLeftAsWritten() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            final class Ticker: UIView {
                func start() {
                    _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: ["page": 2], repeats: true)
                }
                @objc func tick(_ timer: Timer) {}
            }
            """
        try source.write(toFile: root + "/Ticker.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Ticker.swift", "--in-place"])
        #expect(!result.standardOutput.contains("repeats:block:"), "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/Ticker.swift", encoding: .utf8)
        #expect(ported.contains("userInfo: [\"page\": 2]"), "\(ported)")
    }
}
#endif
