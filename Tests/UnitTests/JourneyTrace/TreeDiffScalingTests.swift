@testable import JourneyTrace
import Testing

/// Trees as large as a screen can hold, in the shapes that make pairing children
/// costly: the diff's work grows with the trees' size, never with its square. Work is
/// counted (comparisons of children), not timed.
@Suite("Tree diff: large trees")
struct TreeDiffScalingTests {
    /// A way one list of children becomes another, at any length.
    struct Shape: CustomStringConvertible, Sendable {
        let description: String
        let before: @Sendable (Int) -> [TraceNode]
        let after: @Sendable (Int) -> [TraceNode]
    }

    private static func row(_ index: Int, identifier prefix: String = "row_", label: String = "Row") -> TraceNode {
        TraceNode(type: "cell", identifier: "\(prefix)\(index)", label: "\(label) \(index)")
    }

    private static func text(_ label: String) -> TraceNode {
        TraceNode(type: "staticText", label: label)
    }

    static let shapes: [Shape] = [
        Shape(
            description: "one row of many relabelled",
            before: { n in (0..<n).map { row($0) } },
            after: { n in (0..<n).map { $0 == n / 2 ? row($0, label: "Picked") : row($0) } }),
        Shape(
            description: "every row replaced by another",
            before: { n in (0..<n).map { row($0) } },
            after: { n in (0..<n).map { row($0, identifier: "page_") } }),
        Shape(
            description: "the list scrolled by one row",
            before: { n in (0..<n).map { row($0) } },
            after: { n in (1...n).map { row($0) } }),
        Shape(
            description: "the rows in reverse order",
            before: { n in (0..<n).map { row($0) } },
            after: { n in (0..<n).reversed().map { row($0) } }),
        Shape(
            description: "texts without identifiers, every one reworded",
            before: { n in (0..<n).map { text("was \($0)") } },
            after: { n in (0..<n).map { text("now \($0)") } }),
        Shape(
            description: "the same text many times, half of them gone",
            before: { n in (0..<n).map { _ in text("same") } },
            after: { n in (0..<(n / 2)).map { _ in text("same") } }),
    ]

    private static func work(_ shape: Shape, children: Int) -> (work: Int, changes: [TreeDiff.Change]) {
        let before = TraceNode(type: "table", identifier: "rows", children: shape.before(children))
        let after = TraceNode(type: "table", identifier: "rows", children: shape.after(children))
        var work = 0
        let changes = TreeDiff.changes(from: before, to: after, work: &work)
        return (work, changes)
    }

    @Test("ten times the children is at most about ten times the work", arguments: shapes)
    func workGrowsLinearly(shape: Shape) {
        let small = Self.work(shape, children: 1_000)
        let large = Self.work(shape, children: 10_000)

        let ratio = Double(large.work) / Double(max(1, small.work))

        #expect(ratio <= 15, "10,000 children took \(large.work) comparisons, 1,000 took \(small.work): \(ratio)×, not ~10×")
    }

    @Test("at 10,000 children the changes are still the ones a person would name")
    func changesStayExact() {
        let relabelled = Self.work(Self.shapes[0], children: 10_000).changes
        let scrolled = Self.work(Self.shapes[2], children: 10_000).changes
        let reworded = Self.work(Self.shapes[4], children: 10_000).changes

        #expect(relabelled.map(\.description) == [#"~ cell "Row 5000" #row_5000  →  cell "Picked 5000" #row_5000"#])
        #expect(scrolled.map(\.description) == [#"- cell "Row 0" #row_0"#, #"+ cell "Row 10000" #row_10000"#])
        #expect(reworded.count == 10_000 && reworded.allSatisfy { $0.kind == .changed })
    }

    /// Rows whose identifiers repeat (`even`, `odd`, `even`, …), so no row's key is
    /// unique and nothing anchors the pairing.
    private static func repeatingRows(_ count: Int) -> [TraceNode] {
        (0..<count).map { TraceNode(type: "cell", identifier: $0.isMultiple(of: 2) ? "even" : "odd", label: "Row \($0)") }
    }

    @Test(
        "a list whose identifiers all repeat, gaining a row at each end, pairs every row it kept, short or too long to compare exactly",
        arguments: [(rows: 20, comparedExactly: true), (rows: 100, comparedExactly: false)])
    func repeatingIdentifiersStillPair(rows: Int, comparedExactly: Bool) {
        let kept = Self.repeatingRows(rows)
        #expect((rows * (rows + 2) <= TreeDiff.exactPairingCells) == comparedExactly)
        let before = TraceNode(type: "table", identifier: "rows", children: kept)
        let after = TraceNode(
            type: "table", identifier: "rows",
            children: [TraceNode(type: "cell", identifier: "top", label: "Top")] + kept + [TraceNode(type: "cell", identifier: "bottom", label: "Bottom")])
        var work = 0

        let changes = TreeDiff.changes(from: before, to: after, work: &work)

        #expect(changes.map(\.description) == [#"+ cell "Top" #top"#, #"+ cell "Bottom" #bottom"#])
    }
}
