import AppAutomation
public import ScreenModel
package import SystemLayer

/// The front end for a person: draws the app's tree in the terminal and turns keys
/// into the same commands the driver sends.
///
/// Tab and the arrows move focus, Enter presses, typing fills the field the cursor is
/// in, Esc goes back, Ctrl-T goes to the tab bar, F1 (or `?`) lists the keys, and
/// `q` quits where no field would take it as text; Ctrl-C quits anywhere. The legend
/// on the last row says which of these work on the screen shown. Redraws on resize.
public final class TerminalFrontEnd {
    private let host: ViewHost
    private let fixedSize: Size?
    private var rawMode: RawTerminalMode?
    private var lastFrame: [String] = []
    private var lastCaret: Point?
    /// What one read of the keyboard holds.
    private var keys = [UInt8](repeating: 0, count: 1024)

    /// A front end for `host`, drawn at `fixedSize` if given, else at the terminal's
    /// size, following resizes.
    public init(host: ViewHost, fixedSize: Size?) {
        self.host = host
        self.fixedSize = fixedSize
    }

    /// Runs until the person quits; returns the exit status.
    public func run() -> Int32 {
        do throws(SystemError) {
            try enterRawMode()
        } catch {
            AppLog.write("\(AppLog.programName): cannot put the terminal in raw mode: \(error.reason)")
            return 1
        }
        defer { leaveRawMode() }
        installResizeHandler()
        updateSize()
        host.settle()
        draw()

        // Resizes and termination signals are let in only while waiting.
        return DescriptorLoop.run(self, unblockingSignals: true)
    }

    /// Applies one key; returns false when the person quits. Clicks do nothing.
    private func handle(_ input: TerminalInput) -> Bool {
        guard case let .key(press) = input else { return true }
        switch press {
        case .ctrl("c"):
            return false
        case .ctrl("t"):
            host.focusTabBar()
        case .function(1):
            host.toggleKeyHelp()
        case .character("q") where !host.typingTakesKeys:
            return false
        case .character("?") where !host.typingTakesKeys:
            host.toggleKeyHelp()
        default:
            if let character = press.typedCharacter {
                host.typeFromKeyboard(String(character))
            } else if let key = press.versionOneKey {
                _ = host.perform(.press(key))
            }
        }
        return true
    }

    /// Milliseconds until the app's next timer, or nil when none is pending.
    private func pollTimeout() -> Int? {
        host.scheduler.nextWakeUp.map { max(0, $0 - host.scheduler.clock.now) }
    }

    private func updateSize() {
        if let fixedSize {
            host.screenSize = fixedSize
            return
        }
        if let size = PseudoTerminal.size(of: Posix.standardOutput), size.columns > 0, size.rows > 0 {
            host.screenSize = Size(width: size.columns, height: size.rows)
        }
        lastFrame = []
        lastCaret = nil
    }

    private func draw() {
        let tree = host.currentTree(generation: 0)
        let grid = ScreenRenderer.grid(for: tree)
        var output = "\u{1B}[?25l"
        var frame: [String] = []
        for (y, row) in grid.rows.enumerated() {
            var line = ""
            var style: CellStyle = []
            for cell in row {
                guard let character = cell.character else { continue }
                if cell.style != style {
                    line += Self.sgr(cell.style)
                    style = cell.style
                }
                line.append(character)
            }
            line += "\u{1B}[0m"
            frame.append(line)
            if y >= lastFrame.count || lastFrame[y] != line {
                // Erase first: after a full-width row the cursor sits on the last column,
                // and an erase there (xterm's EL) would wipe the row's last character.
                output += "\u{1B}[\(y + 1);1H\u{1B}[2K" + line
            }
        }
        // The terminal's cursor shows where typing lands, in the focused field.
        let caret = ScreenRenderer.caret(in: tree)
        // Nothing changed (a timer that only touched state files): write nothing.
        guard frame != lastFrame || caret != lastCaret else { return }
        lastFrame = frame
        lastCaret = caret
        if let caret { output += "\u{1B}[\(caret.y + 1);\(caret.x + 1)H\u{1B}[?25h" }
        try? Posix.writeAll(Posix.standardOutput, Array(output.utf8))
    }

    private static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.underline) { codes.append("4") }
        if style.contains(.inverse) { codes.append("7") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private func enterRawMode() throws(SystemError) {
        rawMode = try RawTerminalMode(Posix.standardInput)
        try? Posix.writeAll(Posix.standardOutput, Array("\u{1B}[?1049h\u{1B}[2J".utf8))
    }

    private func leaveRawMode() {
        try? Posix.writeAll(Posix.standardOutput, Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
        rawMode?.leave()
    }

    private func installResizeHandler() {
        Signal.deliverOnlyWhileWaiting(Signal.windowChanged)
    }
}

extension TerminalFrontEnd: DescriptorLoopHandler {
    /// Registers the keyboard (standard input) for the turn's wait, which lasts until the
    /// app's next timer at most; writes the coverage counters first, as a signal's
    /// default action may end the app while it waits.
    package func prepare(_ watch: inout DescriptorWatch) -> Monotonic? {
        CoverageProfile.write()
        watch.watch(Posix.standardInput, for: .input)
        return pollTimeout().map { .after(.milliseconds($0)) }
    }

    /// Applies the keys read and draws; ends with 0 when the person quits or input ends.
    package func handle(_ ready: PollDescriptor) -> DescriptorVerdict<Int32> {
        guard let count = try? Posix.read(Posix.standardInput, into: &keys), count > 0 else { return .stop(0) }
        for input in TerminalInput.decode(Array(keys[0..<count])) {
            if handle(input) == false { return .stop(0) }
        }
        draw()
        return .keep
    }

    /// A timer is due: runs it and draws.
    package func turnEnded(timedOut: Bool) -> Int32? {
        guard timedOut else { return nil }
        host.settle()
        draw()
        return nil
    }

    /// A termination signal ends the loop with 0; a resize redraws at the new size.
    package func interrupted() -> Int32? {
        if Termination.requested != nil { return 0 }
        updateSize()
        draw()
        return nil
    }

    /// Ends with 1.
    package func waitFailed(_ error: SystemError) -> Int32 { 1 }
}
