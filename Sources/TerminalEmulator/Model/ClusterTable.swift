/// Characters made of more than one scalar (a base and its combining marks), stored
/// once each, so cells can refer to them by number.
///
/// Bounded: at most `capacity` distinct clusters of at most `maximumScalars` scalars;
/// marks beyond either limit are dropped rather than stored.
struct ClusterTable: Sendable, Hashable {
    static let capacity = 4_096
    static let maximumScalars = 8

    private(set) var clusters: [[UInt32]] = []
    private var indices: [[UInt32]: UInt32] = [:]

    /// The scalars of a cell's content.
    func scalars(of content: UInt32) -> [UInt32] {
        guard content & StoredCell.clusterFlag != 0 else { return [content] }
        let index = Int(content & ~StoredCell.clusterFlag)
        return index < clusters.count ? clusters[index] : [0xFFFD]
    }

    /// The content for `content` followed by `mark`, or `content` unchanged if a limit is reached.
    mutating func appending(_ mark: UInt32, to content: UInt32) -> UInt32 {
        var scalars = scalars(of: content)
        guard scalars.count < Self.maximumScalars else { return content }
        scalars.append(mark)
        if let index = indices[scalars] { return index | StoredCell.clusterFlag }
        guard clusters.count < Self.capacity else { return content }
        let index = UInt32(clusters.count)
        clusters.append(scalars)
        indices[scalars] = index
        return index | StoredCell.clusterFlag
    }

    /// The text of a cell's content.
    func text(of content: UInt32) -> String {
        var text = ""
        for value in scalars(of: content) {
            text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return text
    }

    /// Appends the UTF-8 of a cell's content to `bytes`: screens are read by building
    /// bytes and decoding each row once, which is many times faster than appending
    /// scalars to a string.
    func appendUTF8(_ content: UInt32, to bytes: inout [UInt8]) {
        if content & StoredCell.clusterFlag == 0 {
            ClusterTable.encode(content, into: &bytes)
        } else {
            for value in scalars(of: content) { ClusterTable.encode(value, into: &bytes) }
        }
    }

    /// Appends `value` as UTF-8, or U+FFFD if it is not a scalar value.
    @inline(__always)
    static func encode(_ value: UInt32, into bytes: inout [UInt8]) {
        let value = value > 0x10FFFF || (value >= 0xD800 && value < 0xE000) ? 0xFFFD : value
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
