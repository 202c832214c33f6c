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

    @Test("by default a log keeps the newest 256 KiB of an app's output, as App.log promises")
    func keeps256KiBByDefault() {
        var log = LogBuffer()
        let kept = 256 * 1024
        // Printable characters in a cycle of 95: the bytes kept show where the log begins.
        let written = (0..<kept + 1_000).map { UInt8(32 + $0 % 95) }

        log.append(written)

        #expect(log.droppedByteCount == 1_000)
        #expect(log.text.utf8.count == kept)
        let keepsTheNewest = log.text.utf8.elementsEqual(written.suffix(kept))
        #expect(keepsTheNewest, "the log keeps the newest bytes")
    }

    @Test("the tail is the last lines, without the empty one after a final newline")
    func tailLines() {
        var log = LogBuffer()
        log.append(Array("one\ntwo\nthree\n".utf8))

        #expect(log.tail(lines: 2) == "two\nthree")
        #expect(log.tail(lines: 5) == "one\ntwo\nthree")
    }
}
