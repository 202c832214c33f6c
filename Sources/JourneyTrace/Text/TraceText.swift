/// A trace written out for a terminal, step by step: what `journey show-trace` prints.
/// Each step shows its line, result and time, why it failed, what changed in the
/// tree, the work and clock moves, the app's log lines, and the screen after it.
package enum TraceText {
    /// The whole trace; with `colours`, screens keep their styles as terminal escapes.
    package static func text(for trace: Trace, colours: Bool = false) -> String {
        var lines = header(trace)
        for index in trace.steps.indices {
            lines.append("")
            lines += step(index, of: trace, colours: colours)
        }
        if let notRun = trace.notRun, !notRun.isEmpty {
            lines.append("")
            lines.append("Not run:")
            lines += notRun.map { "  line \($0.line): \($0.text ?? "")" }
        }
        for failure in trace.failures ?? [] {
            lines.append("")
            lines.append("✘ " + (failure.location.map { $0.location + ": " } ?? "") + failure.message)
        }
        if let recording = trace.recording, let key = recording.finalScreen, let screen = trace.store.screens[key] {
            lines.append("")
            lines.append("Recording ends on:")
            lines += indented(draw(screen, colours: colours))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines naming the journey and its result.
    package static func header(_ trace: Trace) -> [String] {
        var lines = ["Journey: \(trace.title)" + (trace.file.map { " (\($0))" } ?? "")]
        if let configuration = trace.configuration {
            lines.append("Configuration: \(configuration)" + (trace.configurationArguments.map { ": " + $0.joined(separator: " ") } ?? ""))
        }
        if let shard = trace.shard { lines.append("Shard: \(shard)") }
        let duration = readable(microseconds: trace.durationMicroseconds)
        if let failed = trace.failedStep {
            lines.append("Result: failed at step \(failed.index + 1)" + (failed.step.source.map { ", line \($0.line)" } ?? "") + " after \(duration)")
        } else {
            lines.append("Result: \(trace.result.rawValue) in \(duration)")
        }
        return lines
    }

    /// The lines of step `index`.
    package static func step(_ index: Int, of trace: Trace, colours: Bool = false) -> [String] {
        let step = trace.steps[index]
        let mark =
            switch step.result {
            case .passed: "✔"
            case .failed: "✘"
            default: "■"
            }
        let line = step.source.map { "line \($0.line): " } ?? ""
        var lines = ["Step \(index + 1) of \(trace.steps.count) \(mark) \(line)\(step.title) (\(readable(microseconds: step.durationMicroseconds)))"]
        if let failure = step.failure {
            lines += prefixed(failure.message, first: "  failed: ", rest: "          ")
        }
        let before = step.before?.tree.flatMap { trace.store.trees[$0] }
        let after = step.after?.tree.flatMap { trace.store.trees[$0] }
        if before != nil || after != nil {
            let changes = TreeDiff.changes(from: before, to: after)
            if changes.isEmpty {
                lines.append("  tree: unchanged")
            } else {
                lines.append("  tree changes:")
                lines += changes.prefix(20).map { "    " + $0.description }
                if changes.count > 20 { lines.append("    … \(changes.count - 20) more") }
            }
        }
        for event in step.events ?? [] { lines.append("  " + event.description) }
        if let log = step.log, !log.isEmpty {
            lines.append("  app log:")
            lines += log.map { "    | " + $0 }
        }
        if let key = step.after?.screen, let screen = trace.store.screens[key], step.after?.screen != step.before?.screen || step.failure != nil {
            lines.append("  screen after:")
            lines += indented(draw(screen, colours: colours))
        }
        return lines
    }

    /// The screen inside a frame; with `colours`, its styles as terminal escapes.
    package static func draw(_ screen: TraceScreen, colours: Bool) -> [String] {
        let border = "+" + String(repeating: "-", count: screen.width) + "+"
        var lines = [border]
        for row in 0..<screen.height {
            var drawn = "|"
            var current = 0
            for cell in screen.cells(row: row) {
                if colours && cell.style != current {
                    drawn += sgr(cell.style)
                    current = cell.style
                }
                drawn += cell.text
            }
            if current != 0 { drawn += "\u{1B}[0m" }
            lines.append(drawn + "|")
        }
        lines.append(border)
        return lines
    }

    private static func sgr(_ style: Int) -> String {
        var codes = ["0"]
        if style & TraceScreen.Style.bold != 0 { codes.append("1") }
        if style & TraceScreen.Style.dim != 0 { codes.append("2") }
        if style & TraceScreen.Style.italic != 0 { codes.append("3") }
        if style & TraceScreen.Style.underline != 0 { codes.append("4") }
        if style & TraceScreen.Style.inverse != 0 { codes.append("7") }
        if style & TraceScreen.Style.hidden != 0 { codes.append("8") }
        if style & TraceScreen.Style.strikethrough != 0 { codes.append("9") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func indented(_ lines: [String]) -> [String] {
        lines.map { "    " + $0 }
    }

    private static func prefixed(_ text: String, first: String, rest: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0.offset == 0 ? first : rest) + $0.element }
    }

    /// `840 µs`, `12.3 ms`, `1.2 s`.
    package static func readable(microseconds: Int64) -> String {
        if microseconds < 1_000 { return "\(microseconds) µs" }
        if microseconds < 1_000_000 { return oneDecimal(Double(microseconds) / 1_000) + " ms" }
        return oneDecimal(Double(microseconds) / 1_000_000) + " s"
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
