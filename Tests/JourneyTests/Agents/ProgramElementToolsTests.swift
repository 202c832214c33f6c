import AgentServer
import DriverTesting
import Foundation
import Testing

/// An agent (journey mcp) and a client (journey serve) drive a program's elements, read
/// off its screen, with the tools an app's elements take: a snapshot with refs, taps by
/// ref or query, reads, and a saved journey that `journey run` replays.
@Suite("Agents drive a program's elements", .timeLimit(.minutes(2)), .hangReport, .tags(.program))
struct ProgramElementToolsTests {
    /// `dialog --yesno`, as each test starts it.
    static let yesNo = "dialog --title Confirm --yesno 'Delete all files?' 8 40"

    /// The ref a snapshot's text gives the element whose line contains `element`.
    static func ref(of element: String, in snapshot: String) throws -> String {
        let line = try #require(snapshot.split(separator: "\n").first { $0.contains(element) }, "no \(element) in:\n\(snapshot)")
        return String(try #require(line.split(separator: " ").first))
    }

    @Test(
        "a snapshot of dialog --yesno lists its buttons with refs, and a tap by ref or by query ends dialog with that button's status",
        .requires(.dialog), arguments: [("Yes", 0), ("No", 1)], [true, false])
    func tapEndsDialog(button: (label: String, status: Int32), byRef: Bool) async throws {
        let server = AgentServer()
        let started = try await callTool(server, "run_program", ["command": .string(Self.yesNo)])
        try #require(!started.isError, "\(started.text)")

        let snapshot = try await callTool(server, "snapshot", ["session": "s1"])
        let target = byRef ? try Self.ref(of: "button \"\(button.label)\"", in: snapshot.text) : "buttons[\"\(button.label)\"]"
        let tapped = try await callTool(server, "tap", ["session": "s1", "target": .string(target)])
        let ended = try await callTool(server, "wait", ["session": "s1", "condition": "exit"])

        #expect(snapshot.text.hasPrefix("snapshot 2 · program "), "\(snapshot.text)")
        #expect(snapshot.text.contains("elements read off its screen"), "\(snapshot.text)")
        #expect(try Self.ref(of: "button \"Yes\"", in: snapshot.text).hasPrefix("e"))
        #expect(try Self.ref(of: "button \"No\"", in: snapshot.text).hasPrefix("e"))
        #expect(!tapped.isError, "\(tapped.text)")
        #expect(tapped.text.hasPrefix("tapped buttons["), "\(tapped.text)")
        #expect(!ended.isError, "\(ended.text)")
        #expect(ended.text.hasPrefix("the program ended: exit code \(button.status)"), "\(ended.text)")
        await server.closeAllSessions()
    }

    @Test("run_program answers with the first snapshot's refs, which a tap then names", .requires(.dialog))
    func runProgramAnswersWithRefs() async throws {
        let server = AgentServer()

        let started = try await callTool(server, "run_program", ["command": .string(Self.yesNo)])
        let no = try Self.ref(of: "button \"No\"", in: started.text)
        let tapped = try await callTool(server, "tap", ["session": "s1", "target": .string(no)])
        let ended = try await callTool(server, "wait", ["session": "s1", "condition": "exit"])

        #expect(started.text.contains("snapshot 1 · program "), "\(started.text)")
        #expect(!tapped.isError, "\(tapped.text)")
        #expect(ended.text.hasPrefix("the program ended: exit code 1"), "\(ended.text)")
        await server.closeAllSessions()
    }

    @Test("a misspelt target fails with the driver's did-you-mean, and nothing is recorded for it", .requires(.dialog))
    func misspeltTargetSuggests() async throws {
        let folder = try TemporaryFolder()
        let server = AgentServer(currentDirectory: folder.path)
        _ = try await callTool(server, "run_program", ["command": .string(Self.yesNo)])

        let tapped = try await callTool(server, "tap", ["session": "s1", "target": "buttons[\"Yse\"]"])
        _ = try await callTool(server, "save_journey", ["session": "s1", "path": "dialog.journey"])

        #expect(tapped.isError)
        #expect(tapped.text.contains("no element matches app.buttons[\"Yse\"]"), "\(tapped.text)")
        #expect(tapped.text.contains("did you mean \"Confirm › Yes\" (app.buttons[\"Confirm › Yes\"])?"), "\(tapped.text)")
        #expect(try !folder.read("dialog.journey").contains("Yse"))
        await server.closeAllSessions()
    }

    @Test("a serve session reads a program element's label, and says whether one exists", .requires(.whiptail))
    func serveReadsProgramElement() async throws {
        let server = DriverServer()
        let started = try await serve(server, "run_program", ["command": "whiptail --title Confirm --yesno 'Delete all files?' 8 40"])
        let session = try #require(started.result?["session"], "\(String(describing: started.error))")

        let read = try await serve(server, "read", ["session": session, "target": "buttons[\"No\"]"])
        let exists = try await serve(server, "exists", ["session": session, "target": "buttons[\"Maybe\"]"])
        let focused = try await serve(server, "expect", ["session": session, "target": "buttons[\"Yes\"]", "condition": "focused"])

        #expect(read.result?["label"] == "No", "\(String(describing: read.error))")
        #expect(read.result?["type"] == "button")
        #expect(exists.result?["exists"] == false, "\(String(describing: exists.error))")
        #expect(focused.error == nil, "\(String(describing: focused.error))")
        await server.closeAllSessions()
    }

    @Test("save_journey of a session that tapped by ref writes the element steps, and journey run replays them", .requires(.dialog))
    func savedElementStepsReplay() async throws {
        let folder = try TemporaryFolder()
        let server = AgentServer(currentDirectory: folder.path)
        _ = try await callTool(server, "run_program", ["command": .string(Self.yesNo)])
        let snapshot = try await callTool(server, "snapshot", ["session": "s1"])
        _ = try await callTool(server, "wait", ["session": "s1", "condition": "label", "target": "buttons[\"No\"]", "text": "No"])
        _ = try await callTool(server, "tap", ["session": "s1", "target": .string(try Self.ref(of: "button \"No\"", in: snapshot.text))])
        _ = try await callTool(server, "wait", ["session": "s1", "condition": "exit"])

        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": "dialog.journey"])
        await server.closeAllSessions()
        let replay = try await JourneyExecutable.run(["run", "dialog.journey"], in: folder)

        #expect(!saved.isError, "\(saved.text)")
        let journey = try folder.read("dialog.journey")
        #expect(journey.contains("expect buttons[\"No\"] label == \"No\"\n"), "\(journey)")
        #expect(journey.contains("\ntap buttons[\"Confirm › No\"]\n"), "\(journey)")
        #expect(journey.hasSuffix("\nexpect exit 1\n"), "\(journey)")
        #expect(replay.status == 0, "journey run said:\n\(replay.standardOutput)\n\(replay.standardError)\nof:\n\(journey)")
        #expect(replay.lastLine.hasPrefix("1 passed, 0 failed"), "\(replay.standardOutput)")
    }
}

/// One call on `server`: the result, or the error object.
private func serve(_ server: DriverServer, _ method: String, _ params: [String: JSONValue]) async throws -> (result: JSONValue?, error: JSONValue?) {
    let request: JSONValue = ["jsonrpc": "2.0", "id": 1, "method": .string(method), "params": .object(params)]
    let response = try #require(await server.handle(Data(request.jsonText.utf8)))
    return (response["result"], response["error"])
}
