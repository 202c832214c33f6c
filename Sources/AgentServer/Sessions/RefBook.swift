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
    /// An element's line: its ref, its depth among the lines, and what it is.
    typealias Line = (ref: String, depth: Int, text: String)

    /// One snapshot: each ref's line, in screen order.
    struct Snapshot: Sendable {
        var lines: [Line]
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

    /// A snapshot just taken.
    struct Taken {
        /// Its number, for `since`.
        let number: Int
        let snapshot: Snapshot
        /// How many elements it left out, past `maximumElements`.
        let omitted: Int
        /// Whether its lines have the refs of the snapshot before, line for line, and no
        /// ref twice: what changed is then each line whose text did.
        let hasRefsOfPrevious: Bool
    }

    /// Takes a snapshot of `tree`: gives each element a ref and returns its number and lines.
    mutating func snapshot(of tree: ElementTree) -> Taken {
        let reused = linesReusingLast(for: tree.root)
        let (lines, omitted) = reused ?? lines(naming: tree)
        let number = nextNumber
        nextNumber += 1
        let snapshot = Snapshot(lines: lines)
        snapshots[number] = snapshot
        snapshots[number - Self.keptSnapshots] = nil
        last = (tree.root, snapshot, omitted)
        return Taken(number: number, snapshot: snapshot, omitted: omitted, hasRefsOfPrevious: reused != nil)
    }

    /// The tree of the last snapshot, its lines and what it omitted, while a tree of the
    /// same shape gets the same refs (none of them came from a written locator).
    private var last: (root: ElementSnapshot, snapshot: Snapshot, omitted: Int)?
    /// Whether the refs of the last snapshot depend on the tree's shape alone.
    private var lastRefsFollowShape = false
    /// Whether the lines in the making name an element by a written locator.
    private var namedByWrittenLocator = false

    /// Every element named by a `LocatorNamer` of the whole tree, and its line written.
    private mutating func lines(naming tree: ElementTree) -> (lines: [Line], omitted: Int) {
        var namer = LocatorNamer(tree)
        var lines: [Line] = []
        var omitted = 0
        namedByWrittenLocator = false
        // The child indices down to the element visited: a path is made only for an element that needs one.
        var indices: [Int] = []
        // Borrowed, not copied: a snapshot follows every action, and a copy of an element is a retain and a release.
        func visit(_ element: borrowing ElementSnapshot, depth: Int) {
            var childDepth = depth
            if !Self.isContainer(element) {
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
        lastRefsFollowShape = !namedByWrittenLocator
        return (lines, omitted)
    }

    /// The lines of `root` taken from the last snapshot's, when `root` has its shape (each
    /// element's type, identifier and number of children, and which are bare containers):
    /// then each element has the ref it had, and only an element whose own fields changed
    /// has its line written again. Nil when the shape differs, or a written locator named
    /// an element (it may read more of the tree than the shape).
    private func linesReusingLast(for root: ElementSnapshot) -> (lines: [Line], omitted: Int)? {
        guard lastRefsFollowShape, let last else { return nil }
        let earlier = last.snapshot.lines
        var lines: [Line] = []
        lines.reserveCapacity(earlier.count)
        var omitted = 0
        func visit(_ element: borrowing ElementSnapshot, _ before: borrowing ElementSnapshot) -> Bool {
            guard element.elementType == before.elementType, element.identifier == before.identifier,
                element.children.count == before.children.count, Self.isContainer(element) == Self.isContainer(before)
            else { return false }
            if !Self.isContainer(element) {
                if lines.count < earlier.count {
                    let line = earlier[lines.count]
                    lines.append((line.ref, line.depth, Self.readSame(element, before) ? line.text : element.dumpLine(includingFrame: false)))
                } else {
                    omitted += 1
                }
            }
            for index in element.children.indices where !visit(element.children[index], before.children[index]) { return false }
            return true
        }
        guard visit(root, last.root) else { return nil }
        return (lines, omitted)
    }

    /// Whether the two elements' lines read the same: every field a line without its
    /// frame shows is equal.
    private static func readSame(_ element: borrowing ElementSnapshot, _ other: borrowing ElementSnapshot) -> Bool {
        element.elementType == other.elementType && element.label == other.label && element.identifier == other.identifier
            && element.value == other.value && element.placeholderValue == other.placeholderValue
            && element.isEnabled == other.isEnabled && element.isSelected == other.isSelected && element.hasFocus == other.hasFocus
    }

    /// A container only groups: a bare `other` with no identifier, label or value gets no line.
    private static func isContainer(_ element: borrowing ElementSnapshot) -> Bool {
        element.elementType == .other && element.identifier.isEmpty && element.label.isEmpty && element.value == nil
    }

    /// The snapshot numbered `number`, while it is kept.
    func snapshot(numbered number: Int) -> Snapshot? {
        snapshots[number]
    }

    /// The ref of the element a namer named: the one it had before, or a new one.
    private mutating func ref(for name: LocatorNamer.Name?) -> String {
        guard let name else { return "-" }
        if case .written = name.key { namedByWrittenLocator = true }
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
