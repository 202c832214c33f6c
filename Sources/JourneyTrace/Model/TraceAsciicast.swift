/// A terminal session recorded as asciicast v2 (a JSON header line, then one
/// `[seconds, "o", "text"]` line per output), with the screen it ended on, so a report
/// can play it and still show the end without a player.
package struct TraceAsciicast: Codable, Sendable, Equatable {
    /// The recording in asciicast v2 format.
    package var asciicast: String
    /// The key in the store of the screen the recording ends on.
    package var finalScreen: String?

    /// Creates a recording.
    package init(asciicast: String, finalScreen: String? = nil) {
        self.asciicast = asciicast
        self.finalScreen = finalScreen
    }
}
