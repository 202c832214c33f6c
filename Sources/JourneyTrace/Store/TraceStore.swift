/// The trees and screens of a trace (or a whole report), each stored once under a key
/// made from a hash of its content, so the same screen over many steps and journeys
/// costs its size once.
package struct TraceStore: Codable, Sendable, Equatable {
    /// Element trees by key.
    package var trees: [String: TraceNode]
    /// Screens by key.
    package var screens: [String: TraceScreen]

    /// Creates a store.
    package init(trees: [String: TraceNode] = [:], screens: [String: TraceScreen] = [:]) {
        self.trees = trees
        self.screens = screens
    }

    /// Stores `tree` (once) and returns its key.
    package mutating func add(_ tree: TraceNode) -> String {
        Self.insert(tree, into: &trees, prefix: "t")
    }

    /// Stores `screen` (once) and returns its key.
    package mutating func add(_ screen: TraceScreen) -> String {
        Self.insert(screen, into: &screens, prefix: "s")
    }

    /// Adds everything in `other`, keeping this store's entries where keys meet.
    ///
    /// Keys are content hashes, so the same key holds the same content; a key that
    /// holds different content in `other` (a hash collision) is stored under a new key,
    /// and the returned maps say how to rename `other`'s references.
    package mutating func merge(_ other: TraceStore) -> (trees: [String: String], screens: [String: String]) {
        var treeRenames: [String: String] = [:]
        var screenRenames: [String: String] = [:]
        for (key, tree) in other.trees.sorted(by: { $0.key < $1.key }) {
            let stored = add(tree)
            if stored != key { treeRenames[key] = stored }
        }
        for (key, screen) in other.screens.sorted(by: { $0.key < $1.key }) {
            let stored = add(screen)
            if stored != key { screenRenames[key] = stored }
        }
        return (treeRenames, screenRenames)
    }

    private static func insert<Value: Codable & Hashable>(_ value: Value, into table: inout [String: Value], prefix: String) -> String {
        var key = prefix + ContentHash.of(value)
        var suffix = 1
        while let existing = table[key], existing != value {
            suffix += 1
            key = prefix + ContentHash.of(value) + "-\(suffix)"
        }
        table[key] = value
        return key
    }
}
