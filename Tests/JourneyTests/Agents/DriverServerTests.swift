import AgentServer
import DriverTesting
import Foundation
import JourneyTrace
import Testing

/// One call on `server`: the result, or the error object.
private func call(_ server: DriverServer, _ method: String, _ params: [String: JSONValue] = [:]) async throws -> (result: JSONValue?, error: JSONValue?) {
    let request: JSONValue = ["jsonrpc": "2.0", "id": 7, "method": .string(method), "params": .object(params)]
    let response = try #require(await server.handle(Data(request.jsonText.utf8)))
    #expect(response["id"] == 7)
    return (response["result"], response["error"])
}

@Suite("journey serve drives the shop: reads that wait, expectations, failures as errors carrying the driver's message", .timeLimit(.minutes(2)), .hangReport)
struct DriverServerTests {
    @Test("a read after a tap sees the tap's result: the shop's title once the guest is in")
    func readAfterTap() async throws {
        let server = DriverServer()
        let launched = try await call(server, "launch")
        let session = try #require(launched.result?["session"])

        _ = try await call(server, "tap", ["session": session, "target": #"buttons["guestButton"]"#])
        let read = try await call(server, "read", ["session": session, "target": #"staticTexts["dashboardTitle"]"#])

        #expect(read.result?["label"] == "Shop")
        #expect(read.result?["identifier"] == "dashboardTitle")
        #expect(read.result?["type"] == "staticText")
        await server.closeAllSessions()
    }

    @Test("a launch and a tap answer with what they did and no snapshot, which journey mcp's answers hold; snapshot still gives the tree")
    func answersWithoutSnapshots() async throws {
        let server = DriverServer()
        let agent = AgentServer()
        let launched = try await call(server, "launch")
        let session = try #require(launched.result?["session"])
        let agentLaunched = try await callTool(agent, "launch", [:])

        let tapped = try await call(server, "tap", ["session": session, "target": #"buttons["guestButton"]"#])
        let agentTapped = try await callTool(agent, "tap", ["session": "s1", "target": #"buttons["guestButton"]"#])
        let snapshot = try await call(server, "snapshot", ["session": session])
        await server.closeAllSessions()
        await agent.closeAllSessions()

        #expect(launched.result?["text"] == "launched · app idle")
        // Then, when the tap made the app busy, the line saying it was waited for.
        let tappedText = try #require(tapped.result?["text"]?.stringValue)
        #expect(tappedText.hasPrefix(#"tapped buttons["guestButton"]"#) && !tappedText.contains("snapshot"), "\(tappedText)")
        #expect(agentLaunched.text.contains("snapshot 1 · app idle\n- application"), "\(agentLaunched.text)")
        #expect(agentTapped.text.hasPrefix(#"tapped buttons["guestButton"]"#) && agentTapped.text.contains("\nsnapshot 2 since 1 · app idle\n"), "\(agentTapped.text)")
        #expect(agentTapped.text.contains("#dashboardTitle"), "\(agentTapped.text)")
        #expect(snapshot.result?["text"]?.stringValue?.contains(#"staticText "Shop" #dashboardTitle"#) == true, "\(String(describing: snapshot.result))")
    }

    @Test("exists answers false for a missing element and true for a present one, never an error")
    func exists() async throws {
        let server = DriverServer()
        let session = try #require(try await call(server, "launch").result?["session"])

        let missing = try await call(server, "exists", ["session": session, "target": #"buttons["noSuchButton"]"#])
        let present = try await call(server, "exists", ["session": session, "target": #"buttons["loginButton"]"#])

        #expect(missing.result?["exists"] == false)
        #expect(present.result?["exists"] == true)
        await server.closeAllSessions()
    }

    @Test(
        "expect holds for what the sign-in screen shows and fails with the driver's message for what it does not",
        arguments: [
            ("label", #"staticTexts["loginTitle"]"#, "Sign In", true),
            ("label", #"staticTexts["loginTitle"]"#, "Shop", false),
            ("disabled", #"buttons["loginButton"]"#, nil, true),
            ("enabled", #"buttons["loginButton"]"#, nil, false),
            ("enabled", #"buttons["guestButton"]"#, nil, true),
            ("focused", #"textFields["emailField"]"#, nil, true),
            ("focused", #"secureTextFields["passwordField"]"#, nil, false),
            ("value", #"textFields["emailField"]"#, "", true),
            ("value", #"textFields["emailField"]"#, "someone", false),
            ("exists", #"buttons["loginButton"]"#, nil, true),
            ("exists", #"buttons["noSuchButton"]"#, nil, false),
        ] as [(String, String, String?, Bool)])
    func expectations(condition: String, target: String, text: String?, holds: Bool) async throws {
        let server = DriverServer()
        let session = try #require(try await call(server, "launch").result?["session"])
        var params: [String: JSONValue] = ["session": session, "target": .string(target), "condition": .string(condition), "timeout": 600]
        if let text { params["text"] = .string(text) }

        let answer = try await call(server, "expect", params)

        #expect((answer.result != nil) == holds, "\(answer.error?.jsonText ?? "")")
        if !holds {
            #expect(answer.error?["code"] == .int(DriverServer.failureCode))
            #expect(answer.error?["data"]?["kind"] == "driver")
            #expect(answer.error?["message"]?.stringValue?.contains(target) == true, "\(answer.error?.jsonText ?? "")")
        }
        await server.closeAllSessions()
    }

    @Test("a saved trace titles each expect call with the journey line that checks what the call checked")
    func expectationTitlesInTrace() async throws {
        let folder = try TemporaryFolder()
        let server = DriverServer()
        let session = try #require(try await call(server, "launch").result?["session"])
        let expectations: [(condition: String, target: String, text: String?)] = [
            ("enabled", #"buttons["guestButton"]"#, nil), ("disabled", #"buttons["loginButton"]"#, nil),
            ("focused", #"textFields["emailField"]"#, nil), ("label", #"staticTexts["loginTitle"]"#, "Sign In"),
        ]
        for expectation in expectations {
            var params: [String: JSONValue] = ["session": session, "target": .string(expectation.target), "condition": .string(expectation.condition)]
            if let text = expectation.text { params["text"] = .string(text) }
            let answer = try await call(server, "expect", params)
            #expect(answer.result != nil, "\(answer.error?.jsonText ?? "")")
        }

        let saved = try await call(server, "save_trace", ["session": session, "path": .string(folder.path + "/expect.trace.json")])
        await server.closeAllSessions()

        #expect(saved.error == nil, "\(saved.error?.jsonText ?? "")")
        let titles = try TraceFile.read(folder.path + "/expect.trace.json").steps.map(\.title).filter { $0.hasPrefix("expect ") }
        #expect(
            titles == [
                #"expect buttons["guestButton"] enabled"#, #"expect buttons["loginButton"] disabled"#, #"expect textFields["emailField"] focused"#,
                #"expect staticTexts["loginTitle"] label == "Sign In""#,
            ])
    }
}
