import JourneyTrace
import ScreenModel

/// Traces of a small run made by hand, so reports of them are the same every time: a
/// journey that passed, one that failed (a label changed under it while a request
/// finished and the clock moved), one that flaked, and a program with a recording.
enum ReportFixtures {
    /// The asciicast the program journey carries: a title, colours, a cursor move
    /// and an erase, over one and a half seconds.
    static let asciicast = """
        {"version": 2, "width": 20, "height": 4}
        [0.0, "o", "\\u001b[1mtop\\u001b[0m - 3 tasks\\r\\n"]
        [0.5, "o", "\\u001b[31mcpu  90%\\u001b[0m\\r\\nmem  40%"]
        [1.5, "o", "\\u001b[2;1H\\u001b[Kcpu \\u001b[32m12%\\u001b[0m"]

        """

    /// The screen `asciicast` ends on, as text.
    static let finalScreenText = ["top - 3 tasks", "cpu 12%", "mem  40%", ""]

    /// The screen the recording shows after its first half second.
    static let firstScreenText = ["top - 3 tasks", "", "", ""]

    static func screen(title: String, total: String, busy: Bool = false, payEnabled: Bool = true, extra: [ElementSnapshot] = []) -> ElementTree {
        let root = ElementSnapshot(
            .application, identifier: "app", frame: Rect(x: 0, y: 0, width: 40, height: 8),
            children: [
                ElementSnapshot(
                    .window, frame: Rect(x: 0, y: 0, width: 40, height: 8),
                    children: [
                        ElementSnapshot(.navigationBar, identifier: "nav", label: title, frame: Rect(x: 0, y: 0, width: 40, height: 2)),
                        ElementSnapshot(.staticText, identifier: "cart.total", label: total, frame: Rect(x: 2, y: 3, width: 20, height: 1)),
                        ElementSnapshot(.button, identifier: "payButton", label: "Pay", isEnabled: payEnabled, frame: Rect(x: 2, y: 5, width: 10, height: 1)),
                    ] + extra)
            ])
        let activity =
            busy
            ? Activity(pendingWork: [PendingWork(name: "network: POST /orders", remainingMilliseconds: 1_500)], clock: .virtual)
            : Activity(clock: .virtual)
        return ElementTree(generation: 1, root: root, activity: activity)
    }

    static func trace(
        name: String, result: TraceResult, attempt: Int? = nil, shard: String? = "1/2",
        _ build: (inout TraceStore) -> [TraceStep]
    ) -> Trace {
        var store = TraceStore()
        let steps = build(&store)
        return Trace(
            kind: .script, name: name, file: "journeys/\(name).journey", shard: shard, attempt: attempt, result: result,
            durationMicroseconds: steps.reduce(0) { $0 + $1.durationMicroseconds } + 1_000, steps: steps, store: store
        )
    }

    static let signIn = trace(name: "sign-in", result: .passed) { store in
        [
            TraceStep(
                title: "launch --uitesting", source: TraceSource(file: "journeys/sign-in.journey", line: 1, text: "launch --uitesting"),
                durationMicroseconds: 9_000, result: .passed, after: store.moment(screen(title: "Sign in", total: ""))),
            TraceStep(
                title: "tap buttons[\"payButton\"]", source: TraceSource(file: "journeys/sign-in.journey", line: 2, text: "tap buttons[\"payButton\"]"),
                durationMicroseconds: 700, result: .passed, before: store.moment(screen(title: "Sign in", total: "")),
                after: store.moment(screen(title: "Shop", total: ""))),
        ]
    }

