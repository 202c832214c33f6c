@testable import Driver
import Testing

@Suite("An app's log buffer")
struct LogBufferTests {
    @Test("a log keeps at most its capacity, the newest bytes, and counts what it dropped", arguments: [7, 8, 9, 20])
    func keepsTheNewestBytes(written: Int) {
        var log = LogBuffer(capacity: 8)
        let text = String("abcdefghijklmnopqrstuvwxyz".prefix(written))

        log.append(Array(text.utf8))

        #expect(log.text == String(text.suffix(8)))
        #expect(log.droppedByteCount == max(0, written - 8))
        #expect(log.end == written)
    }

    @Test("text since a mark is what came after it, and all that is kept when the mark was dropped")
    func textSinceAMark() {
        var log = LogBuffer(capacity: 8)
        log.append(Array("abcdef".utf8))
        let mark = log.end

        log.append(Array("ghijkl".utf8))

        #expect(log.text(since: mark) == "ghijkl")
        #expect(log.text(since: 2) == "efghijkl")
        #expect(log.text(since: log.end) == "")
    }

    @Test("the tail is the last lines, without the empty one after a final newline")
    func tailLines() {
        var log = LogBuffer()
        log.append(Array("one\ntwo\nthree\n".utf8))

        #expect(log.tail(lines: 2) == "two\nthree")
        #expect(log.tail(lines: 5) == "one\ntwo\nthree")
    }
}
