import AgentServer
import DriverTesting
import Foundation
import SystemLayer
import Testing

@Suite(
    "Each tool of journey mcp fails with a result that says what was wrong, never a crash or a hang",
    .timeLimit(.minutes(2)), .hangReport)
struct ToolErrorTests {
    @Test(
        "arguments a tool cannot take are refused, naming the argument and what it takes",
        arguments: [
            ("snapshot", [:], "snapshot needs the argument \"session\""),
            ("tap", ["session": 5], "\"session\" must be a string, not number"),
            ("tap", ["session": "s9"], "no session \"s9\" is open; start one with launch or run_program"),
            ("run_program", [:], "run_program needs the argument \"command\""),
            ("run_program", ["command": "less \"README"], "a command line a shell could split"),
            ("run_program", ["command": "   "], "expected a command"),
            ("run_program", ["command": "cat", "columns": 9], "expected 10…500"),
            ("run_program", ["command": "cat", "rows": 201], "expected 2…200"),
            ("run_program", ["command": "cat", "environment": ["A=B": "c"]], "variable names without '='"),
            ("launch", ["arguments": "--uitesting"], "\"arguments\" must be an array of strings, not string"),
            ("launch", ["arguments": ["--uitesting", 3]], "an array holding number"),
            ("launch", ["environment": ["A": 1]], "\"environment.A\" must be a string, not number"),
            ("run_journey", [:], "either \"path\" or \"text\""),
            ("run_journey", ["path": "a.journey", "text": "launch"], "either \"path\" or \"text\""),
            ("run_journey", ["path": "/nonexistent/a.journey"], "/nonexistent/a.journey: error: cannot read the file: No such file"),
            ("run_journey", ["path": "a.journey\u{0}.txt"], "its path holds a NUL character"),
            ("run_journey", ["text": "tap buttons[\"loginButton\"]"], "error:"),
            ("save_journey", [:], "save_journey needs the argument \"session\""),
            ("tap", ["session": "s1", "target": "e1", "timout": 5], "tap takes no argument \"timout\"; its arguments are \"session\", \"target\""),
            ("wait", ["session": "s1", "timout": 5], "wait takes no argument \"timout\" (did you mean \"timeout\"?); its arguments are"),
            ("launch", ["argument": ["--uitesting"]], "launch takes no argument \"argument\" (did you mean \"arguments\"?)"),
        ] as [(String, [String: JSONValue], String)])
    func badArguments(tool: String, arguments: [String: JSONValue], says: String) async throws {
        let result = try await callTool(AgentServer(), tool, arguments)

        #expect(result.isError)
        #expect(result.text.contains(says), "\(result.text)")
    }

