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
        for (name, text) in attachments {
            Attachment.record(text, named: name, sourceLocation: sourceLocation)
        }
    }

    /// What `recordAttachments` attaches: each file's name and text, in order.
    public var attachments: [(name: String, text: String)] {
        if let terminal {
            var files = [
                ("screen.txt", terminal.screen.framed),
                ("screen-styles.txt", terminal.screen.styleSummary),
                ("screen.svg", terminal.screen.svg()),
                ("last-output.txt", terminal.lastOutput),
            ]
            if let recording = terminal.recording { files.append(("session.cast", recording.text)) }
            return files
        }
        var files: [(name: String, text: String)] = []
        if let tree { files.append(("element-tree.txt", tree.debugDescription)) }
        if let screenshot { files.append(("screen.txt", screenshot.framed)) }
        files.append(("app-log.txt", logTail.isEmpty ? "(empty)" : logTail))
        return files
    }
}
