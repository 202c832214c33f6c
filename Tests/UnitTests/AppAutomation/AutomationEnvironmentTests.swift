@testable import AppAutomation
@testable import DemoApp
import SystemLayer
@testable import TerminalUI
import Testing

@Suite("Automation environment")
struct AutomationEnvironmentTests {
    @Test("no TUI_AUTOMATION_FD, or an empty one, means no driver")
    func absent() throws {
        #expect(try AutomationEnvironment.parse([:]) == nil)
        #expect(try AutomationEnvironment.parse(["TUI_AUTOMATION_FD": ""]) == nil)
        #expect(try AutomationEnvironment.parse(["TUI_AUTOMATION_PARENT_PID": "12"]) == nil)
    }

    @Test("a descriptor number and the driver's pid are read")
    func valid() throws {
        let environment = try AutomationEnvironment.parse(["TUI_AUTOMATION_FD": "3", "TUI_AUTOMATION_PARENT_PID": "4242"])

        #expect(environment == AutomationEnvironment(channel: 3, parent: 4242))
        #expect(try AutomationEnvironment.parse(["TUI_AUTOMATION_FD": "9"])?.parent == nil)
    }

    @Test(
        "a value that is not a descriptor number, or names a standard stream, is refused saying so",
        arguments: [
            ("abc", AutomationEnvironmentError.notADescriptor("abc"), "TUI_AUTOMATION_FD='abc' is not a file descriptor number"),
            ("-3", .notADescriptor("-3"), "TUI_AUTOMATION_FD='-3' is not a file descriptor number"),
            ("3.0", .notADescriptor("3.0"), "TUI_AUTOMATION_FD='3.0' is not a file descriptor number"),
            ("99999999999", .notADescriptor("99999999999"), "is not a file descriptor number"),
            ("0", .standardStream(0), "TUI_AUTOMATION_FD=0 names standard input, not an automation channel"),
            ("1", .standardStream(1), "TUI_AUTOMATION_FD=1 names standard output, not an automation channel"),
            ("2", .standardStream(2), "TUI_AUTOMATION_FD=2 names standard error, not an automation channel"),
        ])
    func badDescriptor(value: String, error: AutomationEnvironmentError, message: String) {
        #expect(throws: error) { try AutomationEnvironment.parse(["TUI_AUTOMATION_FD": value]) }
        #expect(error.description.contains(message))
        #expect(error.description.contains("unset it to run the app in a terminal"))
    }

    @Test("a parent pid that is not a process id is refused", arguments: ["x", "0", "-1"])
    func badParent(value: String) {
        #expect(throws: AutomationEnvironmentError.notAProcessID(value)) {
            try AutomationEnvironment.parse(["TUI_AUTOMATION_FD": "3", "TUI_AUTOMATION_PARENT_PID": value])
        }
    }

    @Test("a connected stream socket is a channel")
    func socketPairIsAChannel() throws {
        let pair = try Posix.socketPair()
        defer { Posix.close(pair.0); Posix.close(pair.1) }

        try AutomationEnvironment(channel: pair.1, parent: nil).checkChannel()
    }

    @Test("a closed descriptor, a file, a pipe or a datagram socket is not a channel")
    func otherDescriptorsAreRefused() throws {
        let scratch = try ScratchDirectory()
        let file = try Posix.open(scratch.path + "/f", [.readWrite, .create], permissions: 0o600)
        let pipeEnds = try Posix.pipe()
        let datagram = try Posix.datagramSocket()
        defer { [file, pipeEnds.read, pipeEnds.write, datagram].forEach(Posix.close) }
        // A number at the descriptor limit can never be open in this process, whatever
        // other tests running beside this one open and close meanwhile.
        let closed = Posix.descriptorLimit

        #expect(throws: AutomationEnvironmentError.notOpen(closed, "Bad file descriptor")) {
            try AutomationEnvironment(channel: closed, parent: nil).checkChannel()
        }
        #expect(throws: AutomationEnvironmentError.notAStreamSocket(file, "a regular file")) {
            try AutomationEnvironment(channel: file, parent: nil).checkChannel()
        }
        #expect(throws: AutomationEnvironmentError.notAStreamSocket(pipeEnds.read, "a pipe")) {
            try AutomationEnvironment(channel: pipeEnds.read, parent: nil).checkChannel()
        }
        #expect(throws: AutomationEnvironmentError.notAStreamSocket(datagram, "a socket that is not a stream")) {
            try AutomationEnvironment(channel: datagram, parent: nil).checkChannel()
        }
    }
}
