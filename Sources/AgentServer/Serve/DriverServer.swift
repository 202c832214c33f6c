package import Foundation

/// `journey serve`'s server: the driver's surface as JSON-RPC 2.0 methods, for clients
/// in other languages (docs/driver-protocol.md). It keeps its sessions in the same
/// `SessionTable` and runs the same tools as `journey mcp`; results are JSON objects and
/// failures are JSON-RPC errors carrying the driver's whole message.
package final class DriverServer: LineAnswering {
    /// The protocol's name and revision, which `hello` answers and clients check.
    package static let protocolVersion = 1

    /// The methods a client may call, in the order `hello` lists them: the table the
    /// dispatch, `hello`'s answer and docs/driver-protocol.md are tied to.
    package static let methods: [String] = [
        "hello", "launch", "run_program", "tap", "type", "press", "swipe", "drag", "wait", "ignore_work", "read", "exists", "expect",
        "snapshot", "screen", "save_journey", "save_trace", "run_journey", "close",
    ]

    /// The JSON-RPC error code of a failure the driver reports (an element not found, a
    /// wait not met, a bad argument): `message` holds its whole text.
    package static let failureCode = -32001

    let toolbox: Toolbox

    /// A server whose `launch` starts `defaultApp` (nil: the demo shop) and whose relative
    /// paths start at `currentDirectory`.
    package init(
        defaultApp: String? = nil, currentDirectory: String = FileManager.default.currentDirectoryPath,
        sessionLimit: Int = AgentServer.sessionLimit
    ) {
        toolbox = Toolbox(
            sessions: SessionTable(limit: sessionLimit), defaultApp: defaultApp, currentDirectory: currentDirectory, answersWithSnapshots: false)
    }

    /// The response to one line a client sent, or nil when it needs none.
    package func handle(_ line: Data) async -> JSONValue? {
        let (id, method, params): (JSONValue, String, JSONValue?)
        switch RPCMessage.line(line) {
        case let .settled(response): return response
        case let .request(requestID, requestMethod, requestParams): (id, method, params) = (requestID, requestMethod, requestParams)
        }
        guard case let .object(arguments) = params ?? [:] else { return nil }
        guard Self.methods.contains(method) else {
            return RPCResponse.error(.methodNotFound(method, answered: Self.methods.joined(separator: ", ")), id: id)
        }
        do throws(ToolFailure) {
            return RPCResponse.result(try await answer(method, arguments: arguments), id: id)
        } catch {
            // A failure's text can hold the screen and the tree, drawn as long as they are.
            let text = await withTaskExecutorPreference(globalConcurrentExecutor) { error.description }
            return RPCResponse.error(RPCError(code: Self.failureCode, message: text, data: ["kind": .string(error.kind)]), id: id)
        }
    }

    /// Ends every session: apps and programs terminated, state directories removed.
    package func closeAllSessions() async {
        let entries = toolbox.sessions.closeAll()
        await withTaskGroup(of: Void.self) { group in
            for entry in entries {
                group.addTask { await entry.driven.close() }
            }
        }
    }

    private func answer(_ method: String, arguments: [String: JSONValue]) async throws(ToolFailure) -> JSONValue {
        switch method {
        case "hello":
            try Toolbox.refuseUnknown(arguments, of: method, known: [])
            return ["protocol": "journey-driver", "version": .int(Self.protocolVersion), "methods": .array(Self.methods.map(JSONValue.string))]
        case "launch", "run_program":
            try Toolbox.refuseUnknown(arguments, of: method, known: Set(ToolCatalog.tool(named: method)?.properties.keys ?? [:].keys))
            let toolbox = toolbox
            let started = try await Toolbox.awayFromRequests { () async throws(ToolFailure) -> (id: String, shown: String) in
                method == "launch"
                    ? try await Toolbox.startApp(toolbox, ToolArguments(arguments, tool: method))
                    : try await Toolbox.startProgram(toolbox, ToolArguments(arguments, tool: method))
            }
            return ["session": .string(started.id), "text": .string(started.shown)]
        case "read", "exists", "expect":
            return try await answerOnElements(method, arguments: arguments)
        case "save_trace":
            return try await saveTrace(arguments)
        default:
            let texts = try await toolbox.run(method, arguments: arguments) ?? []
            var result: [String: JSONValue] = ["text": .string(texts.first ?? "")]
            if texts.count > 1 { result["svg"] = .string(texts[1]) }
            return .object(result)
        }
    }
}

extension ToolFailure {
    /// What kind of failure it is, for a client to tell apart without reading the text:
    /// `driver` (the app or program did not do what was asked), `session` (no such
    /// session, too many, the server ending) or `argument` (the call was wrong).
    var kind: String {
        switch self {
        case .step, .screenTextAbsent, .journeyErrors: "driver"
        case .unknownSession, .tooManySessions, .shuttingDown: "session"
        default: "argument"
        }
    }
}
