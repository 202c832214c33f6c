import ScreenModel
import SystemLayer

/// The latest screen an app pushed, when it came, and a revision that grows with every
/// tree or status, so a waiter can tell it saw the latest.
struct LatestTree: Sendable {
    /// The latest tree, with the latest activity the app reported for it.
    private(set) var tree: ElementTree?
    /// When the latest tree was read off the channel.
    private(set) var treeArrival: Monotonic?
    /// When the latest tree's activity (with the tree, or in a status) was read.
    private(set) var activityArrival: Monotonic?
    /// Grows with every tree or status.
    private(set) var revision = 0

    /// Takes `tree`, read at `arrival`, as the latest screen.
    mutating func receive(_ tree: ElementTree, at arrival: Monotonic) {
        self.tree = tree
        treeArrival = arrival
        activityArrival = arrival
        revision += 1
    }

    /// Takes `activity` as the latest tree's, if that tree is of `generation`; returns the
    /// updated tree, or nil when the status is about an older tree.
    mutating func receive(_ activity: Activity, forGeneration generation: UInt64, at arrival: Monotonic) -> ElementTree? {
        guard var tree, tree.generation == generation else { return nil }
        tree.activity = activity
        self.tree = tree
        activityArrival = arrival
        revision += 1
        return tree
    }

    /// Takes `rows` as the latest tree's own screen, if that tree is of `generation`;
    /// returns the updated tree, or nil when the screen belongs to another tree.
    mutating func receive(screen rows: [String], forGeneration generation: UInt64) -> ElementTree? {
        guard var tree, tree.generation == generation else { return nil }
        tree.appScreen = rows
        self.tree = tree
        revision += 1
        return tree
    }
}
