import Driver
import Glibc

// A stand-in for a test process, for the tests that kill one mid-journey: it launches
// the app with the given arguments, optionally starts a tap, prints the app's process
// id and its state directory on one line, and then waits for its standard input to close (or to be killed).
//
//   driver-probe [--tap IDENTIFIER] [--app PATH] -- APP ARGUMENTS...
//   driver-probe --program -- COMMAND ARGUMENTS...   (a program on a terminal; prints its process id)

let arguments = Array(CommandLine.arguments.dropFirst())
let separator = arguments.firstIndex(of: "--") ?? arguments.endIndex
let options = Array(arguments[..<separator])
let appArguments = separator < arguments.endIndex ? Array(arguments[(separator + 1)...]) : []
func value(of option: String) -> String? {
    options.firstIndex(of: option).flatMap { $0 + 1 < options.count ? options[$0 + 1] : nil }
}

if options.contains("--program") { await probeProgram(appArguments) }

let app = App(executable: value(of: "--app"))
app.launchArguments = appArguments
do {
    try await app.launch()
} catch {
    let line = Array("launch failed: \(error.message)\n".utf8)
    _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}
if let identifier = value(of: "--tap") {
    // Fire and forget: the point is to be mid-command when killed.
    Task { try? await app.buttons[identifier].tap() }
}
let line = Array("\(app.processIdentifier ?? -1) \(app.stateDirectory ?? "")\n".utf8)
_ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
var byte: UInt8 = 0
while read(STDIN_FILENO, &byte, 1) > 0 {}
await app.terminate()
