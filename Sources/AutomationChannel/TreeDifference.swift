package import ScreenModel

/// A screen given as its changes from the tree before it (docs/protocol.md §6.4): what a
/// version-3 app sends instead of a whole tree once the driver has one.
///
/// Applying it to the tree of `baseGeneration` gives exactly the tree of `generation`.
package struct TreeDifference: Sendable, Hashable {
    /// The generation of the tree the difference applies to.
    package var baseGeneration: UInt64
    /// The generation of the tree it makes (the base's plus one).
    package var generation: UInt64
    /// The new tree's whole activity.
    package var activity: Activity
    /// What became of the base's root, which the new root always continues.
    package var root: ElementChange

    /// Creates a difference.
    package init(baseGeneration: UInt64, generation: UInt64, activity: Activity, root: ElementChange) {
        self.baseGeneration = baseGeneration
        self.generation = generation
        self.activity = activity
        self.root = root
    }
}

/// What became of one element of the base tree: new fields, new children, both or neither.
package struct ElementChange: Sendable, Hashable {
    /// The element's new fields (its children ignored), or nil when they are unchanged.
    package var fields: ElementSnapshot?
    /// The element's new children as runs over the old ones, or nil when they are unchanged.
    package var children: [ChildRun]?

    /// Creates a change; with neither part the element stays as it was.
    package init(fields: ElementSnapshot? = nil, children: [ChildRun]? = nil) {
        self.fields = fields
        self.children = children
    }
}

/// A stretch of an element's new children, named by the old children's indices in the base.
package enum ChildRun: Sendable, Hashable {
    /// The old children from `first` to `first + count - 1`, unchanged.
    case keep(first: Int, count: Int)
    /// The old child at `index`, changed.
    case change(index: Int, ElementChange)
    /// New elements, each with its subtree.
    case insert([ElementSnapshot])
}
