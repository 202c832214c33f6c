public import ScreenModel

/// How well elements read off a screen agree with the true tree of the app that drew
/// it: per kind, the matches, the inferred elements with no true one, and the true
/// elements none was inferred for. Scores add up over screens.
///
/// An inferred element matches a true one of the same kind whose visible frame it
/// overlaps and whose label it has (trimmed; a true element with no label matches by
/// place); each element matches at most one, in screen order. A cell also matches a true
/// one labelled with its whole row, the words of its label then its value (`apple     3`
/// read as `apple` valued `3`): where the app labels a row with all it shows, the reader's
/// split of that text into label and value says the same. A button valued with a key (one
/// read off a key bar) also matches a true one labelled with the key then its name, as
/// drawn (`^p palette` read as `palette` valued `^p`). A true element whose label matches
/// is preferred to one with no label that matches by place.
///
/// A true cell labelled with its columns joined by ` | ` (a Textual `DataTable` row) holds
/// columns the screen may cut at its edge: a cell read as its first column, valued with
/// the words that follow, matches it when those words begin the other columns' words, the
/// last of them perhaps cut (`1981-01-23` valued `Scanners Horror David Cronenb` against
/// `1981-01-23 | Scanners | Horror | David Cronenberg | 14`).
///
/// A true element whose middle row is out of view (a tall button scrolled or covered
/// until only its top edge shows) cannot show its label: it is not judged, and counted in
/// `outOfView`.
public struct InferenceScore: Sendable, Hashable {
    /// The counts for one kind.
    public struct Counts: Sendable, Hashable {
        /// Inferred elements that match a true one.
        public var matched: Int
        /// Inferred elements with no true one.
        public var falsePositives: Int
        /// True elements with no inferred one.
        public var missed: Int

        /// Counts of matches, false positives and misses.
        public init(matched: Int = 0, falsePositives: Int = 0, missed: Int = 0) {
            self.matched = matched
            self.falsePositives = falsePositives
            self.missed = missed
        }

        /// The share of inferred elements that are true, or nil when none was inferred.
        public var precision: Double? { matched + falsePositives == 0 ? nil : Double(matched) / Double(matched + falsePositives) }
        /// The share of true elements that were inferred, or nil when there was none.
        public var recall: Double? { matched + missed == 0 ? nil : Double(matched) / Double(matched + missed) }
    }

    /// The counts of each kind.
    public private(set) var counts: [InferenceKind: Counts] = [:]
    /// Each element counted as a false positive or a miss, by kind, in screen order, the
    /// false ones first: `false cell "below the list" {{0, 4}, {14, 1}}`, `missed cell
    /// "first line\nsecond line" {{2, 6}, {56, 2}}`.
    public private(set) var unmatched: [InferenceKind: [String]] = [:]
    /// How many screens were scored.
    public private(set) var screens = 0
    /// How many true elements of the judged kinds were not judged because their middle
    /// row was out of view.
    public private(set) var outOfView = 0

    /// An empty score.
    public init() {}

    /// Scores one screen: `inferred` read off it, `truth` the app's tree for it.
    public init(inferred: ElementTree, truth: ElementTree) {
        screens = 1
        let seen = Self.visibleElements(of: truth)
        let trueElements = seen.filter { Self.showsMiddleRow($0) }
        outOfView = seen.filter { entry in !Self.showsMiddleRow(entry) && InferenceKind.allCases.contains { $0.includes(entry.element) } }.count
        let inferredElements = Self.visibleElements(of: inferred)
        for kind in InferenceKind.allCases {
            let (kindCounts, left) = Self.counts(
                kind, inferred: inferredElements.filter { kind.includes($0.element) }, truth: trueElements.filter { kind.includes($0.element) })
            counts[kind] = kindCounts
            if !left.isEmpty { unmatched[kind] = left }
        }
    }

    /// The two scores added.
    public static func + (lhs: InferenceScore, rhs: InferenceScore) -> InferenceScore {
        var sum = lhs
        sum.screens += rhs.screens
        sum.outOfView += rhs.outOfView
        for (kind, counts) in rhs.counts {
            var total = sum.counts[kind] ?? Counts()
            total.matched += counts.matched
            total.falsePositives += counts.falsePositives
            total.missed += counts.missed
            sum.counts[kind] = total
        }
        for (kind, left) in rhs.unmatched { sum.unmatched[kind, default: []] += left }
        return sum
    }

    /// The kinds with no true and no inferred element: nothing to judge them by.
    public var unjudged: [InferenceKind] {
        InferenceKind.allCases.filter { counts[$0].map { $0.matched + $0.falsePositives + $0.missed == 0 } ?? true }
    }

