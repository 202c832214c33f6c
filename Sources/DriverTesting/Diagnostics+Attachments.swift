public import Driver
import ScreenModel
public import Testing

extension Diagnostics {
    /// Attaches the tree dump, the text screenshot and the app's log tail to the
    /// current Swift Testing test, as `element-tree.txt`, `screen.txt` and `app-log.txt`;
    /// for a program on a terminal, its screen, style runs, an SVG picture of it, its
    /// last output and the session's recording (`screen.txt`, `screen-styles.txt`,
    /// `screen.svg`, `last-output.txt`, `session.cast`).
    public func recordAttachments(sourceLocation: SourceLocation = #_sourceLocation) {
        if let terminal {
            Attachment.record(terminal.screen.framed, named: "screen.txt", sourceLocation: sourceLocation)
            Attachment.record(terminal.screen.styleSummary, named: "screen-styles.txt", sourceLocation: sourceLocation)
            Attachment.record(terminal.screen.svg(), named: "screen.svg", sourceLocation: sourceLocation)
            Attachment.record(terminal.lastOutput, named: "last-output.txt", sourceLocation: sourceLocation)
            if let recording = terminal.recording {
                Attachment.record(recording.text, named: "session.cast", sourceLocation: sourceLocation)
            }
            return
        }
        if let tree {
            Attachment.record(tree.debugDescription, named: "element-tree.txt", sourceLocation: sourceLocation)
        }
        if let screenshot {
            Attachment.record(screenshot.framed, named: "screen.txt", sourceLocation: sourceLocation)
        }
        Attachment.record(logTail.isEmpty ? "(empty)" : logTail, named: "app-log.txt", sourceLocation: sourceLocation)
    }
}
