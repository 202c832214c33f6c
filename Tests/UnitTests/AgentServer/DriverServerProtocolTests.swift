import AgentServer
import Foundation
import Testing

/// The response `server` gives to `line`.
private func answer(_ server: DriverServer, _ line: String) async throws -> JSONValue {
    try #require(await server.handle(Data(line.utf8)))
}

@Suite("journey serve's protocol: hello, the method table, and errors a client can act on")
struct DriverServerProtocolTests {
    @Test("hello names the protocol, its version and every method")
    func hello() async throws {
        let response = try await answer(DriverServer(), #"{"jsonrpc":"2.0","id":1,"method":"hello"}"#)

        #expect(response["result"]?["protocol"] == "journey-driver")
        #expect(response["result"]?["version"] == .int(DriverServer.protocolVersion))
        #expect(response["result"]?["methods"] == .array(DriverServer.methods.map(JSONValue.string)))
    }

    @Test("a method not in the table is method-not-found, listing the table")
    func unknownMethod() async throws {
        let response = try await answer(DriverServer(), #"{"jsonrpc":"2.0","id":"a","method":"tools/call"}"#)

        #expect(response["id"] == "a")
        #expect(response["error"]?["code"] == -32601)
        #expect(response["error"]?["message"]?.stringValue?.contains("hello, launch, run_program") == true)
    }

    @Test("a line that is not JSON is a parse error with a null id")
    func garbage() async throws {
        let response = try await answer(DriverServer(), "this is not json")

        #expect(response["error"]?["code"] == -32700)
        #expect(response["id"] == .null)
    }

    @Test(
        "a call that is wrong is error -32001 of kind argument or session, naming what was wrong",
        arguments: [
            (#"{"jsonrpc":"2.0","id":1,"method":"hello","params":{"verbose":true}}"#, "argument", "hello takes no argument \"verbose\""),
            (#"{"jsonrpc":"2.0","id":1,"method":"read","params":{"session":"s1","target":"a","timeout":1}}"#, "argument", "read takes no argument \"timeout\""),
            (#"{"jsonrpc":"2.0","id":1,"method":"read","params":{"session":"s4","target":"a"}}"#, "session", "no session \"s4\" is open"),
            (#"{"jsonrpc":"2.0","id":1,"method":"expect","params":{"session":"s4"}}"#, "session", "no session \"s4\" is open"),
            (#"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"session":"s4","target":"a"}}"#, "session", "no session \"s4\" is open"),
            (#"{"jsonrpc":"2.0","id":1,"method":"launch","params":{"app":3}}"#, "argument", "\"app\" must be a string"),
        ])
    func wrongCalls(line: String, kind: String, says: String) async throws {
        let response = try await answer(DriverServer(), line)

        #expect(response["error"]?["code"] == .int(DriverServer.failureCode))
        #expect(response["error"]?["data"]?["kind"] == .string(kind))
        #expect(response["error"]?["message"]?.stringValue?.contains(says) == true, "\(response.jsonText)")
    }

    @Test("docs/driver-protocol.md's method table lists exactly the server's methods, in order")
    func documentedMethods() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/driver-protocol.md"), encoding: .utf8)

        let documented = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            return name.hasPrefix("-") ? nil : name
        }

        #expect(documented == DriverServer.methods)
    }
}