    /// The figures as a table, one kind a row, and a line naming what could not be judged.
    public var table: String {
        func figure(_ value: Double?) -> String {
            guard let value else { return "-" }
            let hundredths = Int((value * 100).rounded())
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        }
        var lines = ["kind              matched  false+  missed  precision  recall"]
        for kind in InferenceKind.allCases where !unjudged.contains(kind) {
            let c = counts[kind] ?? Counts()
            let name = kind.description.padding(18)
            lines.append(
                "\(name)\(String(c.matched).padding(9))\(String(c.falsePositives).padding(8))\(String(c.missed).padding(8))\(figure(c.precision).padding(11))\(figure(c.recall))")
        }
        lines.append("\(screens) screens; not judged (none true, none inferred): \(unjudged.isEmpty ? "none" : unjudged.map(\.description).joined(separator: ", "))")
        if outOfView > 0 { lines.append("not judged: \(outOfView) true elements whose middle row is out of view") }
        return lines.joined(separator: "\n")
    }

    /// Each element of `tree` that can be seen, with the part of it that can.
    static func visibleElements(of tree: ElementTree) -> [(element: ElementSnapshot, frame: Rect)] {
        var result: [(element: ElementSnapshot, frame: Rect)] = []
        tree.walk { element, path, _ in
            guard let frame = tree.visibleFrame(at: path), !frame.isEmpty else { return false }
            if case .blockedByModal = tree.hittabilityProblem(at: path) { return true }
            result.append((element, frame))
            return true
        }
        return result
    }

    /// Whether the visible part of an element holds its middle row (the upper of two),
    /// where a label is drawn.
    static func showsMiddleRow(_ entry: (element: ElementSnapshot, frame: Rect)) -> Bool {
        let middle = entry.element.frame.minY + (entry.element.frame.height - 1) / 2
        return entry.frame.minY <= middle && middle < entry.frame.maxY
    }

    /// Matches `inferred` to `truth` one to one, in screen order, and counts; with each
    /// false positive and each miss described.
    static func counts(
        _ kind: InferenceKind, inferred: [(element: ElementSnapshot, frame: Rect)], truth: [(element: ElementSnapshot, frame: Rect)]
    ) -> (Counts, [String]) {
        var unmatched = Array(truth.indices)
        var counts = Counts()
        var left: [String] = []
        func described(_ verdict: String, _ entry: (element: ElementSnapshot, frame: Rect)) -> String {
            "\(verdict) \(kind) \(entry.element.label.debugDescription)\(entry.element.value.map { " value \($0.debugDescription)" } ?? "") \(entry.frame)"
        }
        for guess in inferred {
            func overlaps(_ index: Int) -> Bool { !truth[index].frame.intersection(guess.frame).isEmpty }
            func labelled(_ index: Int) -> Bool { kind.matchesLabels && !truth[index].element.label.isEmpty }
            let byLabel = unmatched.firstIndex { index in
                let real = truth[index]
                guard overlaps(index), labelled(index) else { return false }
                return real.element.label.trimmed == guess.element.label.trimmed
                    || (kind == .cell && words(real.element.label) == words(guess.element.label) + words(guess.element.value ?? ""))
                    || (kind == .cell && showsColumnsUpToEdge(of: real.element.label, guess.element))
                    || (kind == .button && guess.element.value != nil && words(real.element.label) == words(guess.element.value ?? "") + words(guess.element.label))
            }
            let match = byLabel ?? unmatched.firstIndex { overlaps($0) && !labelled($0) }
            if let match {
                unmatched.remove(at: match)
                counts.matched += 1
            } else {
                counts.falsePositives += 1
                left.append(described("false", guess))
            }
        }
        counts.missed = unmatched.count
        left += unmatched.map { described("missed", truth[$0]) }
        return (counts, left)
    }
}

/// Whether `guess` is the row labelled `label` (columns joined by ` | `) as far as the
/// screen shows it: the first column as its label, then the other columns' words, the
/// last perhaps cut short.
private func showsColumnsUpToEdge(of label: String, _ guess: ElementSnapshot) -> Bool {
    let columns = label.split(separator: " | ", omittingEmptySubsequences: false)
    guard words(columns[0]) == words(guess.label) else { return false }
    let rest = columns.dropFirst().flatMap { words($0) }
    let shown = words(guess.value ?? "")
    guard shown.count <= rest.count else { return false }
    for (index, word) in shown.enumerated() where word != rest[index] {
        guard index == shown.count - 1, rest[index].hasPrefix(word) else { return false }
    }
    return true
}

/// The words of `text`, in order: what is left between runs of spaces and line breaks.
private func words(_ text: some StringProtocol) -> [Substring] {
    Substring(text).split(whereSeparator: { $0 == " " || $0 == "\n" })
}

extension String {
    /// The string padded with spaces on the right to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
