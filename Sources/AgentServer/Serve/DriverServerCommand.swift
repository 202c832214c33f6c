import Foundation
import JourneyScript

/// `journey serve`: serves the driver's protocol (docs/driver-protocol.md) on standard
/// input and output until the client closes its end, then ends every session it opened.
package enum DriverServerCommand {
    /// The text `journey serve --help` prints.
    package static let usage = """
        USAGE: journey serve [--app PATH]

        Serves the driver on standard input and output (JSON-RPC 2.0, one message a line; docs/driver-protocol.md),
        for test clients in other languages such as the Python client in Clients/Python: launch, run_program, tap,
        type, press, swipe, drag, wait, read, exists, expect, snapshot, screen, save_journey, run_journey, close.

        At most \(AgentServer.sessionLimit) sessions run at once; calls on one session run in order. When the client closes
        standard input (or dies), every app and program the server started is ended and its state removed.

        OPTIONS:
          --app PATH   the executable launch starts when the call names none (the demo shop)
          -h, --help   this help
        """

    /// Runs the server with `arguments` (after `serve`); the exit status.
    package static func run(
        _ arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath,
        errorOutput: @Sendable (String) -> Void
    ) async -> Int32 {
        await AgentServerCommand.runServer(arguments, command: "serve", usage: usage, currentDirectory: currentDirectory, errorOutput: errorOutput) {
            defaultApp in
            await AgentServerCommand.serve(DriverServer(defaultApp: defaultApp, currentDirectory: currentDirectory), name: "journey serve")
        }
    }
}
