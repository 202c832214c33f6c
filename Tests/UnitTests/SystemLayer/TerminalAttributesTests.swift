import Glibc
import SystemLayer
import Testing

@Suite("Terminal attributes")
struct TerminalAttributesTests {
    @Test("a new pseudo-terminal echoes and reads lines; in raw mode it does neither; put back, it does both again")
    func lineModeAndRawMode() throws {
        // The controlling side only: opening the terminal side could make it this
        // process's controlling terminal. Its modes are the terminal side's.
        let (controller, _) = try PseudoTerminal.open(columns: 80, rows: 24)
        defer { Posix.close(controller) }

        let fresh = try TerminalAttributes(of: controller)
        let raw = try RawTerminalMode(controller)
        let inRaw = try TerminalAttributes(of: controller)
        raw.leave()
        let restored = try TerminalAttributes(of: controller)

        #expect(fresh.echoes && fresh.readsLines)
        #expect(!inRaw.echoes && !inRaw.readsLines)
        #expect(restored == fresh)
    }

    @Test("the modes of what is no terminal throw SystemError naming tcgetattr and ENOTTY")
    func notATerminal() throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read); Posix.close(pipe.write) }

        #expect(throws: SystemError(call: "tcgetattr", code: ENOTTY)) { try TerminalAttributes(of: pipe.read) }
    }
}
