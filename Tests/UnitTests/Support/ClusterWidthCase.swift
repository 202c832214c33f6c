import Testing

/// A grapheme cluster, the columns `CharacterWidth.of(cluster:)` gives it (glibc's
/// `wcswidth`, as xterm lays it out), and why it is here: the cases the width rule, the
/// kit's grid and the emulator are held to.
struct ClusterWidthCase: Sendable, CustomTestStringConvertible {
    let text: String
    let columns: Int
    let why: String

    var testDescription: String { "\(why): \(columns)" }

    /// One cluster of each kind the rule tells apart.
    static let all: [ClusterWidthCase] = [
        ClusterWidthCase(text: "a", columns: 1, why: "ASCII"),
        ClusterWidthCase(text: "e\u{301}", columns: 1, why: "e and a combining acute"),
        ClusterWidthCase(text: "中", columns: 2, why: "a CJK ideograph"),
        ClusterWidthCase(text: "\u{2705}", columns: 2, why: "✅, an emoji shown as emoji"),
        ClusterWidthCase(text: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", columns: 6, why: "a family, an emoji ZWJ sequence: each emoji two"),
        ClusterWidthCase(text: "\u{1F1EB}\u{1F1F7}", columns: 2, why: "the French flag, a regional-indicator pair: each one"),
        ClusterWidthCase(text: "\u{2764}\u{FE0F}", columns: 1, why: "a heart, a text symbol asking for emoji presentation, which adds nothing"),
        ClusterWidthCase(text: "\u{1F44B}\u{1F3FD}", columns: 4, why: "a waving hand with a skin tone, each two"),
        ClusterWidthCase(text: "\u{1F441}\u{200D}\u{1F5E8}", columns: 2, why: "an eye in a speech bubble, a ZWJ sequence of two narrow symbols"),
    ]
}
