import AutomationChannel
import ScreenModel
import SystemLayer

// An app that speaks the automation protocol and nothing else: a count, a button that
// adds one, a button that starts 100 ms of work, and a text field. With `--break NAME`
// it breaks one rule (see BrokenRule); with `--clock virtual` its timers wait for the
// driver. It exists to prove the conformance checks can fail.

Signal.ignore(Signal.brokenPipe)

/// Writes a line to standard error.
func complain(_ line: String) {
    Posix.writeToStandardError(line + "\n")
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
            Posix.exit(2)
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
        Posix.exit(2)
    }
}

guard let descriptorText = Posix.environmentValue("TUI_AUTOMATION_FD"), let channel = Int32(descriptorText), channel > 2 else {
    complain("conformance-fake: run me under a driver (TUI_AUTOMATION_FD)")
    Posix.exit(6)
}
if broken != .outliveDriver { try? Posix.setParentDeathSignal(Signal.kill) }
if broken != .ignoreParentPID, let parent = Posix.environmentValue("TUI_AUTOMATION_PARENT_PID").flatMap({ Int32($0) }), Posix.parentProcessID != parent {
    complain("conformance-fake: the driver that launched me has gone")
    Posix.exit(1)
}
Posix.exit(FakeApp(channel: channel, broken: broken, virtualClock: virtualClock).run())
