public import ScreenModel
import Synchronization
import TerminalEmulator

extension Terminal {
    /// Types `text` as a person would: each character as the terminal sends it, a line
    /// break as Enter (CR).
    ///
    /// - Throws: `DriverError` when the program is not running or not reading its input.
    public func type(_ text: String) async throws(DriverError) {
        let action = DriverError.TerminalAction.type(text)
        let session = try runningSession(for: action)
        var bytes: [UInt8] = []
        for character in text {
            if character == "\n" || character == "\r\n" {
                bytes += KeyPress.enter.bytes(in: session.modes) ?? [0x0D]
            } else {
                bytes += Array(String(character).utf8)
            }
        }
        try session.send(bytes, action: action)
        await elementsHeardInput()
    }

    /// Presses `key`, encoded for the program's current modes (application cursor
    /// keys, newline mode).
    ///
    /// Ctrl-C, Ctrl-\ and Ctrl-Z, which a terminal turns into signals, reach the program
    /// once it waits for input (blocked in the kernel), not while it is still between
    /// drawing and reading: a shell then acts on them at once rather than at the next key.
    ///
    /// - Throws: `DriverError.elementNotInteractable` for a key with no encoding (F13);
    ///   `appCrashed` or `appNotRunning` when the program is not running.
    public func press(_ key: KeyPress) async throws(DriverError) {
        let action = DriverError.TerminalAction.press(key)
        let session = try runningSession(for: action)
        guard let bytes = key.bytes(in: session.modes) else {
            throw TerminalFailure.refused(action, .noKeyEncoding(key)).error(commandLine: commandLine)
        }
        try session.send(bytes, action: action, untilReading: Self.signalKeys.contains(bytes))
        await elementsHeardInput()
    }

    /// The bytes of the keys a terminal turns into SIGINT, SIGQUIT and SIGTSTP by default.
    static let signalKeys: Set<[UInt8]> = [[0x03], [0x1C], [0x1A]]

    /// Presses `key` `count` times.
    public func press(_ key: KeyPress, times count: Int) async throws(DriverError) {
        for _ in 0..<max(0, count) { try await press(key) }
    }

    /// Pastes `text` as a terminal does: line breaks become CR, and when the program
    /// asked for bracketed paste (mode 2004) the text comes between `ESC [ 200 ~` and
    /// `ESC [ 201 ~`, so the program knows it was pasted, not typed.
    public func paste(_ text: String) async throws(DriverError) {
        let action = DriverError.TerminalAction.paste(text)
        let session = try runningSession(for: action)
        var body = text.replacing("\r\n", with: "\r").replacing("\n", with: "\r")
        if session.modes.bracketedPaste {
            // A paste must not end the bracket early.
            body = "\u{1B}[200~" + body.replacing("\u{1B}[201~", with: "") + "\u{1B}[201~"
        }
        try session.send(Array(body.utf8), action: action)
        await elementsHeardInput()
    }

    /// Sends `bytes` to the program exactly as given: for sequences no key names.
    public func send(bytes: [UInt8]) async throws(DriverError) {
        let session = try runningSession(for: .sendBytes(count: bytes.count))
        try session.send(bytes, action: .sendBytes(count: bytes.count))
        await elementsHeardInput()
    }

    /// Resizes the terminal, as a person resizing the window: the screen takes the new
    /// size and the program is told (SIGWINCH). Wait for its redraw afterwards.
    public func resize(columns: Int, rows: Int) async throws(DriverError) {
        let session = try runningSession(for: .resize(columns: columns, rows: rows))
        let columns = min(max(columns, 1), Emulator.maximumDimension)
        let rows = min(max(rows, 1), Emulator.maximumDimension)
        configuration.withLock {
            $0.columns = columns; $0.rows = rows
        }
        session.resize(columns: columns, rows: rows)
        await elementsHeardInput()
    }

    /// Clicks the left mouse button on `text` (the middle of its first appearance),
    /// waiting up to `timeout` for it to appear, as a person clicks what they see.
    ///
    /// - Throws: `DriverError.elementNotInteractable` when the program has not turned on
    ///   mouse reporting; `timeout` when the text never appears.
    public func click(onText text: String, timeout: Duration? = nil) async throws(DriverError) {
        let match = try await wait(forText: text, timeout: timeout)
        let x = match.x + max(0, match.width - 1) / 2
        try await click(x: x, y: match.y, action: .click(x: x, y: match.y, onText: text))
    }

    /// Clicks the left mouse button at column `x`, row `y` (both from 0).
    ///
    /// - Throws: `DriverError.elementNotInteractable` when the program has not turned on
    ///   mouse reporting, or the position is off the screen.
    public func click(x: Int, y: Int) async throws(DriverError) {
        try await click(x: x, y: y, action: .click(x: x, y: y, onText: nil))
    }

    private func click(x: Int, y: Int, action: DriverError.TerminalAction) async throws(DriverError) {
        let session = try runningSession(for: action)
        let modes = session.modes
        guard modes.mouseTracking != .off else {
            throw TerminalFailure.refused(action, .mouseReportingOff).error(commandLine: commandLine, diagnostics: session.diagnostics())
        }
        let screen = session.screen
        guard x >= 0, y >= 0, x < screen.columns, y < screen.rows else {
            throw TerminalFailure.refused(action, .outsideScreen(x: x, y: y, columns: screen.columns, rows: screen.rows))
                .error(commandLine: commandLine, diagnostics: session.diagnostics())
        }
        guard let bytes = MouseEncoding.click(x: x, y: y, modes: modes) else {
            throw TerminalFailure.refused(action, .beyondLegacyMouse(x: x, y: y)).error(commandLine: commandLine, diagnostics: session.diagnostics())
        }
        try session.send(bytes, action: action)
        await elementsHeardInput()
    }

}

/// How a terminal reports mouse buttons to a program.
enum MouseEncoding {
    /// A left-button press and release at 0-based column `x`, row `y` in the program's
    /// encoding; X10 mode reports the press only. Nil when the legacy encoding cannot
    /// reach the position.
    static func click(x: Int, y: Int, modes: TerminalModes) -> [UInt8]? {
        let column = x + 1, row = y + 1
        let withRelease = modes.mouseTracking != .presses
        switch modes.mouseEncoding {
        case .sgr:
            let press = Array("\u{1B}[<0;\(column);\(row)M".utf8)
            return withRelease ? press + Array("\u{1B}[<0;\(column);\(row)m".utf8) : press
        case .legacy:
            guard column + 32 <= 255, row + 32 <= 255 else { return nil }
            let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32, UInt8(column + 32), UInt8(row + 32)]
            return withRelease ? press + [0x1B, 0x5B, 0x4D, 32 + 3, UInt8(column + 32), UInt8(row + 32)] : press
        case .utf8:
            func encoded(_ value: Int) -> [UInt8] { Array(String(Unicode.Scalar(UInt32(value + 32)).map(Character.init) ?? " ").utf8) }
            let press = [0x1B, 0x5B, 0x4D, 32] + encoded(column) + encoded(row)
            return withRelease ? press + [0x1B, 0x5B, 0x4D, 32 + 3] + encoded(column) + encoded(row) : press
        }
    }
}
