@testable import mutate
import ScreenModel

/// Random element trees and random edits of them, drawn from a seeded generator, for the
/// tree difference's property tests (the generator is the mutation sampler's SplitMix64).
struct RandomTrees {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    // A small pool, so siblings share identifiers (and types) often: matching must cope.
    private static let identifiers = ["", "", "row", "ok", "cancel", "title", "a", "b"]
    private static let types: [ElementType] = [.other, .button, .staticText, .cell, .textField, .table]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func element(depth: Int) -> ElementSnapshot {
        // Now and then a long list of leaves, around and past the length held in chunks
        // (`ElementChildren.chunkSize`), so differences are made and applied across chunks.
        if depth == 1, chance(10) {
            return ElementSnapshot(
                .table, identifier: Self.identifiers[int(0...(Self.identifiers.count - 1))],
                children: (0..<int(60...200)).map { _ in element(depth: 4) })
        }
        let childCount = depth >= 4 ? 0 : int(0...(depth == 0 ? 6 : 4))
        return ElementSnapshot(
            Self.types[int(0...(Self.types.count - 1))],
            identifier: Self.identifiers[int(0...(Self.identifiers.count - 1))],
            label: chance(30) ? "" : "label \(int(0...9))",
            value: chance(30) ? "v\(int(0...3))" : nil,
            placeholderValue: chance(15) ? "hint" : nil,
            isEnabled: chance(85), isSelected: chance(15), hasFocus: chance(10),
            frame: Rect(x: int(-2...40), y: int(0...20), width: int(0...40), height: int(0...3)),
            children: (0..<childCount).map { _ in element(depth: depth + 1) }
        )
    }

    mutating func tree(generation: UInt64 = 1) -> ElementTree {
        ElementTree(generation: generation, root: element(depth: 0), activity: activity())
    }

    mutating func activity() -> Activity {
        chance(70) ? .idle : Activity(pendingWork: [PendingWork(name: "timer \(int(0...3))", remainingMilliseconds: int(0...500))], clock: chance(50) ? .virtual : .real)
    }

    /// `tree` with `count` random edits: fields changed, children inserted, removed, moved.
    mutating func edited(_ tree: ElementTree, edits count: Int) -> ElementTree {
        var root = tree.root
        for _ in 0..<count { edit(&root, depth: 0) }
        return ElementTree(generation: tree.generation + 1, root: root, activity: chance(50) ? tree.activity : activity())
    }

    private mutating func edit(_ element: inout ElementSnapshot, depth: Int) {
        if !element.children.isEmpty, chance(60) {
            let index = int(0...(element.children.count - 1))
            edit(&element.children[index], depth: depth + 1)
            return
        }
        switch int(0...7) {
        case 0: element.label += "!"
        case 1: element.value = element.value == nil ? "new" : nil
        case 2: element.isEnabled.toggle()
        case 3: element.frame.origin.y += 1
        case 4: element.children.insert(self.element(depth: min(depth + 1, 4)), at: int(0...element.children.count))
        case 5:
            if !element.children.isEmpty { element.children.remove(at: int(0...(element.children.count - 1))) }
        case 6:
            if element.children.count > 1 {
                let moved = element.children.remove(at: int(0...(element.children.count - 1)))
                element.children.insert(moved, at: int(0...element.children.count))
            }
        default:
            element.identifier = Self.identifiers[int(0...(Self.identifiers.count - 1))]
            element.elementType = Self.types[int(0...(Self.types.count - 1))]
        }
    }
}
