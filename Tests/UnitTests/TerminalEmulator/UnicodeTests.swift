import TerminalEmulator
import Testing

@Suite("Emulator: UTF-8, wide and combining characters")
struct UnicodeTests {
    @Test("a multi-byte character takes one cell")
    func multiByte() throws {
        let screen = screen(after: "café €")

        #expect(screen.lines[0] == "café €")
        #expect(try #require(screen.cell(x: 3, y: 0)).text == "é")
        #expect(screen.cursor.x == 6)
    }

    @Test("a wide character takes two cells, the second empty", arguments: ["日", "😀", "Ｆ", "한"])
    func wideCharacter(_ character: String) throws {
        let screen = screen(after: "a\(character)b")

        #expect(screen.lines[0] == "a\(character)b")
        #expect(try #require(screen.cell(x: 1, y: 0)) == Cell(text: character, width: 2))
        #expect(try #require(screen.cell(x: 2, y: 0)) == Cell(text: "", width: 0))
        #expect(try #require(screen.cell(x: 3, y: 0)).text == "b")
        #expect(screen.cursor.x == 4)
    }

    @Test("a wide character that cannot fit in the last column wraps, and blanks all of the wide character it cut")
    func wideCharacterOverLastColumnOfAnother() throws {
        let screen = screen(after: "日本語\(esc)[6Gの", columns: 6)

        #expect(screen.lines[0] == "日本")
        #expect(try #require(screen.cell(x: 4, y: 0)) == Cell(text: " ", width: 1))
        #expect(try #require(screen.cell(x: 5, y: 0)) == Cell(text: " ", width: 1))
        #expect(screen.lines[1] == "の")
    }

    @Test("a combining mark joins the character before it", arguments: ["e\u{301}", "a\u{308}\u{323}", "日\u{3099}"])
    func combining(_ text: String) throws {
        let screen = screen(after: text + "x")

        #expect(try #require(screen.cell(x: 0, y: 0)).text == text)
        #expect(screen.lines[0] == text + "x")
    }

    @Test("a combining mark after a wrapped-pending last column joins that column")
    func combiningAtLastColumn() throws {
        let screen = screen(after: "abcdefghij\u{301}")

        #expect(try #require(screen.cell(x: 9, y: 0)).text == "j\u{301}")
        #expect(screen.lines[1] == "")
    }

    @Test("a wide character with one column left wraps to the next line")
    func wideWraps() {
        let screen = screen(after: "abcdefghi日")

        #expect(screen.lines[0] == "abcdefghi")
        #expect(screen.lines[1] == "日")
    }

    @Test("overwriting half of a wide character blanks the other half", arguments: [("日\rx", "x"), ("日\(esc)[2Gx", " x")])
    func overwriteHalf(input: String, line: String) throws {
        let screen = screen(after: input)

        #expect(screen.lines[0] == line)
        #expect(try #require(screen.cell(x: 1, y: 0)).width == 1)
    }

    @Test(
        "invalid UTF-8 becomes U+FFFD, one per bad sequence",
        arguments: [
            ([0xFF], "\u{FFFD}"), ([0xC3], "\u{FFFD}"), ([0xE2, 0x82, 0x41], "\u{FFFD}A"), ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0xF0, 0x9F, 0x98], "\u{FFFD}"), ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),
        ] as [([UInt8], String)])
    func invalidUTF8(bytes: [UInt8], expected: String) {
        var emulator = Emulator(columns: 10, rows: 2)
        emulator.feed(bytes)
        emulator.feed("\r\n")

        #expect(emulator.screen.lines[0] == expected)
    }

    @Test("a character split across two feeds is put together")
    func splitAcrossFeeds() {
        var emulator = Emulator(columns: 10, rows: 2)
        let bytes = Array("→日".utf8)

        for byte in bytes { emulator.feed([byte]) }

        #expect(emulator.screen.lines[0] == "→日")
    }

    @Test("C1 controls sent as UTF-8 are not printed")
    func c1Ignored() {
        #expect(screen(after: "a\u{85}\u{9B}b").lines[0] == "ab")
    }

    @Test("an emulator keeps 4,096 distinct combined characters: past that a new one shows its base alone, and those kept still combine")
    func combinedCharacterLimit() throws {
        // Letters with one combining mark each (U+0300–U+036F): 52 × 112 distinct clusters.
        let bases = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let clusters = bases.flatMap { base in (0x300...0x36F).map { String(base) + String(Unicode.Scalar($0)!) } }
        var emulator = Emulator(columns: 80, rows: 2)
        emulator.feed(clusters.prefix(4_096).joined())

        emulator.feed("\(esc)[H" + clusters[4_096] + clusters[0])

        #expect(try #require(emulator.screen.cell(x: 0, y: 0)).text == String(clusters[4_096].unicodeScalars.first!))
        #expect(try #require(emulator.screen.cell(x: 1, y: 0)).text == clusters[0])
    }
}
