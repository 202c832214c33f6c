import TerminalEmulator
import Testing

@Suite("Emulator: replies to the program")
struct ReplyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        let reply: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "DSR 6 reports the cursor, 1-based", input: "\(esc)[3;5H\(esc)[6n", reply: "\(esc)[3;5R"),
        Case(name: "DSR 6 in origin mode counts from the region", input: "\(esc)[2;4r\(esc)[?6h\(esc)[2;3H\(esc)[6n", reply: "\(esc)[2;3R"),
        Case(name: "DECXCPR reports the cursor and page", input: "\(esc)[2;2H\(esc)[?6n", reply: "\(esc)[?2;2;1R"),
        Case(name: "DSR 5 reports OK", input: "\(esc)[5n", reply: "\(esc)[0n"),
        Case(name: "primary device attributes", input: "\(esc)[c", reply: "\(esc)[?62;22c"),
        Case(name: "primary device attributes with 0", input: "\(esc)[0c", reply: "\(esc)[?62;22c"),
        Case(name: "secondary device attributes", input: "\(esc)[>c", reply: "\(esc)[>1;10;0c"),
        Case(name: "DECID", input: "\(esc)Z", reply: "\(esc)[?62;22c"),
        Case(name: "the text area size in characters", input: "\(esc)[18t", reply: "\(esc)[8;4;10t"),
        Case(name: "DECRQM of a set private mode", input: "\(esc)[?2004h\(esc)[?2004$p", reply: "\(esc)[?2004;1$y"),
        Case(name: "DECRQM of a reset private mode", input: "\(esc)[?1$p", reply: "\(esc)[?1;2$y"),
        Case(name: "DECRQM of an unknown mode", input: "\(esc)[?4242$p", reply: "\(esc)[?4242;0$y"),
        Case(name: "DECRQM of mouse clicks (1000) once on", input: "\(esc)[?1000h\(esc)[?1000$p", reply: "\(esc)[?1000;1$y"),
        Case(name: "DECRQM of mouse clicks (1000) while drags (1002) are on", input: "\(esc)[?1002h\(esc)[?1000$p", reply: "\(esc)[?1000;2$y"),
        Case(name: "DECRQM of mouse drags (1002) once on", input: "\(esc)[?1002h\(esc)[?1002$p", reply: "\(esc)[?1002;1$y"),
        Case(name: "replies come in the order asked", input: "\(esc)[5n\(esc)[6n", reply: "\(esc)[0n\(esc)[1;1R"),
        Case(name: "the default text colour, asked with BEL, answered with BEL", input: "\(esc)]10;?\u{7}", reply: "\(esc)]10;rgb:e5e5/e5e5/e5e5\u{7}"),
        Case(name: "the default background colour, asked with ST, answered with ST", input: "\(esc)]11;?\(esc)\\", reply: "\(esc)]11;rgb:1010/1010/1010\(esc)\\"),
        Case(name: "a colour set, not asked, gets nothing", input: "\(esc)]11;#000000\u{7}\(esc)]10;??\u{7}", reply: ""),
        Case(name: "a query nobody answers gets nothing", input: "\(esc)[?u\(esc)[>q\(esc)]12;?\u{7}\(esc)]4;1;?\u{7}", reply: ""),
    ]

    @Test("a request is answered as xterm answers it", arguments: cases)
    func replies(_ example: Case) {
        var emulator = Emulator(columns: 10, rows: 4)

        emulator.feed(example.input)

        #expect(String(decoding: emulator.takeReplies(), as: UTF8.self) == example.reply)
    }

    @Test("taking the replies empties them")
    func takingEmpties() {
        var emulator = Emulator(columns: 10, rows: 4)
        emulator.feed("\(esc)[6n")

        _ = emulator.takeReplies()

        #expect(!emulator.hasPendingReplies)
        #expect(emulator.takeReplies().isEmpty)
    }

    @Test("replies nobody takes are bounded")
    func repliesBounded() {
        var emulator = Emulator(columns: 10, rows: 4)

        emulator.feed(String(repeating: "\(esc)[6n", count: 100_000))

        #expect(emulator.takeReplies().count <= Emulator.maximumPendingReplies)
    }
}
