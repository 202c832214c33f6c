@testable import ScreenModel
import Testing

/// The Basic Multilingual Plane's widths are a table written into the source, so no
/// program works them out at its first drawing: it must say what the rules say.
@Suite("Character widths: the table of the Basic Multilingual Plane")
struct CharacterWidthTableTests {
    @Test("every scalar of the Basic Multilingual Plane has the width the rules give it")
    func everyScalarAgrees() {
        let disagreeing = (UInt32(0)..<0x10000).filter { CharacterWidth.of($0) != CharacterWidth.computed($0) }
        #expect(
            disagreeing.isEmpty,
            "\(disagreeing.count) scalars disagree, the first U+\(String(disagreeing.first ?? 0, radix: 16, uppercase: true))")
    }

    @Test("the plane's last scalar is read off the table, and from U+10000 on the rules give the width: the first scalars past the plane are one column, an emoji two")
    func tableEndsWithThePlane() {
        #expect(CharacterWidth.of(0xFFFF) == CharacterWidth.computed(0xFFFF))
        #expect(CharacterWidth.of(0xFF01) == 2, "a fullwidth exclamation mark, near the plane's end")
        #expect(CharacterWidth.of(0x10000) == 1, "U+10000 LINEAR B SYLLABLE B008 A")
        #expect(CharacterWidth.of(0x10001) == 1)
        #expect(CharacterWidth.of(0x1F389) == 2, "🎉")
    }

    @Test("the table is the one the rules make today")
    func tableIsCurrent() {
        let current = CharacterWidth.computedBasicPlaneRuns()
        // Compared apart, so a failure prints the table to paste rather than both arrays.
        let isCurrent = CharacterWidth.basicPlaneRuns == current
        #expect(
            isCurrent,
            Comment(
                rawValue: "the rules (or the toolchain's Unicode data) changed: replace basicPlaneRuns in CharacterWidth+Runs.swift with\n"
                    + Self.literal(current)))
    }

    @Test("the runs begin at U+0000, in order, each a width of 0, 1 or 2 different from the one before")
    func runsAreWellFormed() {
        let runs = CharacterWidth.basicPlaneRuns
        #expect(runs.first.map { $0 >> 2 } == 0)
        for (earlier, later) in zip(runs, runs.dropFirst()) {
            #expect(earlier >> 2 < later >> 2)
            #expect(earlier & 3 != later & 3)
        }
        #expect(runs.allSatisfy { $0 & 3 <= 2 })
        #expect(runs.last.map { $0 >> 2 < 0x10000 } == true)
    }

    /// `runs` written as the source holds them, eight a line.
    private static func literal(_ runs: [UInt32]) -> String {
        stride(from: 0, to: runs.count, by: 8).map { start in
            "        " + runs[start..<min(start + 8, runs.count)].map { "0x" + String($0, radix: 16, uppercase: true) + "," }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}
