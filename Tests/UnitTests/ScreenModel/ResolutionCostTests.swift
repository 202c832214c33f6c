import DriverTesting
import ScreenModel
import Testing

/// Resolution costs time in proportion to the query's steps and the tree's size, so a
/// runaway query answers at once instead of after minutes. (Each test would take
/// minutes with a resolution that is quadratic or worse in the steps.)
@Suite("Queries: cost of resolution", .timeLimit(.minutes(1)), .dedicatedThread)
struct ResolutionCostTests {
    @Test("10,000 chained steps that match nothing fail at once, naming the step where the chain broke")
    func longChainThatMatchesNothing() {
        let steps = [QueryStep.descendants(.table)] + Array(repeating: QueryStep.descendants(.button), count: 9_999)
        let locator = ElementLocator(query: Query(steps: steps), pick: .only)

        #expect {
            try Fixtures.shopTree().resolve(locator)
        } throws: { error in
            guard case let .noMatch(_, emptiedBy, _) = error as? ResolutionFailure else { return false }
            return emptiedBy == "app.tables.buttons"
        }
    }

    @Test("10,000 chained steps that keep matching resolve, each step applied once")
    func longChainThatMatches() throws {
        let steps = [QueryStep.descendants(.table)] + Array(repeating: QueryStep.identifier("productTable"), count: 9_999)

        let result = try Fixtures.shopTree().matches(Query(steps: steps))

        #expect(result.matches.map(\.path) == [ElementPath([0, 1])])
    }

    @Test("descendants of nested matches are each found once, in drawing order, however deep the nesting")
    func nestedMatchesAreWalkedOnce() throws {
        let tree = Self.nestedTree(depth: 500)

        let once = try tree.matches(Query(steps: [.descendants(.other)]))
        let chained = try tree.matches(Query(steps: Array(repeating: .descendants(.other), count: 100)))

        #expect(once.matches.count == 500)
        #expect(chained.matches.map(\.path) == Array(once.matches.dropFirst(99)).map(\.path))
    }

    /// An application holding `depth` other-elements, each inside the one before.
    private static func nestedTree(depth: Int) -> ElementTree {
        let frame = Rect(x: 0, y: 0, width: 80, height: 24)
        var element = ElementSnapshot(.other, identifier: "level\(depth)", frame: frame)
        for level in stride(from: depth - 1, through: 1, by: -1) {
            element = ElementSnapshot(.other, identifier: "level\(level)", frame: frame, children: [element])
        }
        return ElementTree(generation: 1, root: ElementSnapshot(.application, frame: frame, children: [element]))
    }
}
