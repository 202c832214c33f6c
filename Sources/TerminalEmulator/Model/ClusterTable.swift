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

    /// Appends the text of a cell's content to `text`.
    func append(_ content: UInt32, to text: inout String) {
        if content & StoredCell.clusterFlag == 0 {
            text.unicodeScalars.append(Unicode.Scalar(content) ?? "\u{FFFD}")
        } else {
            text += self.text(of: content)
        }
    }
}
