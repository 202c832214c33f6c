public import Driver
import ScreenModel
public import Testing

extension Diagnostics {
    /// Attaches the tree dump, the text screenshot and the app's log tail to the
    /// current Swift Testing test, as `element-tree.txt`, `screen.txt` and `app-log.txt`.
    public func recordAttachments(sourceLocation: SourceLocation = #_sourceLocation) {
        if let tree {
            Attachment.record(tree.debugDescription, named: "element-tree.txt", sourceLocation: sourceLocation)
        }
        if let screenshot {
            Attachment.record(screenshot.framed, named: "screen.txt", sourceLocation: sourceLocation)
        }
        Attachment.record(logTail.isEmpty ? "(empty)" : logTail, named: "app-log.txt", sourceLocation: sourceLocation)
    }
}
