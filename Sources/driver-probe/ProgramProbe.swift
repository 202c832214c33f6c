import Driver
import SystemLayer

/// Runs `command` (a program and its arguments) on a `Terminal`, prints the program's
/// process id once it has drawn something, and waits for standard input to close (or
/// to be killed); then terminates the program and exits.
func probeProgram(_ command: [String]) async -> Never {
    func say(_ line: String) {
        Posix.writeToStandardOutput(line + "\n")
    }
    guard let program = command.first else {
        say("usage: driver-probe --program -- COMMAND ARGUMENTS...")
        Posix.exit(2)
    }
    let terminal: Terminal
    do {
        terminal = try await Terminal.launch(program, arguments: Array(command.dropFirst()))
        try await terminal.wait(for: { !$0.text.isEmpty }, description: "the program's first output")
    } catch {
        say("launch failed: \(error.message)")
        Posix.exit(1)
    }
    say("\(terminal.processIdentifier ?? -1)")
    while Posix.readByteFromStandardInput() != nil {}
    await terminal.terminate()
    Posix.exit(0)
}
