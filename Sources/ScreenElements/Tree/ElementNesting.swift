import ScreenModel
import TerminalEmulator

/// Places what a reading found in a tree: each element inside the innermost frame
/// around it, frames inside frames, and gives each an identifier made of its label and
/// the titles of the frames around it (`Confirm › Yes`), numbered when repeated.
struct ElementNesting {
    let reading: ScreenReading

    /// The application element holding everything found on a screen of `size`.
    func root(title: String, size: Size) -> ElementSnapshot {
        let parents = reading.frames.indices.map(parent(ofFrame:))
        var childrenOfFrame: [[Int]] = Array(repeating: [], count: reading.frames.count)
        var topFrames: [Int] = []
        for (index, parent) in parents.enumerated() {
            if parent < 0 { topFrames.append(index) } else { childrenOfFrame[parent].append(index) }
        }
        var foundIn: [[FoundElement]] = Array(repeating: [], count: reading.frames.count + 1)
        for element in reading.found {
            foundIn[reading.owner(of: element.frame.origin) + 1].append(element)
        }
        var identifiers = IdentifierBook()
        func build(frame index: Int, path: [String]) -> ElementSnapshot {
            var frame = reading.frames[index]
            let inner = frame.label.isEmpty ? path : path + [frame.label]
            let children = contents(found: foundIn[index + 1], frames: childrenOfFrame[index], path: inner)
            if children.contains(where: { $0.elementType == .button }) { frame.type = .alert }
            return frame.snapshot(identifier: identifiers.identifier(for: frame.label, path: path), children: children)
        }
        func contents(found: [FoundElement], frames: [Int], path: [String]) -> [ElementSnapshot] {
            var items: [(Point, ElementSnapshot)] = frames.map { (reading.frames[$0].frame.origin, build(frame: $0, path: path)) }
            for element in found {
                items.append((element.frame.origin, snapshot(of: element, path: path, identifiers: &identifiers)))
            }
            return items.sorted { ($0.0.y, $0.0.x) < ($1.0.y, $1.0.x) }.map(\.1)
        }
        let children = contents(found: foundIn[0], frames: topFrames, path: [])
        return ElementSnapshot(.application, label: title, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), children: children)
    }

    /// `element` and what the rule found inside it, with identifiers.
    private func snapshot(of element: FoundElement, path: [String], identifiers: inout IdentifierBook) -> ElementSnapshot {
        let children = element.children.map { snapshot(of: $0, path: path, identifiers: &identifiers) }
        return element.snapshot(identifier: identifiers.identifier(for: element.label, path: path), children: children)
    }

    /// The innermost other frame whose inside holds the top-left corner of frame `index`, or -1.
    private func parent(ofFrame index: Int) -> Int {
        reading.owner(of: reading.frames[index].frame.origin)
    }
}

/// Hands out identifiers, numbering one that was given before: `Fruit › apple`,
/// `Fruit › apple (2)`.
struct IdentifierBook {
    private var given: [String: Int] = [:]

    /// The identifier of an element labelled `label` inside frames titled `path`
    /// (outermost first); empty for an element with no label.
    mutating func identifier(for label: String, path: [String]) -> String {
        guard !label.isEmpty else { return "" }
        let base = (path + [label]).joined(separator: " › ")
        given[base, default: 0] += 1
        let count = given[base] ?? 1
        return count == 1 ? base : "\(base) (\(count))"
    }
}
