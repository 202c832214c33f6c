import Driver
import Glibc

/// Runs `command` (a program and its arguments) on a `Terminal`, prints the program's
/// process id once it has drawn something, and waits for standard input to close (or
/// to be killed); then terminates the program and exits.
func probeProgram(_ command: [String]) async -> Never {
    func say(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
    guard let program = command.first else {
        say("usage: driver-probe --program -- COMMAND ARGUMENTS...")
        exit(2)
    }
    let terminal: Terminal
    do {
        terminal = try await Terminal.launch(program, arguments: Array(command.dropFirst()))
        try await terminal.wait(for: { !$0.text.isEmpty }, description: "the program's first output")
    } catch {
        say("launch failed: \(error.message)")
        exit(1)
    }
    say("\(terminal.processIdentifier ?? -1)")
    var byte: UInt8 = 0
    while read(STDIN_FILENO, &byte, 1) > 0 {}
    await terminal.terminate()
    exit(0)
}
