import Driver
import ScreenModel
import SystemLayer
import TerminalEmulator

/// Turns what a person does to a program on a terminal into a program journey's steps,
/// sending each key to the program exactly as the replay will.
///
/// Typed text is one `type "…"` step until another key (Enter ends it with `\n`;
/// Backspace takes back what it typed); other keys are `press` steps. After Enter or a
/// key, once the program has drawn, the first line that was not on the screen before
/// becomes a `wait screen contains "…"`, so the replay waits for what the program
/// showed. The program's own keys include Ctrl-C and Ctrl-D, so the recorder's come
/// after Ctrl-] (`e` expects the line with words at or above the cursor, `p` pauses,
/// `d` saves).
struct ProgramRecording {
    /// What the person asked the recorder for.
    typealias Outcome = AppRecording.Outcome

    /// The program's terminal.
    let terminal: Terminal
    /// What the status line shows.
    let status: RecorderStatus
    /// The steps so far; the first is the `run`.
    private(set) var steps: [Step.Action]
    private var paused = false
    private var awaitingCommand = false

    /// A recording of the program `launch` starts, on `terminal`.
    init(launch: ProgramLaunch, terminal: Terminal, status: RecorderStatus) {
        self.terminal = terminal
        self.status = status
        steps = [.run(launch)]
    }

    /// Does what `input` asks and records it.
    mutating func handle(_ input: RecorderInput) async -> Outcome {
        guard case let .key(press) = input else {
            report("clicks are not recorded for programs; use keys")
            return .carryOn
        }
        if awaitingCommand {
            awaitingCommand = false
            switch press {
            case .character("d"), .character("q"): return .finish
            case .character("p"):
                paused.toggle()
                report(paused ? "paused: keys still reach the program, but nothing is recorded" : "recording again")
            case .character("e"): expectCursorLine()
            case .ctrl("]"): await send(.ctrl("]"), recordAs: .pressOnTerminal(.ctrl("]")))
            default: report("after ^]: e expects the cursor's line, p pauses, d saves; ^] again sends ^]")
            }
            return .carryOn
        }
        switch press {
        case .ctrl("]"):
            awaitingCommand = true
            report("^] … e expect · p pause · d save")
        case .enter:
            let before = terminal.screen
            await typeText("\n")
            await followOutput(since: before)
        case .backspace:
            if !paused, case let .typeOnTerminal(text)? = steps.last, !text.isEmpty, !text.hasSuffix("\n") {
                await send(.backspace, recordAs: nil)
                let shorter = String(text.dropLast())
                if shorter.isEmpty { steps.removeLast() } else { steps[steps.count - 1] = .typeOnTerminal(shorter) }
            } else {
                await pressKey(.backspace)
            }
        default:
            if let character = press.typedCharacter {
                await typeText(String(character))
            } else {
                await pressKey(press)
            }
        }
        return .carryOn
    }

    /// Records that the program ended with `status`: `expect exit N` for an exit code.
    mutating func programEnded(with status: ExitStatus) {
        guard !paused, case let .exited(code) = status else { return }
        steps.append(.expectExit(code: code, timeout: .seconds(5)))
    }

    /// The program journey: a header, then one step a line.
    var text: String {
        Self.text(of: steps, header: "# Recorded with journey record: the keys and text typed, and a wait for what the program showed after each key.")
    }

    /// A program journey of `steps` under the comment `header`, one step a line as a
    /// recording writes it (a step on elements by its query, `tap buttons["Yes"]`), with
    /// the usual 5 s timeouts left unwritten.
    static func text(of steps: [Step.Action], header: String) -> String {
        var lines = [header, ""]
        lines += steps.map { action in
            let line = RecordedScript.line(for: action)
            return line.hasSuffix(" within 5s") ? String(line.dropLast(" within 5s".count)) : line
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Keys

    private mutating func typeText(_ text: String) async {
        do throws(DriverError) {
            try await terminal.type(text)
        } catch {
            report("not sent: " + String(error.message.prefix { $0 != "\n" }))
            return
        }
        guard !paused else { return }
        if case let .typeOnTerminal(typed)? = steps.last, !typed.hasSuffix("\n") {
            steps[steps.count - 1] = .typeOnTerminal(typed + text)
        } else {
            steps.append(.typeOnTerminal(text))
        }
        report(nil)
    }

    private mutating func pressKey(_ key: KeyPress) async {
        let before = terminal.screen
        await send(key, recordAs: .pressOnTerminal(key))
        await followOutput(since: before)
    }

    private mutating func send(_ key: KeyPress, recordAs action: Step.Action?) async {
        do throws(DriverError) {
            try await terminal.press(key)
        } catch {
            report("not sent: " + String(error.message.prefix { $0 != "\n" }))
            return
        }
        if let action, !paused { steps.append(action) }
        report(nil)
    }

    /// Once the program has drawn what the key asked for, waits in the script for the
    /// first line with words in it that was not on the screen before it.
    private mutating func followOutput(since before: TerminalScreen) async {
        guard !paused, let wait = await Self.waitForOutput(of: terminal, since: before) else { return }
        steps.append(wait)
        report("added: " + wait.description.dropLast(" within 5s".count))
    }

    /// Once the program has drawn (it is idle, `Terminal.waitUntilIdle`), a `wait screen contains` for the
    /// first line with words in it that was not on the screen `before`; nil when none appeared.
    static func waitForOutput(of terminal: Terminal, since before: TerminalScreen) async -> Step.Action? {
        guard terminal.isRunning,
            let after = try? await terminal.waitUntilIdle(timeout: .seconds(5))
        else { return nil }
        let known = Set(before.lines.map(\.trimmingSpaces))
        // Lines of mere decoration (less's `~`, a rule of dashes) say nothing: words do.
        guard let appeared = after.lines.map(\.trimmingSpaces).first(where: { hasWords($0) && !known.contains($0) }) else { return nil }
        let text = String(appeared.prefix(60)).trimmingSpaces
        return .waitForScreen(containing: text, isNegated: false, timeout: .seconds(5))
    }

    private mutating func expectCursorLine() {
        let screen = terminal.screen
        let lines = screen.lines
        let row = min(max(0, screen.cursor.y), lines.count - 1)
        guard let text = lines[...row].reversed().map(\.trimmingSpaces).first(where: Self.hasWords) else {
            report("no line with words at or above the cursor: nothing to expect")
            return
        }
        guard !paused else {
            report("paused: ^] p to record again")
            return
        }
        steps.append(.expectScreen(.contains(text, isNegated: false)))
        report("added: expect screen contains \(text.quotedLiteral)")
    }

    /// Whether a line says something: three letters or digits at least (not less's `~`, a rule, a `:` prompt).
    static func hasWords(_ line: String) -> Bool {
        line.filter { $0.isLetter || $0.isNumber }.count >= 3
    }

    private func report(_ message: String?) {
        status.update(steps: steps.count, paused: paused, message: message)
    }
}
