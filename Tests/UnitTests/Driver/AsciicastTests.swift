@testable import Driver
import Testing

@Suite("Asciicast recordings")
struct AsciicastTests {
    @Test("the file is a v2 header line, then one event a line, times in seconds with six decimals")
    func format() throws {
        var cast = Asciicast(columns: 80, rows: 24, command: "less README.md")

        cast.recordOutput(Array("hi\u{1B}[1m\"x\"\\\r\n".utf8), at: 0.0125)
        cast.recordInput(Array("q".utf8), at: 1.5)
        cast.recordResize(columns: 100, rows: 30, at: 2)

        let lines = cast.text.split(separator: "\n").map(String.init)
        try #require(lines.count == 4)
        #expect(
            lines[0]
                == "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": \(cast.timestamp), \"command\": \"less README.md\", \"env\": {\"TERM\": \"xterm-256color\"}}")
        #expect(lines[1] == "[0.012500, \"o\", \"hi\\u001b[1m\\\"x\\\"\\\\\\r\\n\"]")
        #expect(lines[2] == "[1.500000, \"i\", \"q\"]")
        #expect(lines[3] == "[2.000000, \"r\", \"100x30\"]")
    }

    @Test("a character split across two chunks is recorded whole, in the second event")
    func splitCharacter() {
        var cast = Asciicast(columns: 80, rows: 24, command: "x")
        let bytes = Array("a日".utf8)

        cast.recordOutput(bytes[0..<3], at: 0)
        cast.recordOutput(bytes[3...], at: 1)

        #expect(cast.events.map(\.data) == ["a", "日"])
    }

    @Test(
        "output that begins with part of a character records nothing until the rest comes, then the character whole",
        arguments: [("日", 1), ("日", 2), ("😀", 1), ("😀", 3), ("é", 1)])
    func chunkOfOnlyPartOfACharacter(character: String, split: Int) {
        var cast = Asciicast(columns: 80, rows: 24, command: "x")
        let bytes = Array(character.utf8)

        cast.recordOutput(bytes[..<split], at: 0)
        #expect(cast.events.isEmpty)
        cast.recordOutput(bytes[split...], at: 1)

        #expect(cast.events.map(\.data) == [character])
    }

    @Test("a recording stops at its size limit and says it was cut")
    func bounded() {
        var cast = Asciicast(columns: 80, rows: 24, command: "x")
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)

        for second in 0..<20 { cast.recordOutput(chunk, at: Double(second)) }

        #expect(cast.isTruncated)
        #expect(cast.events.count == 16)
    }
}
