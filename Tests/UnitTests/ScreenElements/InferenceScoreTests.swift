import ScreenElements
import ScreenModel
import Testing

@Suite("Scoring inferred elements against a true tree: matches by kind, label and overlap")
struct InferenceScoreTests {
    /// A tree of a 40x10 screen holding `children`.
    func tree(_ children: [ElementSnapshot]) -> ElementTree {
        ElementTree(generation: 1, root: ElementSnapshot(.application, frame: Rect(x: 0, y: 0, width: 40, height: 10), children: children))
    }

    func button(_ label: String, x: Int, focused: Bool = false) -> ElementSnapshot {
        ElementSnapshot(.button, label: label, hasFocus: focused, frame: Rect(x: x, y: 1, width: 6, height: 1))
    }

    @Test("the same elements score 1 for precision and recall")
    func perfect() {
        let truth = tree([button("OK", x: 0), button("No", x: 10)])

        let score = InferenceScore(inferred: truth, truth: truth)

        #expect(score.counts[.button] == InferenceScore.Counts(matched: 2, falsePositives: 0, missed: 0))
        #expect(score.counts[.button]?.precision == 1 && score.counts[.button]?.recall == 1)
    }

    @Test("a true element not inferred lowers recall; an inferred one not true lowers precision")
    func missedAndExtra() {
        let truth = tree([button("OK", x: 0), button("No", x: 10)])
        let inferred = tree([button("OK", x: 0), button("Help", x: 20)])

        let counts = InferenceScore(inferred: inferred, truth: truth).counts[.button]

        #expect(counts == InferenceScore.Counts(matched: 1, falsePositives: 1, missed: 1))
        #expect(counts?.precision == 0.5 && counts?.recall == 0.5)
    }

    @Test("each false and each missed element is named, by kind, with its value and frame; a sum keeps both screens' in order")
    func unmatchedNamed() {
        let truth = tree([button("OK", x: 0), button("No", x: 10)])
        let inferred = tree([button("OK", x: 0), ElementSnapshot(.button, label: "Two\nlines", value: "3", frame: Rect(x: 20, y: 0, width: 5, height: 1))])

        let score = InferenceScore(inferred: inferred, truth: truth)
        let sum = score + InferenceScore(inferred: tree([]), truth: tree([button("Yes", x: 30)]))

        #expect(score.unmatched[.button] == ["false button \"Two\\nlines\" value \"3\" {{20, 0}, {5, 1}}", "missed button \"No\" {{10, 1}, {6, 1}}"])
        #expect(score.unmatched[.cell] == nil)
        #expect(sum.unmatched[.button]?.last == "missed button \"Yes\" {{30, 1}, {6, 1}}")
        #expect(sum.unmatched[.button]?.count == 3)
    }

    @Test("a label that differs, or a frame that does not overlap, is no match; a frame overlapping by one cell is")
    func labelAndOverlap() {
        let truth = tree([button("OK", x: 0)])

        #expect(InferenceScore(inferred: tree([button("Ok", x: 0)]), truth: truth).counts[.button]?.matched == 0)
        #expect(InferenceScore(inferred: tree([button("OK", x: 6)]), truth: truth).counts[.button]?.matched == 0)
        #expect(InferenceScore(inferred: tree([button("OK", x: 5)]), truth: truth).counts[.button]?.matched == 1)
    }

    @Test("a true element labelled as the guess wins over an unlabelled one that comes first, whichever order they stand in", arguments: [true, false])
    func labelBeforePlace(labelledFirst: Bool) {
        let unlabelled = ElementSnapshot(.button, frame: Rect(x: 4, y: 1, width: 10, height: 1))
        let labelled = button("OK", x: 0)
        let truth = tree(labelledFirst ? [labelled, unlabelled] : [unlabelled, labelled])

        let score = InferenceScore(inferred: tree([button("OK", x: 2)]), truth: truth)

        #expect(score.counts[.button] == InferenceScore.Counts(matched: 1, falsePositives: 0, missed: 1))
        #expect(score.unmatched[.button] == ["missed button \"\" {{4, 1}, {10, 1}}"])
    }

    @Test(
        "a true element is judged only while its middle row is in view: rows shown, out of view, and the edges either side",
        arguments: [
            // A three-row button at rows 7 to 9 (its middle row 8) of a scroll view whose
            // rows end before `clipEnd`; at 7 none of it shows, and it is no element seen.
            (10, 1, 0), (9, 1, 0), (8, 0, 1), (7, 0, 0),
        ])
    func middleRowInView(clipEnd: Int, judged: Int, outOfView: Int) {
        let tall = ElementSnapshot(.button, label: "Warning", frame: Rect(x: 0, y: 7, width: 10, height: 3))
        let view = ElementSnapshot(.scrollView, frame: Rect(x: 0, y: 0, width: 40, height: clipEnd), children: [tall])

        let score = InferenceScore(inferred: tree([]), truth: tree([view]))

        #expect(score.counts[.button]?.missed == judged)
        #expect(score.outOfView == outOfView)
        #expect((score + score).outOfView == 2 * outOfView)
        #expect(score.table.contains("not judged: 1 true elements whose middle row is out of view") == (outOfView == 1))
    }

