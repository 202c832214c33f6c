extension DriverError {
    /// Everything a test does to a program on a terminal, as data: what a failure
    /// names as the attempt, and as the input sent last.
    public enum TerminalAction: Sendable, Hashable {
        /// Type text.
        case type(String)
        /// Press a key.
        case press(KeyPress)
        /// Paste text.
        case paste(String)
        /// Send bytes exactly as given.
        case sendBytes(count: Int)
        /// Resize the terminal.
        case resize(columns: Int, rows: Int)
        /// Click at a cell: on `text`, when the test named what to click.
        case click(x: Int, y: Int, onText: String?)
        /// Wait for text to appear.
        case waitForText(String)
        /// Wait for text to leave the screen.
        case waitUntilGone(String)
        /// Wait for a regular expression to match.
        case waitForMatch
        /// Wait for a condition of the test's, as the test described it.
        case waitForCondition(description: String)
        /// Wait for the output to stay quiet for a while.
        case waitUntilQuiet(Duration)
        /// Wait for the program to exit.
        case waitForExit
        /// Wait for the program to be idle: waiting for input, with nothing due.
        case waitUntilIdle
    }
}
