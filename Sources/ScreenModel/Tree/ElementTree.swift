/// A whole screen at one moment: the root element, a generation number that grows
/// with every change the app pushes, and what the app is still busy with.
public struct ElementTree: Sendable, Hashable {
    /// Counts the screens an app has pushed since launch; a later tree has a larger one.
    public var generation: UInt64
    /// The application element; every other element is inside it.
    public var root: ElementSnapshot
    /// Whether the app is idle, and if not, what it is waiting for.
    public var activity: Activity
    /// The screen as the app itself drew it, one plain-text string a row, when the app
    /// sent one for this generation; nil when the screen is to be drawn from the tree.
    public var appScreen: [String]?

    /// Creates a tree.
    public init(generation: UInt64, root: ElementSnapshot, activity: Activity = .idle, appScreen: [String]? = nil) {
        self.generation = generation
        self.root = root
        self.activity = activity
        self.appScreen = appScreen
    }

    /// The screen's size: the root element's frame.
    public var screenSize: Size { root.frame.size }

    /// The element at `path`, or nil when the path leads nowhere.
    public func element(at path: ElementPath) -> ElementSnapshot? {
        var element = root
        for index in path.indices {
            guard element.children.indices.contains(index) else { return nil }
            element = element.children[index]
        }
        return element
    }

    /// Calls `body` for every element in drawing order (parents before children) with
    /// its path and its ancestors, nearest last. Return `false` from `body` to skip
    /// that element's children.
    public func walk(_ body: (ElementSnapshot, ElementPath, [ElementSnapshot]) -> Bool) {
        var ancestors: [ElementSnapshot] = []
        func visit(_ element: ElementSnapshot, _ path: ElementPath) {
            guard body(element, path, ancestors) else { return }
            ancestors.append(element)
            for (index, child) in element.children.enumerated() {
                visit(child, path.appending(index))
            }
            ancestors.removeLast()
        }
        visit(root, .root)
    }

    /// Every non-empty identifier in the tree, in drawing order, without repeats.
    public var identifiers: [String] {
        var seen = Set<String>()
        var result: [String] = []
        walk { element, _, _ in
            if !element.identifier.isEmpty, seen.insert(element.identifier).inserted {
                result.append(element.identifier)
            }
            return true
        }
        return result
    }

    /// The number of elements in the tree.
    public var elementCount: Int { root.subtreeCount }
}
