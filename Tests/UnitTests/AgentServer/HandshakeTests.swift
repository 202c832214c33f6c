import AgentServer
import Foundation
import Testing

/// Sends one request to a fresh server and returns the response.
private func exchange(_ server: AgentServer, _ method: String, _ params: JSONValue? = nil, id: JSONValue = 1) async -> JSONValue? {
    var message: JSONValue = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
    if let params, case var .object(members) = message {
        members["params"] = params
        message = .object(members)
    }
    return await server.handle(Data(message.jsonText.utf8))
}

/// `params` with the modern revision named in `_meta`.
private func modern(_ members: [String: JSONValue] = [:], revision: JSONValue = "2026-07-28") -> JSONValue {
    var all = members
    all["_meta"] = ["io.modelcontextprotocol/protocolVersion": revision]
    return .object(all)
}

@Suite("journey mcp negotiates the protocol revision as the MCP specification says")
struct HandshakeTests {
    @Test("initialize answers the handshake revision asked for", arguments: ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"])
    func initializeEchoesKnownRevision(revision: String) async throws {
        let response = await exchange(AgentServer(), "initialize", ["protocolVersion": .string(revision), "capabilities": [:]])

        let result = try #require(response?["result"])
        #expect(result["protocolVersion"] == .string(revision))
        #expect(result["serverInfo"]?["name"] == "journey")
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(response?["id"] == 1)
    }

    @Test(
        "initialize answers the newest handshake revision for one it does not speak through the handshake",
        arguments: ["2099-01-01", "2026-07-28", "2024-10-07", ""])
    func initializeFallsBack(revision: String) async throws {
        let response = await exchange(AgentServer(), "initialize", ["protocolVersion": .string(revision)])

        #expect(response?["result"]?["protocolVersion"] == "2025-11-25")
    }

    @Test("before initialize, a request that names no revision is refused with what to send")
    func requestBeforeInitialize() async throws {
        let server = AgentServer()

        let before = await exchange(server, "tools/list")
        _ = await exchange(server, "initialize", ["protocolVersion": "2025-06-18"])
        let after = await exchange(server, "tools/list")

        #expect(before?["error"]?["code"] == -32600)
        #expect(before?["error"]?["message"]?.stringValue?.contains("send initialize first") == true)
        #expect(after?["result"]?["tools"] != nil)
        #expect(after?["result"]?["resultType"] == nil, "a handshake-era result has no resultType")
        #expect(after?["result"]?["ttlMs"] == nil, "nor a modern tools/list's cache fields")
        #expect(after?["result"]?["cacheScope"] == nil)
    }

    @Test("tools/list in the modern revision says how long and how widely the list may be cached")
    func modernToolListIsCacheable() async throws {
        let response = await exchange(AgentServer(), "tools/list", modern())

        #expect(response?["result"]?["ttlMs"] == 3_600_000)
        #expect(response?["result"]?["cacheScope"] == "public")
        #expect(response?["result"]?["resultType"] == "complete")
    }

    @Test("server/discover lists every revision, newest first, and the tools capability, cacheable publicly for an hour")
    func discover() async throws {
        let response = await exchange(AgentServer(), "server/discover", modern())

        let result = try #require(response?["result"])
        #expect(result["supportedVersions"] == ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"])
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(result["resultType"] == "complete")
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "journey")
        #expect(result["cacheScope"] == "public")
        #expect(result["ttlMs"] == 3_600_000)
    }

    @Test(
        "a request naming a revision the server does not speak gets UnsupportedProtocolVersionError with the supported ones",
        arguments: ["tools/list", "server/discover", "tools/call"], [JSONValue.string("2025-11-25"), "1900-01-01", 7])
    func unsupportedRevision(method: String, revision: JSONValue) async throws {
        let response = await exchange(AgentServer(), method, modern(revision: revision))

        let error = try #require(response?["error"])
        #expect(error["code"] == -32022)
        #expect(error["data"]?["requested"] == revision)
        if case let .array(supported)? = error["data"]?["supported"] {
            #expect(supported.first == "2026-07-28")
            #expect(supported.contains("2025-11-25"))
        } else {
            Issue.record("no supported list: \(error)")
        }
    }

    @Test("a modern request needs no handshake; its result is complete and names the server")
    func modernRequest() async throws {
        let response = await exchange(AgentServer(), "tools/list", modern())

        let result = try #require(response?["result"])
        #expect(result["resultType"] == "complete")
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["version"] != nil)
        #expect(result["ttlMs"] != nil)
        guard case let .array(tools)? = result["tools"] else {
            Issue.record("no tools: \(result)")
            return
        }
        #expect(
            tools.compactMap { $0["name"]?.stringValue } == [
                "launch", "run_program", "snapshot", "tap", "type", "press", "swipe",
                "drag", "wait", "ignore_work", "screen", "close", "run_journey", "save_journey",
            ])
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == "object", "\(tool)")
            #expect(tool["description"]?.stringValue?.isEmpty == false)
        }
    }

    @Test("ping is answered in either era, before any handshake")
    func ping() async {
        #expect(await exchange(AgentServer(), "ping", id: "p")?["result"] == [:])
    }

    @Test("an unknown method gets method-not-found; notifications and responses get no answer")
    func unknownMethodAndNotifications() async {
        let server = AgentServer()

        let unknown = await exchange(server, "resources/list", modern())
        let notification = await server.handle(Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8))
        let response = await server.handle(Data(#"{"jsonrpc":"2.0","id":9,"result":{}}"#.utf8))

        #expect(unknown?["error"]?["code"] == -32601)
        #expect(notification == nil)
        #expect(response == nil)
    }

    @Test(
        "tools/call with no tool name, arguments that are no object, or an unknown tool gets invalid params",
        arguments: [
            ([:], "needs \"name\""),
            (["name": JSONValue.string("tap"), "arguments": JSONValue.array([1, 2])], "\"arguments\" must be an object, not array"),
            (["name": JSONValue.string("click")], "no tool \"click\""),
        ] as [([String: JSONValue], String)])
    func toolsCallInvalidParams(members: [String: JSONValue], says: String) async throws {
        let response = await exchange(AgentServer(), "tools/call", modern(members))

        let error = try #require(response?["error"])
        #expect(error["code"] == -32602)
        #expect(error["message"]?.stringValue?.contains(says) == true, "\(error)")
    }
}
