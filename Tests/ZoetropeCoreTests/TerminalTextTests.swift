import Testing
import ZoetropeCore

/// Names printed to a terminal cannot act on it: no escape sequence, no forged line, no text
/// shown reversed, and bytes that are not UTF-8 shown as what they are.
struct TerminalTextTests {
    @Test func escapeSequencesAndLineBreaksAreShownNotActedOn() {
        #expect(TerminalText.escaped("frame\u{1B}[2J\u{1B}]0;pwned\u{07}.png") == "frame\\e[2J\\e]0;pwned\\x07.png")
        #expect(TerminalText.escaped("a.png\nerror: forged") == "a.png\\nerror: forged")
        #expect(TerminalText.escaped("a\rb\tc\u{7F}d\u{9B}e") == "a\\rb\\tc\\x7Fd\\x9Be")
        #expect(TerminalText.escaped("\u{0}") == "\\x00")
    }

    @Test func bidirectionalControlsAndInvisibleSeparatorsAreShown() {
        #expect(TerminalText.escaped("evil\u{202E}gnp.exe") == "evil\\u{202E}gnp.exe")
        #expect(TerminalText.escaped("a\u{2066}b\u{200B}c\u{FEFF}") == "a\\u{2066}b\\u{200B}c\\u{FEFF}")
        #expect(TerminalText.escaped("line\u{2028}break") == "line\\u{2028}break")
    }

    /// A name that holds an escape's spelling itself reads differently from the character.
    @Test func backslashesAreDoubledInNamesAndKeptInMessages() {
        #expect(TerminalText.escaped("a\\nb") == "a\\\\nb")
        #expect(TerminalText.escapedKeepingLines("one\ntwo \\ three\u{1B}") == "one\ntwo \\ three\\e")
    }

    @Test func ordinaryTextIsUnchanged() {
        for text in ["frame_0001.png", "Фото 写真 صورة 🎞️.png", "café — 1 s, step 2: delete [0, 1]", ""] {
            #expect(TerminalText.escaped(text) == text)
            #expect(TerminalText.escapedKeepingLines(text) == text)
        }
    }

    @Test func bytesThatAreNotUTF8AreShownByValue() {
        #expect(TerminalText.escaped(bytes: Array("ok-".utf8) + [0xFF, 0xC3] + Array(".png".utf8)) == "ok-\\xFF\\xC3.png")
        #expect(TerminalText.escaped(bytes: [0xC3, 0xA9, 0x0A, 0xED, 0xA0, 0x80]) == "é\\n\\xED\\xA0\\x80")
        #expect(TerminalText.escaped(bytes: [0xF0, 0x9F, 0x8E, 0x9E]) == "🎞")
        // The replacement character a lossy decoding leaves stands out too.
        #expect(TerminalText.escaped(String(decoding: [0x61, 0xFF], as: UTF8.self)) == "a\\u{FFFD}")
    }
}
