import AutomationChannel
import Glibc
import ScreenModel
import SystemShims

// An app that speaks the automation protocol and nothing else: a count, a button that
// adds one, a button that starts 100 ms of work, and a text field. With `--break NAME`
// it breaks one rule (see BrokenRule); with `--clock virtual` its timers wait for the
// driver. It exists to prove the conformance checks can fail.

signal(SIGPIPE, SIG_IGN)

/// Writes a line to standard error.
func complain(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

var broken: BrokenRule?
var virtualClock = false
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--break":
        guard let name = arguments.first, let rule = BrokenRule(rawValue: name) else {
            complain("conformance-fake: --break needs one of: \(BrokenRule.allCases.map(\.rawValue).joined(separator: ", "))")
            exit(2)
        }
        arguments.removeFirst()
        broken = rule
    case "--state-dir":
        // The fake keeps no state; it takes the folder every driver passes, as apps should.
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--clock":
        virtualClock = arguments.first == "virtual"
        if !arguments.isEmpty { arguments.removeFirst() }
    default:
        complain("conformance-fake: unknown argument '\(argument)'")
        exit(2)
    }
}

guard let descriptorText = getenv("TUI_AUTOMATION_FD").map({ String(cString: $0) }), let channel = Int32(descriptorText), channel > 2 else {
    complain("conformance-fake: run me under a driver (TUI_AUTOMATION_FD)")
    exit(6)
}
if broken != .outliveDriver { _ = shim_set_parent_death_signal(SIGKILL) }
if broken != .ignoreParentPID, let parent = getenv("TUI_AUTOMATION_PARENT_PID").flatMap({ Int32(String(cString: $0)) }), getppid() != parent {
    complain("conformance-fake: the driver that launched me has gone")
    exit(1)
}
exit(FakeApp(channel: channel, broken: broken, virtualClock: virtualClock).run())
