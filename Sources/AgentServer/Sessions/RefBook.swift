import JourneyScript
import ScreenModel

/// The short refs (`e12`) a session's snapshots give elements, and the snapshots they
/// were given in, so a later call can name an element by its ref and a later snapshot
/// can say what changed `since` an earlier one.
///
/// A ref stands for a locator, not a position: the element with identifier
/// `loginButton` keeps its ref from snapshot to snapshot, and acting on a ref acts on
/// whatever that locator finds then (by identifier when the element has one, else by
/// type and index).
struct RefBook: Sendable {
    /// One snapshot: each ref's line, in screen order.
    struct Snapshot: Sendable {
        var lines: [(ref: String, depth: Int, text: String)]
    }

    /// The most snapshots kept for `since`.
    static let keptSnapshots = 16
    /// The most elements a snapshot lists; the rest are counted.
    static let maximumElements = 2_000

    private var refs: [String: String] = [:]
    private var locators: [String: ElementLocator] = [:]
    private var snapshots: [Int: Snapshot] = [:]
    /// The number the next snapshot gets.
    private(set) var nextNumber = 1

    /// The locator a ref stands for.
    func locator(for ref: String) -> ElementLocator? {
        locators[ref]
    }

    /// The most recent snapshot's number, if one was taken.
    var latest: Int? { nextNumber > 1 ? nextNumber - 1 : nil }

    /// Takes a snapshot of `tree`: gives each element a ref and returns its number and lines.
    mutating func snapshot(of tree: ElementTree) -> (number: Int, snapshot: Snapshot, omitted: Int) {
        var lines: [(ref: String, depth: Int, text: String)] = []
        var omitted = 0
        func visit(_ element: ElementSnapshot, _ path: ElementPath, depth: Int) {
            let isContainer = element.elementType == .other && element.identifier.isEmpty && element.label.isEmpty && element.value == nil
            var childDepth = depth
            if !isContainer {
                if lines.count < Self.maximumElements {
                    lines.append((ref(for: path, in: tree), depth, element.dumpLine(includingFrame: false)))
                } else {
                    omitted += 1
                }
                childDepth += 1
            }
            for (index, child) in element.children.enumerated() {
                visit(child, ElementPath(path.indices + [index]), depth: childDepth)
            }
        }
        visit(tree.root, ElementPath([]), depth: 0)
        let number = nextNumber
        nextNumber += 1
        let snapshot = Snapshot(lines: lines)
        snapshots[number] = snapshot
        snapshots[number - Self.keptSnapshots] = nil
        return (number, snapshot, omitted)
    }

    /// The snapshot numbered `number`, while it is kept.
    func snapshot(numbered number: Int) -> Snapshot? {
        snapshots[number]
    }

    /// The ref of the element at `path`: the one its locator had before, or a new one.
    private mutating func ref(for path: ElementPath, in tree: ElementTree) -> String {
        guard let locator = Self.locator(at: path, in: tree) else { return "-" }
        let key = locator.description
        if let ref = refs[key] { return ref }
        let ref = "e\(refs.count + 1)"
        refs[key] = ref
        locators[ref] = locator
        return ref
    }

    /// How a script names the element at `path`: by type and identifier when it has
    /// one (as a recording does), else by its type and index among the elements of that type.
    static func locator(at path: ElementPath, in tree: ElementTree) -> ElementLocator? {
        if let locator = RecordedLocator.locator(at: path, in: tree) { return locator }
        guard let element = tree.element(at: path), element.elementType.queryProviderName != nil else { return nil }
        let query = Query(base: .application, steps: [.descendants(element.elementType)])
        guard let matches = try? tree.matches(query).matches, let index = matches.firstIndex(where: { $0.path == path }) else { return nil }
        return ElementLocator(query: query, pick: .index(index))
    }
}
