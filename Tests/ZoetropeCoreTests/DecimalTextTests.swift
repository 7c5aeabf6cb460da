import Testing
import ZoetropeCore

/// Numbers written into files and messages: every Double prints, none traps.
struct DecimalTextTests {
    @Test func roundsAndDropsTrailingZeros() {
        #expect(DecimalText.string(1.2500, decimals: 3) == "1.25")
        #expect(DecimalText.string(-0.0004, decimals: 3) == "0")
        #expect(DecimalText.string(2, decimals: 2) == "2")
    }

    /// `--at 1e19` is reported in an error message; printing it must not trap on the way
    /// to Int64.
    @Test func numbersPastInt64PrintInPowersOfTen() {
        #expect(DecimalText.string(1e19) == "1e19")
        #expect(DecimalText.string(-1e19) == "-1e19")
        #expect(DecimalText.string(1e308, decimals: 0) == "1e308")
        #expect(DecimalText.string(.greatestFiniteMagnitude) == "1.7976931348623157e308")
        #expect(DecimalText.string(9e15 + 2) == "9000000000000002")
    }

    @Test func nonFiniteValuesPrintAsZero() {
        #expect(DecimalText.string(.nan) == "0")
        #expect(DecimalText.string(.infinity) == "0")
        #expect(DecimalText.string(-.infinity) == "0")
    }
}
