import ScreenElements
import ScreenModel
import TerminalEmulator
import Testing

@Suite("Reading elements off bad screens ends, with a bounded tree", .timeLimit(.minutes(2)))
struct BadScreenTests {
    /// A small deterministic generator (SplitMix64), so every run reads the same screen.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("a 1,000x1,000 screen fed random bytes reads to a tree whose elements lie on the screen and share no cell")
    func randomBytes() {
        var generator = SplitMix(state: 52)
        var emulator = Emulator(columns: 1_000, rows: 1_000)
        let bytes = (0..<3_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes.withUnsafeBufferPointer { emulator.feed($0) }

        let tree = ScreenReader.tree(of: emulator.screen)

        let screen = Rect(x: 0, y: 0, width: 1_000, height: 1_000)
        var covered = Set<Int>()
        var overlaps = 0
        tree.walk { element, _, _ in
            #expect(screen.intersection(element.frame) == element.frame, "\(element.dumpLine()) lies off the screen")
            guard element.children.isEmpty, element.elementType != .window, element.elementType != .alert else { return true }
            for y in element.frame.minY..<element.frame.maxY {
                for x in element.frame.minX..<element.frame.maxX where !covered.insert(y * 1_000 + x).inserted { overlaps += 1 }
            }
            return true
        }
        #expect(tree.elementCount > 1)
        #expect(overlaps == 0)
    }

    @Test("a 1,000x1,000 screen tiled with 111,000 small frames reads only the first 1,024")
    func manyFrames() {
        let rowsOfTiles = ["┌─┐", "│x│", "└─┘"].map { String(repeating: $0, count: 333) }
        var text = ""
        for tile in 0..<333 { text += rowsOfTiles.joined(separator: "\r\n") + (tile < 332 ? "\r\n" : "") }
        var emulator = Emulator(columns: 1_000, rows: 1_000)
        emulator.feed(text)

        let tree = ScreenReader.tree(of: emulator.screen)

        #expect(tree.all(.window).count == 1_024)
    }

    @Test("a 1,000x1,000 screen of 500 nested frames reads to the 499 with an inside (the innermost, 2x2, has none)")
    func nestedFrames() {
        var emulator = Emulator(columns: 1_000, rows: 1_000)
        var text = ""
        for y in 0..<1_000 {
            var row = ""
            for x in 0..<1_000 {
                let depth = min(min(x, y), min(999 - x, 999 - y))
                let top = y == depth, bottom = y == 999 - depth, left = x == depth, right = x == 999 - depth
                row += top && left ? "┌" : top && right ? "┐" : bottom && left ? "└" : bottom && right ? "┘" : top || bottom ? "─" : "│"
            }
            text += row + (y < 999 ? "\r\n" : "")
        }
        emulator.feed(text)

        let tree = ScreenReader.tree(of: emulator.screen)

        #expect(tree.all(.window).count == 499)
    }
}
