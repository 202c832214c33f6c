import ScreenModel
import Testing

@Suite("Snapshot masks")
struct SnapshotMaskTests {
    let screen = TextScreen(size: Size(width: 10, height: 3), lines: ["Paid 12:05", "日本 ok", ""])

    @Test("a pattern masks each character it matches, and nothing else")
    func patternMasks() throws {
        let masked = try screen.masked(by: [.pattern(#"\d{2}:\d{2}"#)])

        #expect(masked.lines == ["Paid ▒▒▒▒▒", "日本 ok", ""])
    }

    @Test("a wide character masked becomes two cells, so the row keeps its width")
    func wideCharacters() throws {
        let masked = try screen.masked(by: [.pattern("日")])

        #expect(masked.lines[1] == "▒▒本 ok")
        #expect(masked.framed == TextScreen(size: screen.size, lines: ["Paid 12:05", "▒▒本 ok", ""]).framed)
    }

    @Test(
        "a rectangle masks its columns minX up to maxX on its rows, padding short rows",
        arguments: [
            (Rect(x: 5, y: 0, width: 2, height: 1), ["Paid ▒▒:05", "日本 ok", ""]),
            (Rect(x: 4, y: 1, width: 2, height: 2), ["Paid 12:05", "日本▒▒k", "    ▒▒"]),
            (Rect(x: 0, y: 1, width: 1, height: 1), ["Paid 12:05", "▒▒本 ok", ""]),
            (Rect(x: 8, y: 2, width: 5, height: 4), ["Paid 12:05", "日本 ok", "        ▒▒"]),
            (Rect(x: 0, y: 3, width: 10, height: 1), ["Paid 12:05", "日本 ok", ""]),
        ])
    func rectangleMasks(rect: Rect, expected: [String]) throws {
        #expect(try screen.masked(by: [.rectangle(rect)]).lines == expected)
    }

    @Test("no masks leave the screen as it was")
    func noMasks() throws {
        #expect(try screen.masked(by: []) == screen)
    }

    @Test("an invalid pattern or a negative rectangle is an error naming the mask")
    func invalidMasks() {
        #expect(throws: SnapshotFormatError.self) { try SnapshotMask.pattern("(").validated() }
        #expect(throws: SnapshotFormatError.negativeRectangle("x 0 y 0 width -1 height 1")) {
            try SnapshotMask.rectangle(Rect(x: 0, y: 0, width: -1, height: 1)).validated()
        }
    }

    @Test("a mask describes itself as a journey script writes it")
    func descriptions() {
        #expect(SnapshotMask.pattern("a/b").description == #"/a\/b/"#)
        #expect(SnapshotMask.rectangle(Rect(x: 1, y: 2, width: 3, height: 4)).description == "x 1 y 2 width 3 height 4")
    }
}
