import AgentServer
import Foundation
import Testing

@Suite("The stdio transport cuts input into one message a line")
struct MessageFramerTests {
    private func frames(_ chunks: [String], limit: Int = 64) -> [MessageFramer.Frame] {
        var framer = MessageFramer(limit: limit)
        return chunks.flatMap { framer.frames(in: Data($0.utf8)) }
    }

    private func message(_ text: String) -> MessageFramer.Frame {
        .message(Data(text.utf8))
    }

    @Test("each line is one message, in order")
    func linesAreMessages() {
        #expect(frames(["{\"a\":1}\n{\"b\":2}\n"]) == [message("{\"a\":1}"), message("{\"b\":2}")])
    }

    @Test("a message split across reads comes out whole once its line ends, not before")
    func splitAcrossReads() {
        var framer = MessageFramer(limit: 64)

        let first = framer.frames(in: Data("{\"a\":".utf8))
        let second = framer.frames(in: Data("1}\n".utf8))

        #expect(first.isEmpty)
        #expect(framer.hasPartialMessage == false)
        #expect(second == [message("{\"a\":1}")])
    }

    @Test("a carriage return before the line break is dropped; blank lines are skipped")
    func crlfAndBlankLines() {
        #expect(frames(["{}\r\n\n  \n\t\n{}\n"]) == [message("{}"), message("{}")])
    }

    @Test(
        "a line of exactly the limit is a message; one byte more is refused once, and the next line is read",
        arguments: [(9, true), (10, true), (11, false)])
    func limitBoundary(length: Int, accepted: Bool) {
        let line = String(repeating: "x", count: length)

        let result = frames([line + "\n{}\n"], limit: 10)

        #expect(result == (accepted ? [message(line), message("{}")] : [.tooLong(limit: 10), message("{}")]))
    }

    @Test(
        "a line arriving in pieces is a message at exactly the limit, whether its end comes alone or with its last bytes; one byte more is refused once",
        arguments: [(9, true), (10, true), (11, false)])
    func limitBoundaryInPieces(length: Int, accepted: Bool) {
        let line = String(repeating: "x", count: length)
        let head = String(line.prefix(5))
        let tail = String(line.dropFirst(5))
        let expected = accepted ? [message(line), message("{}")] : [.tooLong(limit: 10), message("{}")]

        let endAlone = frames([head, tail, "\n{}\n"], limit: 10)
        let endWithTail = frames([head, tail + "\n{}\n"], limit: 10)

        #expect(endAlone == expected)
        #expect(endWithTail == expected)
    }

    @Test("a long line arriving in pieces is refused without being held, and the line after it is read")
    func longLineInPieces() {
        var framer = MessageFramer(limit: 10)

        let first = framer.frames(in: Data(String(repeating: "x", count: 8).utf8))
        let second = framer.frames(in: Data(String(repeating: "x", count: 8).utf8))
        let third = framer.frames(in: Data(String(repeating: "x", count: 8).utf8))
        let fourth = framer.frames(in: Data("x\n{}\n".utf8))

        #expect(first.isEmpty)
        #expect(second == [.tooLong(limit: 10)])
        #expect(framer.hasPartialMessage == false)
        #expect(third.isEmpty)
        #expect(fourth == [message("{}")])
    }

    @Test("input that ends mid-line leaves a partial message")
    func partialAtEnd() {
        var framer = MessageFramer(limit: 64)

        _ = framer.frames(in: Data("{\"a\"".utf8))

        #expect(framer.hasPartialMessage)
    }
}
