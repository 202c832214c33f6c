/// The revisions of the Model Context Protocol this server speaks, and how a client's
/// asked-for revision is answered.
///
/// From 2026-07-28 ("modern") there is no handshake: every request names its revision
/// in `_meta`, and one this server does not speak gets `UnsupportedProtocolVersionError`
/// listing those it does. Before it ("legacy"), `initialize` opens the conversation: the
/// server answers the revision asked for when it speaks it, else the newest it speaks,
/// and the client decides whether to go on.
package enum ProtocolRevisions {
    /// The revisions spoken without a handshake, newest first.
    package static let modern = ["2026-07-28"]
    /// The revisions reached through `initialize`, newest first.
    package static let handshake = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// Every revision spoken, newest first.
    package static var all: [String] { modern + handshake }

    /// The `_meta` key a modern request names its revision with.
    package static let versionKey = "io.modelcontextprotocol/protocolVersion"
    /// The `_meta` key a modern result names the server with.
    package static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The revision `initialize` answers for `requested`: the same when spoken through
    /// the handshake, else the newest that is.
    package static func handshakeAnswer(to requested: String?) -> String {
        if let requested, handshake.contains(requested) { return requested }
        return handshake[0]
    }
}
