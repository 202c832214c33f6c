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

    private var refs: [LocatorNamer.Key: String] = [:]
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
        // The child indices down to the element visited: a path is made only for an element that needs one.
        var indices: [Int] = []
        // Borrowed, not copied: a snapshot follows every action, and a copy of an element retains each of its fields.
        func visit(_ element: borrowing ElementSnapshot, depth: Int) {
            let isContainer = element.elementType == .other && element.identifier.isEmpty && element.label.isEmpty && element.value == nil
            var childDepth = depth
            if !isContainer {
                if lines.count < Self.maximumElements {
                    lines.append((ref(for: namer.name(of: element, at: indices)), depth, element.dumpLine(includingFrame: false)))
                } else {
                    omitted += 1
                }
                childDepth += 1
            }
            for index in element.children.indices {
                indices.append(index)
                visit(element.children[index], depth: childDepth)
                indices.removeLast()
            }
        }
        visit(tree.root, depth: 0)
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

    /// The ref of the element a namer named: the one it had before, or a new one.
    private mutating func ref(for name: LocatorNamer.Name?) -> String {
        guard let name else { return "-" }
        if let ref = refs[name.key] { return ref }
        let ref = "e\(refs.count + 1)"
        refs[name.key] = ref
        locators[ref] = name.locator
        return ref
    }
}

/// How a script names each element of one tree: by type and identifier when it has one
/// (as a recording does), else by its type and index among the elements of that type.
/// Counts what it needs once per tree, so naming every element stays linear.
struct LocatorNamer {
    /// What tells two locators apart as cheaply as their text does: the same key, the same locator.
    enum Key: Hashable {
        /// `app.TYPEs["identifier"]`: the element of its type with that identifier.
        case identified(ElementType, String)
        /// `app.TYPEs.element(boundBy: index)`.
        case indexed(ElementType, Int)
        /// Any other locator, by its text.
        case written(String)
    }

    /// An element's name: its key, and the locator, made only when asked for (most
    /// elements of a snapshot had their ref in the one before, and need none).
    struct Name {
        let key: Key
        private let recorded: ElementLocator?

        init(_ key: Key, recorded: ElementLocator? = nil) {
            self.key = key
            self.recorded = recorded
        }

        /// The locator the key stands for.
        var locator: ElementLocator {
            switch key {
            case let .identified(type, identifier):
                ElementLocator(query: Query(base: .application, steps: [.descendants(type), .key(identifier)]), pick: .only)
            case let .indexed(type, index):
                ElementLocator(query: Query(base: .application, steps: [.descendants(type)]), pick: .index(index))
            case .written:
                recorded!
            }
        }
    }

    private let tree: ElementTree
    /// How many elements have each type and identifier.
    private var identifierCounts: [Key: Int] = [:]
    private var indexByType: [ElementType: [ElementPath: Int]] = [:]

    /// A namer for the elements of `tree`.
    init(_ tree: ElementTree) {
        self.tree = tree
        var counts: [Key: Int] = [:]
        func count(_ element: borrowing ElementSnapshot) {
            if !element.identifier.isEmpty { counts[.identified(element.elementType, element.identifier), default: 0] += 1 }
            for index in element.children.indices { count(element.children[index]) }
        }
        count(tree.root)
        identifierCounts = counts
    }

    /// The name of `element`, whose path is `indices`; nil when no query can name it.
    mutating func name(of element: borrowing ElementSnapshot, at indices: [Int]) -> Name? {
        guard element.elementType.queryProviderName != nil else { return nil }
        if !element.identifier.isEmpty {
            // An identifier no other element of its type has names it alone, as the recorder would write it.
            let key = Key.identified(element.elementType, element.identifier)
            if identifierCounts[key] == 1 { return Name(key) }
            if let locator = RecordedLocator.locator(at: ElementPath(indices), in: tree) { return Name(.written(locator.description), recorded: locator) }
        }
        if indexByType[element.elementType] == nil {
            let matches = (try? tree.matches(Query(base: .application, steps: [.descendants(element.elementType)])).matches) ?? []
            indexByType[element.elementType] = Dictionary(matches.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        }
        guard let index = indexByType[element.elementType]?[ElementPath(indices)] else { return nil }
        return Name(.indexed(element.elementType, index))
    }
}
