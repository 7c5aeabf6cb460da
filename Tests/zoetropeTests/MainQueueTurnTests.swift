import Foundation
import Testing
import ZoetropeTestSupport

/// `DispatchQueue.main.async` inside a recording, as view controllers and layout libraries use
/// it to defer work a turn: on the main thread (an app's or a script's recording), the blocks
/// run when the turn ends, as the phone's run loop runs them, and what they change is recorded.
/// The test process runs its tests off the main thread, so it runs the documentation's snippet,
/// an executable of its own.
@Suite struct MainQueueTurnTests {
    @Test func aBlockQueuedOnTheMainQueueRunsInTheNextTurnAndIsRecorded() throws {
        let snippet = try #require(BuildProducts.find("DeferredToTheNextTurn"), "the snippet's executable (swift build builds Snippets/)")
        let result = try DocumentationCodeBlockTests.run([snippet])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("deferred block ran: true; cells at the end: 7;"), "\(result.output)")
    }
}
