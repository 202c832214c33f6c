/// Appends the channel's primitive encodings to a byte buffer.
///
/// Integers are LEB128 varints (signed ones zig-zag encoded), strings a varint byte
/// count followed by UTF-8.
package struct ByteWriter: Sendable {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8]

    /// Creates an empty writer with room for `capacity` bytes.
    package init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends one byte.
    package mutating func write(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `bytes` as they are.
    package mutating func write(contentsOf bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    /// Appends `value` as an unsigned varint.
    package mutating func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Appends a non-negative count or index.
    package mutating func writeCount(_ value: Int) {
        writeVarint(UInt64(max(0, value)))
    }

    /// Appends `value` zig-zag encoded, so small negative numbers stay short.
    package mutating func writeSigned(_ value: Int) {
        let wide = Int64(value)
        writeVarint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    /// Appends `value` as a length and its UTF-8 bytes.
    package mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            writeCount(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends a four-byte big-endian length placeholder and returns where it is.
    mutating func reserveLength() -> Int {
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count - 4
    }

    /// Fills the placeholder at `offset` with the count of bytes written after it.
    mutating func patchLength(at offset: Int) {
        let length = UInt32(bytes.count - offset - 4)
        bytes[offset] = UInt8(length >> 24)
        bytes[offset + 1] = UInt8((length >> 16) & 0xFF)
        bytes[offset + 2] = UInt8((length >> 8) & 0xFF)
        bytes[offset + 3] = UInt8(length & 0xFF)
    }
}
