public import TerminalEmulator

/// What a program on a terminal showed and wrote when something failed.
public struct TerminalDiagnostics: Sendable, CustomStringConvertible {
    /// The command line that was run.
    public var commandLine: String
    /// The screen at that moment.
    public var screen: TerminalScreen
    /// The program's last output, escape sequences spelled out (`\e[1m`).
    public var lastOutput: String
    /// How long the program had written nothing.
    public var quietFor: Duration
    /// The session so far, in asciicast v2, to replay with `asciinema play`.
    public var recording: Asciicast?

    /// Creates terminal diagnostics.
    public init(commandLine: String, screen: TerminalScreen, lastOutput: String, quietFor: Duration, recording: Asciicast? = nil) {
        self.commandLine = commandLine
        self.screen = screen
        self.lastOutput = lastOutput
        self.quietFor = quietFor
        self.recording = recording
    }

    /// The framed screen with the cursor and title, then the last output, each under a heading.
    public var description: String {
        let cursor = screen.cursor
        var heading = "Screen of \(commandLine) (\(screen.columns)x\(screen.rows), cursor at column \(cursor.x), row \(cursor.y)"
        heading += cursor.isVisible ? "" : ", hidden"
        if !screen.title.isEmpty { heading += ", title \"\(screen.title)\"" }
        heading += screen.isAlternateScreen ? ", alternate screen):" : "):"
        let output = lastOutput.isEmpty ? "(none)" : lastOutput
        return heading + "\n" + screen.framed + "\n\nLast output (escaped; quiet for \(quietFor.readable) since):\n" + output
    }
}
