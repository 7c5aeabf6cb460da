import Testing
import ZoetropeCore
import ZoetropeScene

/// Steps with moves, reloads, UIKit's data-source mode, and whole snapshots.
@Suite struct FixtureStepTests {
    func fixture(steps: String) -> String {
        """
        {
          "version": 1,
          "viewport": {"width": 320, "height": 480},
          "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}},
          "sections": [{"id": "s", "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}],
          "steps": [
            \(steps)
          ]
        }
        """
    }

    func timeline(_ steps: String) throws(FixtureError) -> Timeline {
        try FixtureDocument.decode(Array(fixture(steps: steps).utf8), file: "t.json").makeTimeline()
    }

    func error(_ steps: String) -> String? {
        do {
            _ = try timeline(steps)
            return nil
        } catch {
            return error.description
        }
    }

    func reasons(_ timeline: Timeline, step: Int) -> [String: String] {
        var result: [String: String] = [:]
        for track in timeline.segments[step].transition.tracks {
            if case .item(let id) = track.identity { result[id.rawValue, default: ""] += track.reason?.rawValue ?? "staying" }
        }
        return result
    }

    @Test func movesAndReloadsAnimateWithTheirReasons() throws {
        let timeline = try timeline(#"{"moveItems": [{"from": [0, 0], "to": [0, 2]}], "reloadItems": [{"at": [0, 1], "item": {"id": "b", "label": "B"}}]}"#)
        #expect(reasons(timeline, step: 0) == ["a": "moved", "b": "reloadedreloaded", "c": "shifted"])
    }

    @Test func aStepWithOnlyDataAnimatesTheDifference() throws {
        let timeline = try timeline(#"{"sections": [{"id": "s", "items": [{"id": "c"}, {"id": "a"}, {"id": "x"}]}]}"#)
        #expect(reasons(timeline, step: 0) == ["c": "moved", "a": "shifted", "b": "deleted", "x": "inserted"])
    }

    @Test func aStepWithDataAndOperationsIsCheckedAsUIKitChecksIt() throws {
        let valid = try timeline(#"{"insertItems": [[0, 3]], "sections": [{"id": "s", "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "z"}]}]}"#)
        #expect(reasons(valid, step: 0)["z"] == "inserted")
        // The data gained an item the operations do not account for.
        #expect(error(#"{"deleteItems": [[0, 0]], "sections": [{"id": "s", "items": [{"id": "b"}, {"id": "c"}, {"id": "z"}]}]}"#)
                == "t.json:7:43: $.steps[0].sections: invalid update in step 0 (delete item [0, 0]): Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        // The operations move a to the end, but the data put it in the middle: c, shifted to
        // [0, 1] by the move, finds a there.
        #expect(error(#"{"moveItems": [{"from": [0, 0], "to": [0, 2]}], "sections": [{"id": "s", "items": [{"id": "b"}, {"id": "a"}, {"id": "c"}]}]}"#)
                == "t.json:7:65: $.steps[0].sections: invalid update in step 0 (move item [0, 0] → [0, 2]): the update takes item \"c\" from [0, 2] to [0, 1], but the data after the update has item \"a\" there (UIKit would keep showing \"c\"'s cell, unchanged)")
    }

    @Test func insertsAreWrittenToSuitWhereTheDataComesFrom() {
        #expect(error(#"{"insertItems": [[0, 3]]}"#)
                == "t.json:7:22: $.steps[0].insertItems[0]: an inserted item written as just its place needs the step's \"sections\" (the data after the update); otherwise write {\"at\": …, \"item\": {…}}")
        #expect(error(#"{"insertItems": [{"at": [0, 3], "item": {"id": "z"}}], "sections": []}"#)
                == "t.json:7:22: $.steps[0].insertItems[0]: this step gives the data after the update in \"sections\", so write the inserted item as just its place")
    }

    @Test func aRepeatedIdentityInAStepsDataIsReportedWhereItRepeats() {
        #expect(error(#"{"sections": [{"id": "s", "items": [{"id": "a"}, {"id": "a"}]}]}"#)
                == "t.json:7:54: $.steps[0].sections[0].items[1]: item id \"a\" is used at [0, 0] and at [0, 1]; item ids must be unique in the collection")
    }
}
