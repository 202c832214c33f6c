@testable import AgentServer
import Testing

/// The catalogue is what is dispatched: each tool is a value holding its handler, a
/// call is sent to the tool of its name, and no name outside the catalogue is called.
@Suite("journey mcp's tools: the catalogue is what a call reaches", .timeLimit(.minutes(1)))
struct ToolCatalogTests {
    private func toolbox() -> Toolbox {
        Toolbox(sessions: SessionTable(limit: 2), defaultApp: nil, currentDirectory: "/")
    }

    @Test("every tool has a name of its own, and a call by that name reaches that tool")
    func everyToolIsDispatched() async throws {
        let names = ToolCatalog.tools.map(\.name)
        let toolbox = toolbox()

        #expect(Set(names).count == names.count, "a name given twice: \(names)")
        for name in names {
            // An argument no tool takes is refused by the tool called, before it does anything.
            let output = await toolbox.call(name, arguments: ["no_such_argument": true])
            #expect(output?.isError == true, "\(name)")
            #expect(output?.texts.first?.hasPrefix("\(name) takes no argument \"no_such_argument\"") == true, "\(name): \(String(describing: output))")
        }
    }

    /// For each tool, arguments its handler refuses before starting anything, and what it says.
    private static let refusals: [String: (arguments: [String: JSONValue], says: String)] = [
        "launch": (["arguments": "--uitesting"], "\"arguments\""),
        "run_program": (["command": ""], "a command"),
        "run_journey": ([:], "either \"path\" or \"text\""),
        "snapshot": (["session": "s9"], "no session \"s9\" is open"),
        "tap": (["session": "s9"], "no session \"s9\" is open"),
        "type": (["session": "s9"], "no session \"s9\" is open"),
        "press": (["session": "s9"], "no session \"s9\" is open"),
        "swipe": (["session": "s9"], "no session \"s9\" is open"),
        "drag": (["session": "s9"], "no session \"s9\" is open"),
        "wait": (["session": "s9"], "no session \"s9\" is open"),
        "ignore_work": (["session": "s9", "work": []], "no session \"s9\" is open"),
        "screen": (["session": "s9"], "no session \"s9\" is open"),
        "close": (["session": "s9"], "no session \"s9\" is open"),
        "save_journey": (["session": "s9"], "no session \"s9\" is open"),
    ]

    @Test("every tool in the catalogue has a handler that a call by its name runs, and every handler checked is a catalogue tool's")
    func everyHandlerRuns() async throws {
        let toolbox = toolbox()

        #expect(Set(Self.refusals.keys) == Set(ToolCatalog.tools.map(\.name)))
        for tool in ToolCatalog.tools {
            let refusal = try #require(Self.refusals[tool.name], "no refusal written for \(tool.name)")
            let output = await toolbox.call(tool.name, arguments: refusal.arguments)
            #expect(output?.isError == true, "\(tool.name)")
            #expect(output?.texts.first?.contains(refusal.says) == true, "\(tool.name): \(String(describing: output))")
        }
    }

    @Test("a name that is no tool's, even one close to a tool's, reaches nothing", arguments: ["click", "Tap", "tap ", "run-journey", "", "snapshots"])
    func unknownNamesReachNothing(name: String) async {
        let output = await toolbox().call(name, arguments: [:])

        #expect(output == nil)
    }

    @Test("drag, which needs an app's own channel, refuses a program on a terminal, naming itself; snapshot reads the program's elements")
    func dragRefusesPrograms() async throws {
        let toolbox = toolbox()
        let started = try #require(await toolbox.call("run_program", arguments: ["command": "cat", "columns": 20, "rows": 3]))
        try #require(!started.isError, "\(started.texts)")
        let id = try #require(started.texts.first?.split(separator: "\n").first?.split(separator: " ").last.map(String.init))

        let dragged = await toolbox.call("drag", arguments: ["session": .string(id), "target": "e1", "to": "e2"])
        let snapshot = await toolbox.call("snapshot", arguments: ["session": .string(id)])

        #expect(dragged?.isError == true)
        #expect(dragged?.texts.first?.hasPrefix("drag needs an app that speaks the automation protocol") == true, "\(String(describing: dragged))")
        #expect(snapshot?.isError == false)
        #expect(snapshot?.texts.first?.contains(" · elements read off its screen") == true, "\(String(describing: snapshot))")
        #expect(await toolbox.call("close", arguments: ["session": .string(id)])?.texts == ["closed \(id)"])
    }
}
