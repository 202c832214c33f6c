import AutomationChannel
import ScreenModel

extension ConformanceCheck {
    /// Bytes no app may accept, each refused with a protocolViolation and exit status 3.
    static let refusals: [ConformanceCheck] = [
        refusal("unknownMessageKindRefused", "§5, §12", "a message of unknown kind (ff)", [0, 0, 0, 1, 0xFF], fenced: true),
        refusal("trailingBytesRefused", "§3, §12", "a refresh command with a byte after its end", [0, 0, 0, 4, 0x12, 1, 8, 0], fenced: true),
        refusal(
            "truncatedMessageRefused", "§4, §12", "a typeText whose text is shorter than its length",
            // typeText into a button at the root with no identifier: 5 bytes of text announced, 3 sent.
            [0, 0, 0, 10, 0x12, 1, 3, 0, 4, 0, 5, 0x61, 0x62, 0x63], fenced: true),
        refusal(
            "invalidKeyRefused", "§7.3, §12", "a pressKey of the key 'ab' (neither one character nor a key name)",
            [0, 0, 0, 7, 0x12, 1, 0x0A, 2, 0x61, 0x62, 0], fenced: true),
        refusal("emptyFrameRefused", "§3, §12", "a frame of length 0", [0, 0, 0, 0], fenced: true),
        refusal(
            "oversizedFrameRefused", "§3, §11, §12", "a frame header announcing 1 MiB + 1 bytes, with no body sent",
            // Nothing may follow: it would be read as the body.
            [0x00, 0x10, 0x00, 0x01], fenced: false),
    ]

    /// A check that `bytes` are refused; when `fenced`, a valid refresh follows them in the
    /// same write, so an app that lets them pass shows it at once by answering it.
    private static func refusal(_ name: String, _ section: String, _ what: String, _ bytes: [UInt8], fenced: Bool) -> ConformanceCheck {
        ConformanceCheck(name: name, section: section, summary: "\(what) gets a protocolViolation, the channel closes, the app exits with status 3") { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            try conversation.handshake()
            conversation.peer.send(bytes + (fenced ? DriverMessage.command(sequence: 1, .refresh).framed() : []))
            try conversation.expectViolationAndExit(after: what)
        }
    }
}