    @Test("the middle row of an element of one or two rows is its first")
    func middleRowOfShortElements() {
        for height in [1, 2] {
            let short = ElementSnapshot(.button, label: "OK", frame: Rect(x: 0, y: 7, width: 10, height: height))
            let firstRowOnly = ElementSnapshot(.scrollView, frame: Rect(x: 0, y: 0, width: 40, height: 8), children: [short])

            #expect(InferenceScore(inferred: tree([]), truth: tree([firstRowOnly])).outOfView == 0, "height \(height)")
        }
        let three = ElementSnapshot(.button, label: "OK", frame: Rect(x: 0, y: 7, width: 10, height: 3))
        let firstRowOfThree = ElementSnapshot(.scrollView, frame: Rect(x: 0, y: 0, width: 40, height: 8), children: [three])
        #expect(InferenceScore(inferred: tree([]), truth: tree([firstRowOfThree])).outOfView == 1)
    }

    @Test("one true element matches one inferred element only")
    func oneToOne() {
        let counts = InferenceScore(inferred: tree([button("OK", x: 0), button("OK", x: 1)]), truth: tree([button("OK", x: 0)])).counts[.button]

        #expect(counts == InferenceScore.Counts(matched: 1, falsePositives: 1, missed: 0))
    }

    @Test("a cell read as label and value matches a true cell labelled with the whole row, word for word")
    func cellLabelledWithItsRow() {
        let row = Rect(x: 0, y: 1, width: 11, height: 1)
        let truth = tree([ElementSnapshot(.cell, label: "apple     3", frame: Rect(x: 0, y: 1, width: 40, height: 1))])

        let split = InferenceScore(inferred: tree([ElementSnapshot(.cell, label: "apple", value: "3", frame: row)]), truth: truth).counts[.cell]
        #expect(split == InferenceScore.Counts(matched: 1, falsePositives: 0, missed: 0))
    }

    @Test("a cell whose label and value are other words than the true row's, or only some of them, is no match")
    func cellLabelledWithItsRowNearMisses() {
        let row = Rect(x: 0, y: 1, width: 11, height: 1)
        let truth = tree([ElementSnapshot(.cell, label: "apple     3", frame: Rect(x: 0, y: 1, width: 40, height: 1))])

        for (label, value) in [("apple", "4"), ("apple", nil), ("3", "apple"), ("apple", "3 kg")] {
            let counts = InferenceScore(inferred: tree([ElementSnapshot(.cell, label: label, value: value, frame: row)]), truth: truth).counts[.cell]
            #expect(counts == InferenceScore.Counts(matched: 0, falsePositives: 1, missed: 1), "\(label) \(value ?? "-")")
        }
    }

    /// A true table row labelled with its columns joined, as the Textual adapter labels a `DataTable` row.
    private let joinedRow = ElementSnapshot(.cell, label: "1981-01-23 | Scanners | Horror | David Cronenberg | 14", frame: Rect(x: 0, y: 1, width: 78, height: 1))

    @Test(
        "a cell read as a row's first column, valued with the words of the next columns as far as the screen shows them, the last perhaps cut, matches the true row labelled with every column",
        arguments: [
            "Scanners Horror David Cronenberg 14", "Scanners Horror David Cronenb", "Scanners Horror David", "Scanners Horror D", "Scanners", "S", nil,
        ])
    func cellCutAtTheScreensEdge(value: String?) {
        let read = ElementSnapshot(.cell, label: "1981-01-23", value: value, frame: Rect(x: 1, y: 1, width: 75, height: 1))

        let counts = InferenceScore(inferred: tree([read]), truth: tree([joinedRow])).counts[.cell]

        #expect(counts == InferenceScore.Counts(matched: 1, falsePositives: 0, missed: 0))
    }

    @Test(
        "a cell whose first column or following words are not the true row's, whose cut word is not the last, or that shows more words than the row has, is no match",
        arguments: [
            ("1981-01-24", "Scanners"), ("1981-01", "Scanners"), ("1981-01-23", "Scanner Horror"), ("1981-01-23", "Horror Scanners"),
            ("1981-01-23", "Scanners Horror David Cronenberg 14 R"), ("1981-01-23", "Scanners Horrors"), ("Scanners", nil),
        ])
    func cellCutAtTheScreensEdgeNearMisses(label: String, value: String?) {
        let read = ElementSnapshot(.cell, label: label, value: value, frame: Rect(x: 1, y: 1, width: 75, height: 1))

        let counts = InferenceScore(inferred: tree([read]), truth: tree([joinedRow])).counts[.cell]

        #expect(counts == InferenceScore.Counts(matched: 0, falsePositives: 1, missed: 1))
    }

