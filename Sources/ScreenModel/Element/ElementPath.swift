/// Where an element sits in a tree: the child index taken at each level from the root.
///
/// The root's path is empty. Paths are how the driver names an element to the app,
/// together with the element's type and identifier so the app can tell when the
/// element it was asked about has gone.
public struct ElementPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Child indices from the root down.
    public var indices: [Int]

    /// Creates a path from child indices.
    public init(_ indices: [Int] = []) {
        self.indices = indices
    }

    /// The path of the root element.
    public static let root = ElementPath()

    /// The path of this element's child at `index`.
    public func appending(_ index: Int) -> ElementPath {
        ElementPath(indices + [index])
    }

    /// Whether `other` lies inside the subtree at this path (or is this path).
    public func isAncestor(ofOrEqualTo other: ElementPath) -> Bool {
        other.indices.starts(with: indices)
    }

    /// Paths order as their elements are drawn: a parent before its children,
    /// earlier siblings before later ones.
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.indices.lexicographicallyPrecedes(rhs.indices)
    }

    /// `/0/3/1`.
    public var description: String {
        indices.isEmpty ? "/" : indices.map { "/\($0)" }.joined()
    }
}
