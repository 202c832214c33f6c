import AutomationChannel
import ScreenModel
import SystemLayer

extension ConformanceCheck {
    static let lifetime: [ConformanceCheck] = [
        ConformanceCheck(
            name: "closingChannelEndsApp", section: "§12",
            summary: "when the driver closes the channel the app exits with status 0"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            try conversation.handshake()
            conversation.peer.closeChannel()
            try conversation.expectExit(.exited(AutomationExitCode.channelClosed.rawValue), after: "the driver closed the channel")
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
            guard Posix.processID != 1 else { throw .skipped("this process is process 1, the only parent id that cannot be wrong") }
            let conversation = try Conversation(subject, environment: [AutomationProtocol.parentEnvironmentKey: "1"])
            // The first wait spans the app's start, which a loaded machine makes slow.
            var wait = subject.startTimeout
            while true {
                switch conversation.peer.next(within: wait) {
                case .closed:
                    try conversation.expectExit(.exited(AutomationExitCode.driverGone.rawValue), after: "finding its driver gone")
                    return
                case let .message(message):
                    wait = subject.timeout
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
        let first = try conversation.receiveHello(expecting: "the app's hello")
        guard case let .hello(hello) = first else {
            throw .failed(expected: "a hello as the app's first message", arrived: ArrivalText.describe(first))
        }
        let app = Posix.exitNotifier(for: hello.processID)
        guard app >= 0 else { throw .skipped("cannot watch process \(hello.processID) (pidfd_open: \(Posix.lastErrorDescription))") }
        defer { Posix.close(app) }
        // Whatever happens, the app must not outlive the check.
        defer { Posix.kill(hello.processID, Signal.kill) }
        guard case .tree = try conversation.receive(expecting: "the first tree") else {
            throw .failed(expected: "the first tree after the hello", arrived: "another message")
        }
        conversation.peer.signal(Signal.kill)
        guard conversation.peer.waitForExit(within: subject.timeout) != nil else {
            throw .failed(
                expected: "the stand-in driver (pid \(conversation.peer.pid)) to die of SIGKILL",
                arrived: "it still ran \(subject.timeout) later")
        }
        guard !Posix.waitReadable(app, until: .after(subject.timeout)) else { return }
        // A process that has ended but is not yet reaped is dead, whatever the pidfd said.
        guard let state = ProcessState(of: hello.processID), !state.hasEnded else { return }
        throw .failed(
            expected: "the app (pid \(hello.processID)) to die with the process that launched it",
            arrived: "it still ran \(subject.timeout) after its driver was killed (\(state))" + conversation.logNote)
    }
}

/// What `/proc/PID/stat` says of a process: its scheduling state and its parent.
struct ProcessState: CustomStringConvertible {
    /// The state letter: R running, S sleeping, D in uninterruptible sleep, Z ended and
    /// not yet reaped, and so on (proc(5)).
    let state: Character
    let parent: Int32

    /// Reads the process's state; nil when it no longer exists. A state that cannot be
    /// read is `?`, which counts as running.
    init?(of pid: Int32) {
        if let status = ProcessStatus(of: pid) {
            (state, parent) = (status.state, status.parent)
        } else if Posix.fileInfo("/proc/\(pid)") == nil {
            return nil
        } else {
            (state, parent) = ("?", 0)
        }
    }

    /// Whether the process has ended (a zombie, or dead and being reaped).
    var hasEnded: Bool { state == "Z" || state == "X" }

    var description: String { "state \(state), parent pid \(parent)" }
}
