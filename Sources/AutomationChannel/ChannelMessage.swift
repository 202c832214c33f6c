/// A message one end of the channel sends the other: it frames itself for sending and
/// decodes itself from one frame's payload.
package protocol ChannelMessage: Sendable {
    /// The message as one frame: a 4-byte big-endian length, then the payload.
    func framed() -> [UInt8]
    /// Decodes one frame's payload (without its length prefix).
    init(decoding message: [UInt8]) throws(WireError)
}

extension AppMessage: ChannelMessage {}
extension DriverMessage: ChannelMessage {}
