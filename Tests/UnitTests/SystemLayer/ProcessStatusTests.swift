import SystemLayer
import Testing

/// Reading `/proc/PID/stat`: the command, state, parent and CPU ticks, whatever the
/// command's name holds.
@Suite("Process status")
struct ProcessStatusTests {
    @Test(
        "the fields come from after the command name, whatever it holds",
        arguments: [
            ("4242 (bash) S 1 4242 4242 34816 4242 4194560 1082 0 0 0 7 3 0 0 20 0 1 0", "bash", Character("S"), Int32(1), Int32(4242), 10),
            ("7 (a (b) c) R 12 7 7 0 -1 0 0 0 0 0 12 30 0 0", "a (b) c", "R", 12, 7, 42),
            ("9 (sleep) T 300 8 9 0 -1 0 0 0 0 0 0 0 0 0", "sleep", "T", 300, 8, 0),
            ("10 () Z 1 9 9 0 -1 0 0 0 0 0 1 0 0 0", "", "Z", 1, 9, 1),
        ])
    func parses(line: String, command: String, state: Character, parent: Int32, group: Int32, ticks: Int) throws {
        let status = try #require(ProcessStatus(parsing: line))

        #expect(status.command == command)
        #expect(status.state == state)
        #expect(status.parent == parent)
        #expect(status.processGroup == group)
        #expect(status.cpuTicks == ticks)
    }

    @Test(
        "a line cut short, without a command name, with a state of two letters or a parent that is no number reads as nothing",
        arguments: [
            "", "4242 bash S 1", "4242 (bash) S 1 2 3", "4242 (bash) SS 1 4242 4242 34816 4242 4194560 1082 0 0 0 7 3 0",
            "4242 (bash) S x 4242 4242 34816 4242 4194560 1082 0 0 0 7 3 0", "4242 )bash( S 1 4242 4242 34816 4242 4194560 1082 0 0 0 7 3 0",
        ])
    func rejects(line: String) {
        #expect(ProcessStatus(parsing: line) == nil)
    }

    @Test("this process's status names its parent and a live state; a process that is not there has none")
    func liveProcess() throws {
        let status = try #require(ProcessStatus(of: Posix.processID))

        #expect(status.parent == Posix.parentProcessID)
        // Its main thread's state: running, or sleeping while the tests run on others.
        #expect(status.state == "R" || status.state == "S")
        #expect(ProcessStatus.all().contains { $0.pid == Posix.processID })
        #expect(ProcessStatus(of: Int32.max) == nil)
    }
}
