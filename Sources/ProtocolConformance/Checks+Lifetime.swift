import AutomationChannel
import Glibc
import ScreenModel
import SystemShims

extension ConformanceCheck {
    static let lifetime: [ConformanceCheck] = [
        ConformanceCheck(
            name: "closingChannelEndsApp", section: "§12",
            summary: "when the driver closes the channel the app exits with status 0"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            try conversation.handshake()
            conversation.peer.closeChannel()
            try conversation.expectExit(.exited(0), after: "the driver closed the channel")
        },
        ConformanceCheck(
            name: "diesWithDriver", section: "§2.3",
            summary: "when the process that launched the app dies, the app dies too, though the channel stays open"
        ) { subject throws(CheckStop) in
            try checkDiesWithDriver(subject)
        },
        ConformanceCheck(
            name: "orphanExits", section: "§2.2, §2.3",
            summary: "an app whose TUI_AUTOMATION_PARENT_PID is not its parent exits at once, with status 1, sending no tree"
        ) { subject throws(CheckStop) in
            guard getpid() != 1 else { throw .skipped("this process is process 1, the only parent id that cannot be wrong") }
            let conversation = try Conversation(subject, environment: [AutomationProtocol.parentEnvironmentKey: "1"])
            while true {
                switch conversation.peer.next(within: subject.timeout) {
                case .closed:
                    try conversation.expectExit(.exited(1), after: "finding its driver gone")
                    return
                case let .message(message):
                    if case .tree = message {
                        throw .failed(expected: "no tree from an app whose driver is gone", arrived: ArrivalText.describe(message))
                    }
                case let other:
                    throw .failed(expected: "the app to exit, its driver being gone", arrived: other.description + conversation.logNote)
                }
            }
        },
    ]

    /// Launches the app from a stand-in driver (a shell that waits for it), kills the
    /// stand-in, and watches the app through a pidfd: it must end within the timeout.
    private static func checkDiesWithDriver(_ subject: ConformanceSubject) throws(CheckStop) {
        var environment = subject.environment
        environment[AutomationProtocol.channelEnvironmentKey] = String(AutomationProtocol.channelDescriptor)
        // The shell names itself as the driver, starts the app as its child, and waits.
        let script = "\(AutomationProtocol.parentEnvironmentKey)=$$ \"$0\" \"$@\" & wait"
        let conversation = try Conversation(
            subject, spawning: "/bin/sh", arguments: ["-c", script, subject.executable] + subject.arguments, environment: environment
        )
        let first = try conversation.receive(expecting: "the app's hello")
        guard case let .hello(hello) = first else {
            throw .failed(expected: "a hello as the app's first message", arrived: ArrivalText.describe(first))
        }
        let app = shim_pidfd_open(hello.processID)
        guard app >= 0 else { throw .skipped("cannot watch process \(hello.processID) (pidfd_open: \(String(cString: strerror(errno))))") }
        defer { close(app) }
        // Whatever happens, the app must not outlive the check.
        defer { kill(hello.processID, SIGKILL) }
        guard case .tree = try conversation.receive(expecting: "the first tree") else {
            throw .failed(expected: "the first tree after the hello", arrived: "another message")
        }
        conversation.peer.signal(SIGKILL)
        _ = conversation.peer.waitForExit(within: subject.timeout)
        var poller = pollfd(fd: app, events: Int16(POLLIN), revents: 0)
        let deadline = Deadline(after: subject.timeout)
        while poll(&poller, 1, deadline.remainingMilliseconds) == 0 {
            if deadline.hasPassed {
                throw .failed(expected: "the app (pid \(hello.processID)) to die with the process that launched it",
                              arrived: "it still ran \(subject.timeout) after its driver was killed" + conversation.logNote)
            }
        }
    }
}
