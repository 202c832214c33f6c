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
        var namer = LocatorNamer(tree)
        var lines: [(ref: String, depth: Int, text: String)] = []
        var omitted = 0
        func visit(_ element: ElementSnapshot, _ path: ElementPath, depth: Int) {
            let isContainer = element.elementType == .other && element.identifier.isEmpty && element.label.isEmpty && element.value == nil
            var childDepth = depth
            if !isContainer {
                if lines.count < Self.maximumElements {
                    lines.append((ref(for: namer.locator(for: element, at: path)), depth, element.dumpLine(includingFrame: false)))
                } else {
                    omitted += 1
                }
                childDepth += 1
            }
            for (index, child) in element.children.enumerated() {
                visit(child, path.appending(index), depth: childDepth)
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

    /// The ref of the element `locator` names: the one it had before, or a new one.
    private mutating func ref(for locator: ElementLocator?) -> String {
        guard let locator else { return "-" }
        let key = locator.description
        if let ref = refs[key] { return ref }
        let ref = "e\(refs.count + 1)"
        refs[key] = ref
        locators[ref] = locator
        return ref
    }
}

/// How a script names each element of one tree: by type and identifier when it has one
/// (as a recording does), else by its type and index among the elements of that type.
/// Counts what it needs once per tree, so naming every element stays linear.
struct LocatorNamer {
    private let tree: ElementTree
    private var identifierCounts: [ElementType: [String: Int]] = [:]
    private var indexByType: [ElementType: [ElementPath: Int]] = [:]

    /// A namer for the elements of `tree`.
    init(_ tree: ElementTree) {
        self.tree = tree
        var counts: [ElementType: [String: Int]] = [:]
        tree.walk { element, _, _ in
            if !element.identifier.isEmpty { counts[element.elementType, default: [:]][element.identifier, default: 0] += 1 }
            return true
        }
        identifierCounts = counts
    }

    /// The locator of `element`, at `path`; nil when no query can name it.
    mutating func locator(for element: ElementSnapshot, at path: ElementPath) -> ElementLocator? {
        guard element.elementType.queryProviderName != nil else { return nil }
        if !element.identifier.isEmpty {
            // An identifier no other element of its type has names it alone, as the recorder would write it.
            if identifierCounts[element.elementType]?[element.identifier] == 1 {
                return ElementLocator(query: Query(base: .application, steps: [.descendants(element.elementType), .key(element.identifier)]), pick: .only)
            }
            if let locator = RecordedLocator.locator(at: path, in: tree) { return locator }
        }
        let query = Query(base: .application, steps: [.descendants(element.elementType)])
        if indexByType[element.elementType] == nil {
            let matches = (try? tree.matches(query).matches) ?? []
            indexByType[element.elementType] = Dictionary(matches.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        }
        guard let index = indexByType[element.elementType]?[path] else { return nil }
        return ElementLocator(query: query, pick: .index(index))
    }
}
