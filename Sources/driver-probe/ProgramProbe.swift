import Driver
import SystemLayer

/// Runs `command` (a program and its arguments) on a `Terminal`, prints the program's
/// process id once it has drawn something, and waits for standard input to close (or
/// to be killed); then terminates the program and exits.
///
/// With `endingOneFirst`, it first runs the command on another terminal and terminates
/// that one (reaped, its group released), then prints both ids: `ENDED-PID RUNNING-PID`.
/// With `announcing`, it prints `launching` just before it starts the (last) program, so
/// a test can kill it at an instant around the program's start.
func probeProgram(_ command: [String], endingOneFirst: Bool = false, announcing: Bool = false) async -> Never {
    func say(_ line: String) {
        Posix.writeToStandardOutput(line + "\n")
    }
    guard let program = command.first else {
        say("usage: driver-probe --program [--ended-first] -- COMMAND ARGUMENTS...")
        Posix.exit(2)
    }
    func launched() async -> Terminal {
        do {
            let terminal = try await Terminal.launch(program, arguments: Array(command.dropFirst()))
            try await terminal.wait(for: { !$0.text.isEmpty }, description: "the program's first output")
            return terminal
        } catch {
            say("launch failed: \(error.message)")
            Posix.exit(1)
        }
    }
    var ended: [String] = []
    if endingOneFirst {
        let first = await launched()
        ended.append("\(first.processIdentifier ?? -1)")
        await first.terminate()
    }
    if announcing { say("launching") }
    let terminal = await launched()
    say((ended + ["\(terminal.processIdentifier ?? -1)"]).joined(separator: " "))
    while Posix.readByteFromStandardInput() != nil {}
    await terminal.terminate()
    Posix.exit(0)
}
