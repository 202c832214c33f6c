package import Foundation
import Synchronization

/// The Model Context Protocol server over the driver: answers each message a client
/// sends (`server/discover`, `initialize`, `ping`, `tools/list`, `tools/call`), with the
/// tools of `ToolCatalog` on its own sessions.
///
/// It speaks the modern revision (each request names its revision in `_meta`) and the
/// handshake revisions before it (see `ProtocolRevisions`). Messages are independent:
/// `handle` may be called for several at once; calls on one session run in order.
package final class AgentServer: LineAnswering {
    /// The server's name and version, as results name them.
    package static let serverInfo: JSONValue = ["name": "journey", "version": "1.0.0"]

    /// What the server tells an agent about using it.
    package static let instructions = """
        Drives terminal apps and programs as a test would. Start with launch (an app with an element tree) or \
        run_program (any program on a terminal); act with tap, type, press, swipe, naming elements by the refs a snapshot \
        gives (e12) or by journey queries (buttons["loginButton"]); wait for what should follow (an idle app that cannot \
        meet a wait fails at once, saying what it shows); save_journey turns the session into a regression test; close ends it.
        """

    /// The most sessions open at once.
    package static let sessionLimit = 8

    private let toolbox: Toolbox
    /// The revision `initialize` settled on, once it has.
    private let handshakeRevision = Mutex<String?>(nil)

    /// A server whose `launch` starts `defaultApp` (nil: the demo shop) and whose relative
    /// paths start at `currentDirectory`.
    package init(
        defaultApp: String? = nil, currentDirectory: String = FileManager.default.currentDirectoryPath,
        sessionLimit: Int = AgentServer.sessionLimit
    ) {
        toolbox = Toolbox(sessions: SessionTable(limit: sessionLimit), defaultApp: defaultApp, currentDirectory: currentDirectory)
    }

    /// The response to one line a client sent, or nil when it needs none (a notification, a response).
    package func handle(_ line: Data) async -> JSONValue? {
        let (id, method, params): (JSONValue, String, JSONValue?)
        switch RPCMessage.line(line) {
        case let .settled(response): return response
        case let .request(requestID, requestMethod, requestParams): (id, method, params) = (requestID, requestMethod, requestParams)
        }
        do throws(RPCError) {
            return RPCResponse.result(try await answer(method, params: params ?? [:]), id: id)
        } catch {
            return RPCResponse.error(error, id: id)
        }
    }

    /// Ends every session: apps and programs terminated, state directories removed.
    /// No session opens after it.
    package func closeAllSessions() async {
        let entries = toolbox.sessions.closeAll()
        await withTaskGroup(of: Void.self) { group in
            for entry in entries {
                group.addTask { await entry.driven.close() }
            }
        }
    }

    private func answer(_ method: String, params: JSONValue) async throws(RPCError) -> JSONValue {
        let requested = params["_meta"]?[ProtocolRevisions.versionKey]
        if method == "initialize" { return initialize(params) }
        if method == "ping" { return [:] }
        if let requested {
            guard let revision = requested.stringValue, ProtocolRevisions.modern.contains(revision) else {
                throw .unsupportedVersion(requested: requested, supported: ProtocolRevisions.all)
            }
            return Self.modern(try await operate(method, params: params, modern: true), method: method)
        }
        if method == "server/discover" {
            throw .unsupportedVersion(requested: .null, supported: ProtocolRevisions.all)
        }
        guard handshakeRevision.withLock({ $0 }) != nil else {
            throw .invalidRequest(
                "send initialize first, or name the protocol revision in params._meta[\"\(ProtocolRevisions.versionKey)\"] "
                    + "(this server speaks \(ProtocolRevisions.all.joined(separator: ", ")))")
        }
        return try await operate(method, params: params, modern: false)
    }

    /// The handshake: the revision asked for when spoken, else the newest handshake revision.
    private func initialize(_ params: JSONValue) -> JSONValue {
        let revision = ProtocolRevisions.handshakeAnswer(to: params["protocolVersion"]?.stringValue)
        handshakeRevision.withLock { $0 = revision }
        return [
            "protocolVersion": .string(revision),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": Self.serverInfo,
            "instructions": .string(Self.instructions),
        ]
    }

    private func operate(_ method: String, params: JSONValue, modern: Bool) async throws(RPCError) -> JSONValue {
        switch method {
        case "server/discover":
            return [
                "supportedVersions": .array(ProtocolRevisions.all.map(JSONValue.string)),
                "capabilities": ["tools": [:]],
                "instructions": .string(Self.instructions),
                "ttlMs": 3_600_000, "cacheScope": "public",
            ]
        case "tools/list":
            var result: JSONValue = ["tools": .array(ToolCatalog.tools.map(\.json))]
            if modern, case var .object(members) = result {
                members["ttlMs"] = 3_600_000
                members["cacheScope"] = "public"
                result = .object(members)
            }
            return result
        case "tools/call":
            guard let name = params["name"]?.stringValue else { throw .invalidParams("tools/call needs \"name\", the tool's name") }
            let arguments: [String: JSONValue]
            switch params["arguments"] {
            case nil, .null?: arguments = [:]
            case let .object(members)?: arguments = members
            case let other?: throw .invalidParams("\"arguments\" must be an object, not \(other.typeName)")
            }
            guard let output = await toolbox.call(name, arguments: arguments) else {
                throw .invalidParams("no tool \(name.quotedForMessage): the tools are " + ToolCatalog.tools.map(\.name).joined(separator: ", "))
            }
            return output.json
        default:
            throw .methodNotFound(method)
        }
    }

    /// A modern result: marked complete, naming the server.
    private static func modern(_ result: JSONValue, method: String) -> JSONValue {
        guard case var .object(members) = result else { return result }
        members["resultType"] = "complete"
        var meta: [String: JSONValue] = [:]
        if case let .object(existing)? = members["_meta"] { meta = existing }
        meta[ProtocolRevisions.serverInfoKey] = serverInfo
        members["_meta"] = .object(meta)
        return .object(members)
    }
}
