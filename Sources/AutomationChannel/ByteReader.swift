/// Reads the channel's primitive encodings from a message, checking every bound.
///
/// Every read either returns a value or throws `WireError`; none can trap, whatever
/// the bytes.
package struct ByteReader {
    private let bytes: [UInt8]
    private var position: Int

    /// Creates a reader over a whole message.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        position = 0
    }

    /// The bytes not yet read.
    package var remaining: Int { bytes.count - position }

    /// Reads one byte.
    package mutating func readByte(_ field: String) throws(WireError) -> UInt8 {
        guard position < bytes.count else { throw .truncated(reading: field, needed: 1, available: 0) }
        defer { position += 1 }
        return bytes[position]
    }

    /// Reads an unsigned varint of at most ten bytes.
    package mutating func readVarint(_ field: String) throws(WireError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw .truncated(reading: field, needed: 1, available: 0) }
            let byte = bytes[position]
            position += 1
            if shift == 63 && byte > 1 { throw .invalidValue(field: field, value: UInt64(byte)) }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
            if shift > 63 { throw .invalidValue(field: field, value: result) }
        }
    }

    /// Reads a count that must not exceed `limit`.
    package mutating func readCount(_ field: String, limit: Int = Int(Int32.max)) throws(WireError) -> Int {
        let value = try readVarint(field)
        guard value <= UInt64(limit) else { throw .invalidValue(field: field, value: value) }
        return Int(value)
    }

    /// Reads a zig-zag encoded signed integer that fits in 32 bits.
    package mutating func readSigned(_ field: String) throws(WireError) -> Int {
        let raw = try readVarint(field)
        let value = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        guard value >= Int64(Int32.min), value <= Int64(Int32.max) else { throw .invalidValue(field: field, value: raw) }
        return Int(value)
    }

    /// Reads a length-prefixed UTF-8 string.
    package mutating func readString(_ field: String) throws(WireError) -> String {
        let count = try readCount(field)
        guard count <= remaining else { throw .truncated(reading: field, needed: count, available: remaining) }
        let start = position
        position += count
        guard
            let text = bytes.withUnsafeBufferPointer({ buffer -> String? in
                let text = UnsafeBufferPointer(rebasing: buffer[start..<(start + count)])
                // ASCII, as identifiers and most labels are, is valid UTF-8 as it stands: only
                // other text needs the (much slower) validation.
                if text.allSatisfy({ $0 < 0x80 }) { return String(decoding: text, as: UTF8.self) }
                return String(validating: text, as: UTF8.self)
            })
        else { throw .invalidText(field: field) }
        return text
    }

    /// Reads every byte left (at least one).
    package mutating func readRest(_ field: String) throws(WireError) -> [UInt8] {
        guard position < bytes.count else { throw .truncated(reading: field, needed: 1, available: 0) }
        defer { position = bytes.count }
        return Array(bytes[position...])
    }

    /// Throws unless every byte has been read.
    package func expectEnd() throws(WireError) {
        guard remaining == 0 else { throw .trailingBytes(remaining) }
    }
}
