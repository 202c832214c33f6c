import Driver
import Foundation
import JourneyTrace
import ScreenModel
import Testing

@Suite("Journey traces")
struct TraceModelTests {
    private static let tree = ElementTree(
        generation: 3,
        root: ElementSnapshot(
            .application, frame: Rect(x: 0, y: 0, width: 12, height: 2),
            children: [
                ElementSnapshot(.navigationBar, identifier: "nav", label: "Shop", frame: Rect(x: 0, y: 0, width: 12, height: 1)),
                ElementSnapshot(.button, identifier: "go", label: "Go", isEnabled: false, frame: Rect(x: 0, y: 1, width: 8, height: 1)),
            ]), activity: Activity(pendingWork: [PendingWork(name: "network: GET /catalog", remainingMilliseconds: 240)]))

    @Test("a moment stores the tree and its screen once each, however often it is recorded, with the work pending")
    func momentsAreStoredOnce() {
        var store = TraceStore()

        let first = store.moment(Self.tree)
        let second = store.moment(Self.tree)

        #expect(first == second)
        #expect(store.trees.count == 1 && store.screens.count == 1)
        #expect(first?.pending == [TraceWork(name: "network: GET /catalog", milliseconds: 240)])
    }

    @Test("a screen keeps the terminal's text and its styles: the title bold, the disabled button dim")
    func screenStyles() throws {
        let screen = TraceScreen(Self.tree)

        #expect(screen.rows == ["    Shop", "( Go )"])
        #expect(
            screen.runs == [
                TraceScreen.Run(row: 0, start: 4, length: 4, style: TraceScreen.Style.bold),
                TraceScreen.Run(row: 1, start: 0, length: 6, style: TraceScreen.Style.dim),
            ])
    }

    @Test(
        "a style run's colours read back as written: colour 0 (black) stays colour 0, and -1 is the default colour",
        arguments: [
            TraceScreen.Run(row: 2, start: 1, length: 3, style: 0, foreground: 0, background: 0),
            TraceScreen.Run(row: 2, start: 1, length: 3, style: 0, foreground: 1, background: nil),
            TraceScreen.Run(row: 2, start: 1, length: 3, style: 0, foreground: nil, background: 255),
            TraceScreen.Run(row: 2, start: 1, length: 3, style: 0),
        ])
    func runColoursRoundTrip(run: TraceScreen.Run) throws {
        let data = try JSONEncoder().encode(run)

        #expect(try JSONDecoder().decode(TraceScreen.Run.self, from: data) == run)
    }

    @Test("the work that started and finished and the clock moves come from what the app reported, in order")
    func events() {
        let busy = Activity(pendingWork: [PendingWork(name: "network: POST /orders", remainingMilliseconds: 1_500)], clock: .virtual)
        let reported: [SessionEvent] = [.activity(generation: 4, busy), .clockAdvanced(milliseconds: 1_500, automatic: true), .activity(generation: 5, Activity(clock: .virtual))]

        let events = TraceEvent.events(from: reported, startingFrom: .idle)

        #expect(events.map(\.description) == ["started network: POST /orders (1500 ms)", "virtual clock +1500 ms (fast-forward by a wait)", "finished network: POST /orders"])
    }

    @Test("a trace reads back from its file as it was written; the same trace gives the same bytes")
    func roundTrip() throws {
        var store = TraceStore()
        let moment = store.moment(Self.tree)
        let trace = Trace(
            kind: .test, name: "checkout", file: "Tests/Checkout.swift", result: .failed, durationMicroseconds: 1_234,
            steps: [
                TraceStep(
                    title: "tap app.buttons[\"go\"]", durationMicroseconds: 80, result: .failed,
                    failure: TraceFailure(message: "elementNotInteractable: it is disabled", kind: "elementNotInteractable"),
                    before: moment, after: moment, log: ["line"])
            ],
            store: store)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let path = try TraceFile.write(trace, to: folder, stem: "checkout")

        #expect(path.hasSuffix("/checkout.trace.json"))
        #expect(try TraceFile.read(path) == trace)
        #expect(try TraceFile.data(for: trace) == TraceFile.data(for: trace))
    }

    @Test(
        "a node reads back with every attribute as written, and leaves out those at their defaults",
        arguments: [
            TraceNode(type: "textField"),
            TraceNode(type: "textField", hasFocus: true), TraceNode(type: "button", isEnabled: false), TraceNode(type: "cell", isSelected: true),
            TraceNode(
                type: "textField", identifier: "email", label: "Email", value: "a@b.c", placeholder: "you@example.com", isEnabled: false,
                isSelected: true, hasFocus: true, frame: [1, 2, 30, 1], children: [TraceNode(type: "staticText", label: "x")]),
        ])
    func nodeRoundTrip(node: TraceNode) throws {
        let data = try JSONEncoder().encode(node)
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys

        #expect(try JSONDecoder().decode(TraceNode.self, from: data) == node)
        #expect(keys.contains("f") == node.hasFocus)
        #expect(keys.contains("d") == !node.isEnabled)
        #expect(keys.contains("s") == node.isSelected)
    }

    @Test("a file that is not a trace, or a trace of another version, is refused by name")
    func badFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{\"hello\": 1}".write(toFile: folder + "/a.trace.json", atomically: true, encoding: .utf8)
        try "{\"format\": \"terminal-journeys-trace\", \"version\": 9}".write(toFile: folder + "/b.trace.json", atomically: true, encoding: .utf8)

        #expect(throws: TraceFileError.notATrace(path: folder + "/a.trace.json")) { try TraceFile.read(folder + "/a.trace.json") }
        #expect(throws: TraceFileError.unsupportedVersion(path: folder + "/b.trace.json", version: 9)) { try TraceFile.read(folder + "/b.trace.json") }
        #expect(throws: TraceFileError.unreadable(path: folder + "/c.trace.json", reason: "no such file")) { try TraceFile.read(folder + "/c.trace.json") }
    }

    @Test(
        "a step's time reads in µs below a millisecond, then in ms, then in s, to one decimal",
        arguments: [
            (Int64(999), "999 µs"), (1_000, "1.0 ms"), (12_340, "12.3 ms"), (999_000, "999.0 ms"), (1_000_000, "1.0 s"), (1_250_000, "1.3 s"),
        ] as [(Int64, String)])
    func readableTime(microseconds: Int64, text: String) {
        #expect(TraceText.readable(microseconds: microseconds) == text)
    }
}