    static let checkout = trace(name: "checkout", result: .failed, shard: "2/2") { store in
        [
            TraceStep(
                title: "launch --uitesting --mock-cart-with-item",
                source: TraceSource(file: "journeys/checkout.journey", line: 1, text: "launch --uitesting --mock-cart-with-item"),
                durationMicroseconds: 10_000, result: .passed, after: store.moment(screen(title: "Cart", total: "€12.00"))),
            TraceStep(
                title: "tap buttons[\"payButton\"]", source: TraceSource(file: "journeys/checkout.journey", line: 2, text: "tap buttons[\"payButton\"]"),
                durationMicroseconds: 1_200, result: .passed, before: store.moment(screen(title: "Cart", total: "€12.00")),
                after: store.moment(screen(title: "Cart", total: "€12.00", busy: true, payEnabled: false)),
                events: [TraceEvent(kind: .started, work: "network: POST /orders", milliseconds: 1_500)],
                log: ["POST /orders started"]),
            TraceStep(
                title: "expect staticTexts[\"cart.total\"] label == \"€12.00\"",
                source: TraceSource(file: "journeys/checkout.journey", line: 3, text: "expect staticTexts[\"cart.total\"] label == \"€12.00\""),
                durationMicroseconds: 2_400, result: .failed,
                failure: TraceFailure(
                    message: "expected app.staticTexts[\"cart.total\"] label == \"€12.00\", but its label is \"€9.60\"",
                    kind: "expectation", logTail: ["POST /orders started", "POST /orders done: 201"]),
                before: store.moment(screen(title: "Cart", total: "€12.00", busy: true, payEnabled: false)),
                after: store.moment(
                    screen(
                        title: "Cart", total: "€9.60",
                        extra: [
                            ElementSnapshot(.staticText, identifier: "promoLabel", label: "Promo SAVE20", frame: Rect(x: 2, y: 6, width: 20, height: 1))
                        ])),
                events: [TraceEvent(kind: .clock, milliseconds: 1_500, automatic: true), TraceEvent(kind: .finished, work: "network: POST /orders")],
                log: ["POST /orders done: 201"]),
        ]
    }

    static func search(attempt: Int, passed: Bool) -> Trace {
        trace(name: "search", result: passed ? .passed : .failed, attempt: attempt) { store in
            [
                TraceStep(
                    title: "launch --uitesting", source: TraceSource(file: "journeys/search.journey", line: 1, text: "launch --uitesting"),
                    durationMicroseconds: 8_000, result: .passed, after: store.moment(screen(title: "Shop", total: ""))),
                TraceStep(
                    title: "wait cells[\"productCell_0\"] exists within 1s", source: TraceSource(file: "journeys/search.journey", line: 2),
                    durationMicroseconds: passed ? 900 : 1_000_000, result: passed ? .passed : .failed,
                    failure: passed ? nil : TraceFailure(message: "timeout: the app becoming idle did not happen within 1 s", kind: "timeout"),
                    before: store.moment(screen(title: "Shop", total: "")), after: store.moment(screen(title: "Shop", total: ""))),
            ]
        }
    }

    static var top: Trace {
        var store = TraceStore()
        let final = store.add(TraceScreen(width: 20, height: 4, rows: finalScreenText, runs: [TraceScreen.Run(row: 1, start: 4, length: 3, style: 0, foreground: 2)]))
        let first = store.add(TraceScreen(width: 20, height: 4, rows: ["top - 3 tasks"], runs: [TraceScreen.Run(row: 0, start: 0, length: 3, style: TraceScreen.Style.bold)]))
        return Trace(
            kind: .program, name: "top", file: "programs/top.journey", result: .passed, durationMicroseconds: 1_500_000,
            steps: [TraceStep(title: "launch top", durationMicroseconds: 1_500_000, result: .passed, before: TraceMoment(screen: first), after: TraceMoment(screen: final))],
            recording: TraceAsciicast(asciicast: asciicast, finalScreen: final), store: store
        )
    }

    /// The whole run: passed, failed, flaky (failed then passed), and the program.
    static var run: [Trace] {
        [signIn, checkout, search(attempt: 1, passed: false), search(attempt: 2, passed: true), top]
    }
}
