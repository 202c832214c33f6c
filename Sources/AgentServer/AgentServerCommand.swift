import Driver
import Foundation
import JourneyScript
import Synchronization
import SystemLayer

/// `journey mcp`: serves the Model Context Protocol on standard input and output until
/// the client closes its end, then ends every session it opened.
package enum AgentServerCommand {
    /// The most bytes one message may have.
    package static let messageLimit = 4 << 20
    /// The most requests answered at once; more get an error at once.
    package static let requestLimit = 64

    /// The text `journey mcp --help` prints.
    package static let usage = """
        USAGE: journey mcp [--app PATH]

        Serves the Model Context Protocol on standard input and output (one JSON-RPC message a line), so a
        coding agent can drive terminal apps and programs as a test does: launch, run_program, snapshot,
        tap, type, press, swipe, wait, screen, close, run_journey, save_journey. It speaks revision 2026-07-28
        and, through initialize, 2025-11-25, 2025-06-18, 2025-03-26 and 2024-11-05.

        At most \(AgentServer.sessionLimit) sessions run at once; calls on one session run in order. When the client closes
        standard input (or dies), every app and program the server started is ended and its state removed.
        Logs go to standard error; nothing but protocol messages goes to standard output.

        OPTIONS:
          --app PATH   the executable launch and run_journey start when the call names none (the demo shop)
          -h, --help   this help

        Register it with a client (Claude Desktop, Cursor, VS Code …) as the command `journey` with the
        arguments ["mcp"]; docs/agents.md shows each tool with an example exchange.
        """

    /// Runs the server with `arguments` (after `mcp`); the exit status.
    package static func run(
        _ arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath,
        errorOutput: @Sendable (String) -> Void
    ) async -> Int32 {
        await runServer(arguments, command: "mcp", usage: usage, currentDirectory: currentDirectory, errorOutput: errorOutput) { defaultApp in
            await serve(AgentServer(defaultApp: defaultApp, currentDirectory: currentDirectory))
        }
    }

    /// Runs a server command (`journey mcp`, `journey serve`) with `arguments` (after
    /// `command`): its help for `--help`, exit status 2 with the message for options it
    /// does not take, else `serve` with the app `--app` names (nil: none); the exit status.
    static func runServer(
        _ arguments: [String], command: String, usage: String, currentDirectory: String, errorOutput: @Sendable (String) -> Void,
        serve: (String?) async -> Void
    ) async -> Int32 {
        switch appOption(arguments, command: command, currentDirectory: currentDirectory) {
        case let .failure(failure):
            errorOutput(failure.message)
            return JourneyCommand.usageOrScriptError
        case .success(nil):
            print(usage)
            return JourneyCommand.success
        case let .success(app?):
            await serve(app.path)
            return JourneyCommand.success
        }
    }

    /// The app a server's options name: `--app PATH` (nil path: none named), nil for
    /// `--help`, or a failure with the message to print.
    static func appOption(
        _ arguments: [String], command: String, currentDirectory: String
    ) -> Result<DefaultAppOption?, DefaultAppOption.Failure> {
        var defaultApp: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .success(nil)
            case "--app":
                guard let path = remaining.popFirst() else { return .failure(.init(message: "error: --app needs the path of an executable\n")) }
                defaultApp = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            default:
                if argument.hasPrefix("--app=") {
                    let path = String(argument.dropFirst("--app=".count))
                    defaultApp = path.hasPrefix("/") ? path : currentDirectory + "/" + path
                    continue
                }
                return .failure(.init(message: "error: journey \(command) takes no \(argument); see journey \(command) --help\n"))
            }
        }
        if let defaultApp, !FileManager.default.isExecutableFile(atPath: defaultApp) {
            return .failure(.init(message: "error: --app \(defaultApp) is not an executable file\n"))
        }
        return .success(DefaultAppOption(path: defaultApp))
    }

    /// Answers messages until standard input ends or a signal comes, then ends every
    /// session: the loop of `journey mcp` and `journey serve` alike.
    static func serve(_ server: some LineAnswering, name: String = "journey mcp") async {
        // A client that has gone must not kill the server with SIGPIPE before it has ended its sessions.
        Signal.ignore(Signal.brokenPipe)
        let writer = StandardStreams.Writer()
        let trap = SignalTrap { signal in
            Task {
                await server.closeAllSessions()
                await App.waitForAppsThatWentAway()
                Posix.exit(128 + signal)
            }
        }
        defer { trap.release() }
        let requests = RequestTasks(limit: requestLimit)
        let executor: ThreadExecutor
        do throws(SystemError) {
            // Every request is answered on the thread that read it; only what the driver
            // does on its own threads (and the launches, see `Toolbox`) runs elsewhere.
            executor = try StandardStreams.read(limit: messageLimit, threadName: name) { frame, executor in
                switch frame {
                case nil:
                    requests.endInput()
                case let .tooLong(limit)?:
                    writer.write(RPCResponse.error(.invalidRequest("a message is at most \(limit) bytes; this one was longer and was dropped"), id: .null))
                case let .message(line)?:
                    let started = requests.start(on: executor) {
                        if let response = await server.handle(line) { writer.write(response) }
                    }
                    if !started, case let .request(id, _, _)? = try? RPCMessage.read(line) {
                        writer.write(RPCResponse.error(.busy("\(requestLimit) requests are being answered, the most at once: wait for an answer"), id: id))
                    }
                }
            }
        } catch {
            Posix.writeToStandardError("\(name): cannot start the thread that reads standard input: \(error)\n")
            return
        }
        defer { executor.stop() }
        await requests.untilInputEnds()
        // The client is gone: what it was waiting for no longer matters.
        await server.closeAllSessions()
        await requests.cancelAndWait()
        await App.waitForAppsThatWentAway()
    }
}
