public import ScreenModel

/// What the app showed and said at the moment something failed: the evidence a
/// failure message carries, so one read tells what went wrong and where.
public struct Diagnostics: Sendable, CustomStringConvertible {
    /// The latest tree the app pushed, if any arrived.
    public var tree: ElementTree?
    /// The last lines the app wrote to its standard output and error.
    public var logTail: String
    /// For a program on a terminal: its screen and last output (then `tree` is nil).
    public var terminal: TerminalDiagnostics?

    /// Creates diagnostics.
    public init(tree: ElementTree?, logTail: String, terminal: TerminalDiagnostics? = nil) {
        self.tree = tree
        self.logTail = logTail
        self.terminal = terminal
    }

    /// The screen as a person would have seen it.
    public var screenshot: TextScreen? {
        tree.map(ScreenRenderer.render)
    }

    /// The tree dump, a framed screenshot and the log tail, each under a heading (or,
    /// for a program on a terminal, its screen and last output).
    public var description: String {
        if let terminal { return terminal.description }
        var sections: [String] = []
        if let tree {
            sections.append("Element tree:\n" + tree.debugDescription)
            if let screenshot { sections.append("Screen:\n" + screenshot.framed) }
        } else {
            sections.append("Element tree: none received")
        }
        sections.append("App log (last lines):\n" + (logTail.isEmpty ? "(empty)" : logTail))
        return sections.joined(separator: "\n\n")
    }
}
