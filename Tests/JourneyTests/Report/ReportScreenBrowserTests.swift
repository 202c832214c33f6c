import DriverTesting
import Foundation
import JourneyScript
import JourneyTrace
import TerminalEmulator
import Testing

/// The report draws a program's screen as the emulator does: the page, loaded in a real
/// headless browser, is read back cell by cell and compared with the emulator's own SVG
/// picture of the same screen, for wide characters, combining marks and colours.
@Suite(
    "The report's screens in a browser", .timeLimit(.minutes(3)), .hangReport,
    .enabled(if: HeadlessBrowser.executable != nil, "needs a browser: install Debian's chromium (apt-get install chromium)"), .dedicatedThread)
struct ReportScreenBrowserTests {
    /// What the program writes, in two outputs half a second apart: CJK and ✅ (two
    /// columns each), e with a combining acute (one), bold, red, inverse, a green
    /// background, a 256-colour and a true colour, bright red on blue, dim and underline.
    static let outputs = [
        "\u{1B}[?25l\u{1B}[1m中文\u{1B}[0m ✅ done\r\ncafe\u{301} \u{1B}[31me\u{301}té\u{1B}[0m ok\r\n",
        "\u{1B}[7m inv \u{1B}[0m\u{1B}[42m ok \u{1B}[0m \u{1B}[38;5;208m橙\u{1B}[38;2;1;2;3mrgb\u{1B}[0m\r\n"
            + "\u{1B}[91;44m✅x\u{1B}[0m \u{1B}[2mdim\u{1B}[0m \u{1B}[4mu\u{1B}[0m",
    ]

    /// The emulator's screen after the first `count` outputs.
    static func screen(after count: Int) -> TerminalScreen {
        var emulator = Emulator(columns: 24, rows: 5)
        for output in outputs.prefix(count) { emulator.feed(output) }
        return emulator.screen
    }

    /// A program journey whose one step ends on the whole screen, with the recording of it.
    static func trace() throws -> Trace {
        var store = TraceStore()
        let final = screen(after: outputs.count)
        let after = store.moment(final)
        let events = try outputs.enumerated().map { index, text in
            "[\(Double(index) * 0.5), \"o\", " + String(decoding: try JSONEncoder().encode(text), as: UTF8.self) + "]"
        }
        let asciicast = (["{\"version\": 2, \"width\": 24, \"height\": 5}"] + events).joined(separator: "\n") + "\n"
        return Trace(
            kind: .program, name: "wide", file: "programs/wide.journey", result: .passed, durationMicroseconds: 500_000,
            steps: [TraceStep(title: "run wide", durationMicroseconds: 500_000, result: .passed, after: after)],
            recording: TraceAsciicast(asciicast: asciicast, finalScreen: after?.screen), store: store)
    }

    /// `svg`, the emulator's picture, put into the page and read as the page's are.
    private func readSwiftSVG(_ svg: String, in browser: HeadlessBrowser) throws -> [String: Any] {
        let quoted = String(decoding: try JSONEncoder().encode(svg), as: UTF8.self)
        _ = try browser.evaluate("(() => { const d = document.createElement('div'); d.className = 'swift-svg'; d.innerHTML = \(quoted); document.body.replaceChildren(d); })()")
        return try #require(try browser.evaluate(DrawnScreenReading.script("document.querySelector('.swift-svg svg')")) as? [String: Any])
    }

    private func read(_ selector: String, in browser: HeadlessBrowser) throws -> [String: Any] {
        let value = try browser.evaluate(DrawnScreenReading.script("document.querySelector('\(selector)')"))
        return try #require(value as? [String: Any], "\(value ?? "nothing")")
    }

    /// Each row of `page` against the same row of `swift`, naming the first that differs.
    private func expectSameCells(_ page: [String: Any], _ swift: [String: Any], _ what: String) {
        for key in ["width", "height", "background", "fontFamily", "fontSize"] {
            #expect("\(page[key] ?? "none")" == "\(swift[key] ?? "none")", "\(what): the picture's \(key)")
        }
        let pageRows = page["rows"] as? [[String]] ?? []
        let swiftRows = swift["rows"] as? [[String]] ?? []
        #expect(pageRows.count == swiftRows.count, "\(what): rows")
        for (y, (pageRow, swiftRow)) in zip(pageRows, swiftRows).enumerated() {
            #expect(pageRow == swiftRow, "\(what), row \(y): the report draws \(pageRow), the emulator's SVG \(swiftRow)")
        }
    }

    @Test("a step's screen and the recording's frames are the emulator's SVG cell by cell: wide and combining characters in their columns, the palette's colours, bold")
    func screensMatchTheEmulatorsSVG() throws {
        let folder = try TemporaryFolder()
        try folder.write("report.html", try ReportPage.html(ReportData(traces: [try Self.trace()])))
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(URL(fileURLWithPath: folder.path + "/report.html").absoluteString + "#journey=0")

        let step = try read(".screen-after svg", in: browser)
        let last = try read(".player svg", in: browser)
        _ = try browser.evaluate("(() => { const r = document.querySelector('.player input[type=range]'); r.value = '200'; r.dispatchEvent(new Event('input')); })()")
        let early = try read(".player svg", in: browser)
        let errors = browser.consoleErrors
        let swiftFinal = try readSwiftSVG(Self.screen(after: 2).svg(), in: browser)
        let swiftEarly = try readSwiftSVG(Self.screen(after: 1).svg(), in: browser)

        #expect(errors.isEmpty, "\(errors)")
        expectSameCells(step, swiftFinal, "the step's screen")
        expectSameCells(last, swiftFinal, "the recording's last frame")
        expectSameCells(early, swiftEarly, "the recording at 0.2 s")
        #expect(DrawnScreenReading.characters(inRows: swiftFinal["rows"] as? [[String]] ?? []) == DrawnScreenReading.characters(of: Self.screen(after: 2)))
        let first = (step["rows"] as? [[String]])?.first ?? []
        #expect(first.contains("5:✅ #e5e5e5 #101010") && first.contains("8:d #e5e5e5 #101010"), "✅ takes columns 5 and 6 after 中文 and a space: \(first)")
        _ = folder
    }
}