    @Test("a cell labelled with the first words of a row's first column, valued with the next column, is no match; labelled with the whole first column it is")
    func cellLabelledWithPartOfTheFirstColumn() {
        let truth = tree([ElementSnapshot(.cell, label: "New York | 8 million", frame: Rect(x: 0, y: 1, width: 40, height: 1))])
        func counts(_ label: String, _ value: String) -> InferenceScore.Counts? {
            InferenceScore(inferred: tree([ElementSnapshot(.cell, label: label, value: value, frame: Rect(x: 0, y: 1, width: 20, height: 1))]), truth: truth).counts[.cell]
        }

        #expect(counts("New", "8 million") == InferenceScore.Counts(matched: 0, falsePositives: 1, missed: 1))
        #expect(counts("New York", "8 mil") == InferenceScore.Counts(matched: 1, falsePositives: 0, missed: 0))
    }

    @Test("a true cell of one column, or one whose columns are joined otherwise, is not matched by its first word and a prefix of the rest")
    func cellOfOneColumnNeedsItsWholeLabel() {
        let read = ElementSnapshot(.cell, label: "apple", value: "gr", frame: Rect(x: 0, y: 1, width: 11, height: 1))
        for label in ["apple green", "apple|green", "apple / green"] {
            let truth = tree([ElementSnapshot(.cell, label: label, frame: Rect(x: 0, y: 1, width: 40, height: 1))])

            let counts = InferenceScore(inferred: tree([read]), truth: truth).counts[.cell]

            #expect(counts == InferenceScore.Counts(matched: 0, falsePositives: 1, missed: 1), "\(label)")
        }
    }

    @Test("a key read off a key bar, labelled with its name and valued with its key, matches a true button labelled with the key then the name, as drawn")
    func keyLabelledAsDrawn() {
        let key = Rect(x: 0, y: 1, width: 10, height: 1)
        let truth = tree([ElementSnapshot(.button, label: "^p palette", frame: key)])

        let read = InferenceScore(inferred: tree([ElementSnapshot(.button, label: "palette", value: "^p", frame: key)]), truth: truth).counts[.button]
        #expect(read == InferenceScore.Counts(matched: 1, falsePositives: 0, missed: 0))
    }

    @Test("a key whose name comes before its key, another key, or no key at all is no match for a key bar's drawn label")
    func keyLabelledAsDrawnNearMisses() {
        let key = Rect(x: 0, y: 1, width: 10, height: 1)
        let truth = tree([ElementSnapshot(.button, label: "^p palette", frame: key)])

        for (label, value) in [("palette", "^q"), ("palette", nil), ("^p", "palette"), ("palette x", "^p")] {
            let counts = InferenceScore(inferred: tree([ElementSnapshot(.button, label: label, value: value, frame: key)]), truth: truth).counts[.button]
            #expect(counts == InferenceScore.Counts(matched: 0, falsePositives: 1, missed: 1), "\(label) \(value ?? "-")")
        }
    }

    @Test("the selected/focused state is matched by place, whatever the label")
    func stateByPlace() {
        let counts = InferenceScore(inferred: tree([button("Ok", x: 0, focused: true)]), truth: tree([button("OK", x: 0, focused: true)])).counts[.selectedOrFocused]

        #expect(counts == InferenceScore.Counts(matched: 1, falsePositives: 0, missed: 0))
    }

    @Test("an element scrolled out of its table is not counted as true")
    func invisibleTruthIgnored() {
        let table = ElementSnapshot(
            .table, frame: Rect(x: 0, y: 0, width: 40, height: 2),
            children: [
                ElementSnapshot(.cell, label: "a", frame: Rect(x: 0, y: 0, width: 40, height: 1)),
                ElementSnapshot(.cell, label: "b", frame: Rect(x: 0, y: 5, width: 40, height: 1)),
            ])

        let counts = InferenceScore(inferred: tree([]), truth: tree([table])).counts[.cell]

        #expect(counts?.missed == 1)
    }

    @Test("an element behind an alert is not counted as true; the alert's own button is")
    func elementBehindModalIgnored() {
        let alert = ElementSnapshot(.alert, label: "Sure?", frame: Rect(x: 0, y: 0, width: 40, height: 5), children: [button("Yes", x: 2)])
        let truth = tree([button("Behind", x: 20), alert])

        let counts = InferenceScore(inferred: tree([]), truth: truth).counts[.button]

        #expect(counts?.missed == 1)
    }

    @Test("scores add up over screens, and kinds with nothing on either side are named as not judged")
    func sumAndUnjudged() {
        let one = InferenceScore(inferred: tree([button("OK", x: 0)]), truth: tree([button("OK", x: 0)]))
        let two = InferenceScore(inferred: tree([]), truth: tree([button("No", x: 0)]))

        let sum = one + two

        #expect(sum.screens == 2)
        #expect(sum.counts[.button] == InferenceScore.Counts(matched: 1, falsePositives: 0, missed: 1))
        #expect(sum.unjudged == [.textField, .checkBox, .cell, .selectedOrFocused])
        #expect(sum.table.contains("button            1        0       1       1.00       0.50"), "\(sum.table)")
        #expect(sum.table.hasSuffix("2 screens; not judged (none true, none inferred): text field, check box, cell, selected/focused"))
    }
}