    @Test("every tool refuses an argument it does not take, before anything else, naming the arguments it does take")
    func everyToolRefusesUnknownArguments() async throws {
        let server = AgentServer()
        let list = try #require(
            await server.handle(Data(#"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#.utf8)))
        guard case let .array(tools)? = list["result"]?["tools"] else {
            Issue.record("tools/list gave no tools: \(list.jsonText)")
            return
        }
        #expect(tools.count >= 12)

        for tool in tools {
            let name = try #require(tool["name"]?.stringValue)
            guard case let .object(properties)? = tool["inputSchema"]?["properties"] else {
                Issue.record("\(name) has no properties")
                continue
            }
            let result = try await callTool(server, name, ["zzz_not_an_argument": true])

            #expect(result.isError, "\(name): \(result.text)")
            #expect(result.text.hasPrefix("\(name) takes no argument \"zzz_not_an_argument\"; its arguments are "), "\(name): \(result.text)")
            for argument in properties.keys { #expect(result.text.contains("\"\(argument)\""), "\(name) does not name \(argument)") }
        }
        #expect(try await callTool(server, "run_program", ["command": "true"]).text.hasPrefix("session s1"), "no session opened before")
        await server.closeAllSessions()
    }

    @Test("run_journey reads a path as journey run does: a named pipe, a device or a file over 1 MiB is refused at once, nothing read")
    func runJourneyReadsPathsAsTheCommandDoes() async throws {
        let folder = try TemporaryFolder()
        try Posix.makeNamedPipe(folder.path + "/pipe.journey")
        #expect(FileManager.default.createFile(atPath: folder.path + "/huge.journey", contents: nil))
        let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/huge.journey"))
        try huge.truncate(atOffset: 600_000_000)
        try huge.close()
        let server = AgentServer(currentDirectory: folder.path)

        let pipe = try await callTool(server, "run_journey", ["path": "pipe.journey"])
        let device = try await callTool(server, "run_journey", ["path": "/dev/zero"])
        let large = try await callTool(server, "run_journey", ["path": "huge.journey"])
        let text = try await callTool(server, "run_journey", ["text": .string(String(repeating: "#", count: (1 << 20) + 1))])

        #expect(pipe.isError)
        #expect(pipe.text.contains("pipe.journey: error: cannot read the file: it is a named pipe, not a file"), "\(pipe.text)")
        #expect(device.isError)
        #expect(device.text.contains("/dev/zero: error: cannot read the file: it is a character device, not a file"), "\(device.text)")
        #expect(large.isError)
        #expect(large.text.contains("huge.journey: error: the file holds 600.0 MB; a journey or configurations file may hold at most 1 MiB"), "\(large.text)")
        #expect(text.isError)
        #expect(text.text.contains("may hold at most 1 MiB"), "\(text.text.prefix(300))")
    }

    @Test("a program or an app that cannot start is a failed result with the driver's message")
    func cannotStart() async throws {
        let server = AgentServer()

        let program = try await callTool(server, "run_program", ["command": "/nonexistent/program"])
        let app = try await callTool(server, "launch", ["app": "/nonexistent/app"])
        let afterwards = try await callTool(server, "run_program", ["command": "cat"])

        #expect(program.isError)
        #expect(program.text.contains("/nonexistent/program"), "\(program.text)")
        #expect(app.isError)
        #expect(app.text.contains("/nonexistent/app"), "\(app.text)")
        #expect(!afterwards.isError, "the failed starts kept their places: \(afterwards.text)")
        #expect(afterwards.text.hasPrefix("session s3"))
        await server.closeAllSessions()
    }

    @Test("on an app, a bad target, key, direction, condition, timeout or snapshot is refused, saying what would do")
    func appSessionErrors() async throws {
        let server = AgentServer()
        let launched = try await callTool(server, "launch", [:])
        try #require(!launched.isError, "\(launched.text)")

        let cases: [(String, [String: JSONValue], String)] = [
            ("tap", ["target": "buttons["], "query:1:"),
            ("tap", ["target": "e999"], "no snapshot of this session gave the ref e999"),
            ("tap", ["target": "e"], "the target is neither a ref (e12) nor a query"),
            ("tap", ["target": "buttons[\"noSuchButton\"]"], "noSuchButton"),
            ("type", ["text": "x"], "needs the argument \"target\""),
            ("press", ["key": "hyper"], "one of enter, tab"),
            ("press", ["key": "ctrl-s"], "cannot press ctrl-s"),
            ("swipe", ["direction": "left"], "expected up or down"),
            ("drag", ["target": "buttons[\"loginButton\"]"], "drag needs the argument \"to\""),
            ("drag", ["target": "buttons[\"loginButton\"]", "to": "cells[\"nowhere\"]"], "nowhere"),
            ("wait", ["condition": "visible"], "expected exists, gone, label or text"),
            ("wait", ["condition": "exists"], "needs the argument \"target\""),
            ("wait", ["condition": "label", "target": "buttons[\"loginButton\"]"], "needs the argument \"text\""),
            ("wait", ["condition": "exists", "target": "buttons[\"loginButton\"]", "timeout": -1], "expected 0…600 seconds"),
            ("wait", ["condition": "exists", "target": "buttons[\"loginButton\"]", "timeout": 601], "expected 0…600 seconds"),
            ("wait", ["condition": "exists", "target": "buttons[\"noSuchButton\"]", "timeout": 600], "noSuchButton"),
            ("wait", ["condition": "text", "text": "Not on this screen", "timeout": 600], "does not show \"Not on this screen\""),
            ("wait", ["condition": "label", "target": "buttons[\"loginButton\"]", "text": "Not its label", "timeout": 600], "Not its label"),
            ("snapshot", ["since": 99], "snapshot 99 is not kept"),
            ("snapshot", ["since": 0], "expected 1…"),
            ("screen", ["svg": "yes"], "\"svg\" must be true or false, not string"),
            ("save_journey", ["path": "/nonexistent/folder/a.journey"], "cannot be written"),
            ("save_journey", [:], "save_journey needs the argument \"path\""),
        ]
        for (tool, arguments, says) in cases {
            let result = try await callTool(server, tool, arguments.merging(["session": "s1"]) { $1 })
            #expect(result.isError, "\(tool) \(arguments.jsonTextForComment) succeeded: \(result.text)")
            #expect(result.text.contains(says), "\(tool) \(arguments.jsonTextForComment): \(result.text)")
        }
        let closed = try await callTool(server, "close", ["session": "s1"])
        let afterClose = try await callTool(server, "tap", ["session": "s1", "target": "buttons[\"loginButton\"]"])

        #expect(!closed.isError)
        #expect(afterClose.isError)
        #expect(afterClose.text.contains("no session \"s1\" is open"))
    }

    @Test("on a program, drag is refused, and a target, key or condition it cannot take is named")
    func programSessionErrors() async throws {
        let server = AgentServer()
        let started = try await callTool(server, "run_program", ["command": "cat"])
        try #require(!started.isError, "\(started.text)")

        let cases: [(String, [String: JSONValue], String)] = [
            ("tap", ["target": "buttons[\"x\"]"], "no element matches app.buttons[\"x\"]"),
            ("tap", ["target": "e99"], "no snapshot of this session gave the ref e99"),
            ("drag", ["target": "buttons[\"x\"]", "to": "buttons[\"y\"]"], "drag needs an app that speaks the automation protocol"),
            ("type", ["text": "x", "target": "textFields[\"a\"]"], "no element matches app.textFields[\"a\"]"),
            ("press", ["key": "ctrl-"], "f1…f12"),
            ("wait", ["condition": "exists", "text": "x"], "wait (exists) needs the argument \"target\""),
            ("wait", ["condition": "later"], "exists, gone or label (with \"target\"), text or gone (with \"text\"), or exit"),
            ("wait", ["condition": "text", "text": "never shown", "timeout": 0.2], "never shown"),
        ]
        for (tool, arguments, says) in cases {
            let result = try await callTool(server, tool, arguments.merging(["session": "s1"]) { $1 })
            #expect(result.isError, "\(tool) succeeded: \(result.text)")
            #expect(result.text.contains(says), "\(tool): \(result.text)")
        }
        let snapshot = try await callTool(server, "snapshot", ["session": "s1"])
        #expect(!snapshot.isError)
        #expect(snapshot.text.hasPrefix("snapshot 2 · program "), "\(snapshot.text)")
        #expect(snapshot.text.contains(" · elements read off its screen"), "\(snapshot.text)")
        _ = try await callTool(server, "close", ["session": "s1"])
    }

    @Test("sessions up to the limit open; one more is refused until one closes", arguments: [1, 2])
    func sessionLimit(limit: Int) async throws {
        let server = AgentServer(sessionLimit: limit)

        var opened: [Bool] = []
        for _ in 0..<limit { opened.append(try await !callTool(server, "run_program", ["command": "cat"]).isError) }
        let refused = try await callTool(server, "run_program", ["command": "cat"])
        _ = try await callTool(server, "close", ["session": "s1"])
        let afterClose = try await callTool(server, "run_program", ["command": "cat"])

        #expect(opened == Array(repeating: true, count: limit))
        #expect(refused.isError)
        #expect(refused.text.contains("\(limit) sessions are open, the most this server runs at once"))
        #expect(!afterClose.isError, "\(afterClose.text)")
        await server.closeAllSessions()
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// The arguments as JSON, for a failure's comment.
    fileprivate var jsonTextForComment: String { JSONValue.object(self).jsonText }
}
