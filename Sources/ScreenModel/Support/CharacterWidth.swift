/// How many columns a scalar takes on a terminal, as `wcwidth` answers in a UTF-8
/// locale: the one table for the kit that lays screens out and the emulator that reads
/// them, so a screen is never drawn one way and read another.
///
/// 0 for control characters, combining marks, format characters (but the soft hyphen
/// and the Arabic number signs U+0600–U+0605, which show) and Hangul's conjoining vowels
/// and final consonants (U+1160–U+11FF, U+D7B0–U+D7FF); 2 for East Asian Wide and
/// Fullwidth characters and emoji shown as emoji (`✅`, `🎉`), but the regional indicators
/// that pair into flags; else 1. Programs lay out
/// their screens with `wcwidth`, so this agrees with it scalar by scalar, and a grapheme
/// cluster takes its scalars' widths added up (`of(cluster:)`).
package enum CharacterWidth {
    /// The width of the scalar whose value is `value` (a value that is no scalar is 1).
    package static func of(_ value: UInt32) -> Int {
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        if value < 0x10000 { return Int(basicPlane[Int(value)]) }
        return computed(value)
    }

    /// Widths of the whole Basic Multilingual Plane, one byte a scalar: the runs of
    /// `basicPlaneRuns` laid out once, on first use, in microseconds. (Working each of the
    /// 65,536 scalars out from its Unicode properties took milliseconds, which every
    /// process not forked from a warm prepared one paid at its first drawing.)
    private static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 1, count: 0x10000)
        let runs = basicPlaneRuns
        table.withUnsafeMutableBufferPointer { table in
            for index in runs.indices {
                let end = index + 1 < runs.count ? Int(runs[index + 1] >> 2) : table.count
                UnsafeMutableBufferPointer(rebasing: table[Int(runs[index] >> 2)..<end]).update(repeating: UInt8(runs[index] & 3))
            }
        }
        return table
    }()

    /// The Basic Multilingual Plane's widths as `computed(_:)` gives them, in the form of
    /// `basicPlaneRuns`: each run's first scalar shifted left by two, its width in the low
    /// two bits, a run lasting until the next begins.
    static func computedBasicPlaneRuns() -> [UInt32] {
        var runs: [UInt32] = []
        var previous = -1
        for value in UInt32(0)..<0x10000 {
            let width = computed(value)
            if width != previous { runs.append(value << 2 | UInt32(width)) }
            previous = width
        }
        return runs
    }

    /// The width of the scalar `value` worked out from its Unicode properties, as the
    /// documentation above says: for scalars past the Basic Multilingual Plane, and the
    /// rule `basicPlaneRuns` is held to.
    static func computed(_ value: UInt32) -> Int {
        guard let scalar = Unicode.Scalar(value) else { return 1 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value == 0x200B || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        case .format where value != 0x00AD && !(0x0600...0x0605).contains(value): return 0
        default: break
        }
        // A regional indicator is one column, as glibc's wcwidth says, though emoji data
        // gives it emoji presentation: a flag, a pair of them, takes two.
        if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
        if wideRanges.contains(where: { $0.contains(value) }) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// East Asian Wide and Fullwidth blocks (emoji are decided by their presentation).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2FFF, 0x3000...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B,
        0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
