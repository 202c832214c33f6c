import JourneyScript
import ScreenModel
import Testing

@Suite("Journey parser: expect tree")
struct TreeExpectationParsingTests {
    /// The last step of a script that launches, then says `source`, if it is `expect tree`.
    func parsedTree(_ source: String, file: String = "journeys/shop.journey") throws -> TreeExpectation? {
        let journey = try JourneyParser.parse("launch --uitesting\n" + source, file: file)
        guard case let .expect(.tree(tree)) = journey.steps.last?.action else { return nil }
        return tree
    }

    func tree(_ source: String, file: String = "journeys/shop.journey") throws -> TreeExpectation {
        try #require(try parsedTree(source, file: file), "the last step is not expect tree")
    }

    @Test("a stored snapshot is named, with its folder beside the script")
    func storedSnapshot() throws {
        let tree = try tree(#"expect tree matches "checkout""#)

        guard case let .stored(name, directory) = tree.reference else { Issue.record("not stored: \(tree.reference)"); return }
        #expect(name == "checkout")
        #expect(directory == "journeys/__Snapshots__")
        #expect(tree.locator == nil)
        #expect(tree.masks.isEmpty)
    }

    @Test("a script with no folder keeps its snapshots in __Snapshots__ of the working folder")
    func storedSnapshotBesideBareFile() throws {
        guard case let .stored(_, directory) = try tree(#"expect tree matches "x""#, file: "shop.journey").reference else { return }
        #expect(directory == "./__Snapshots__")
    }

    @Test("of an element, with masks by pattern and by rectangle, in order")
    func elementAndMasks() throws {
        let tree = try tree(#"expect tree of tables["orders"] matches "orders" masking /Order #\d+ # not a comment/ masking x 1 y 2 width 3 height 4"#)

        #expect(tree.locator?.description == #"app.tables["orders"]"#)
        #expect(tree.masks == [.pattern(#"Order #\d+ # not a comment"#), .rectangle(Rect(x: 1, y: 2, width: 3, height: 4))])
        #expect(tree.description == #"tree of app.tables["orders"] matches "orders" masking /Order #\d+ # not a comment/ masking x 1 y 2 width 3 height 4"#)
    }

    @Test("a slash inside a mask's pattern is written \\/")
    func escapedSlash() throws {
        #expect(try tree(#"expect tree matches "d" masking /\d+\/\d+/"#).masks == [.pattern(#"\d+/\d+"#)])
    }

    @Test("inline lines below the step are its reference, strict unless partial is said", arguments: [("", false), (" partial", true)])
    func inlineLines(word: String, partial: Bool) throws {
        let tree = try tree(
            """
            expect tree\(word)
              | application "Shop"
              |   button "Log In" #loginButton [disabled]
            """)

        guard case let .inline(lines, isPartial) = tree.reference else { Issue.record("not inline"); return }
        #expect(lines == [#"application "Shop""#, #"  button "Log In" #loginButton [disabled]"#])
        #expect(isPartial == partial)
    }

    @Test("the step after the inline lines is read as a step again")
    func stepAfterInline() throws {
        let journey = try JourneyParser.parse(
            """
            launch --uitesting
            expect tree partial
              | button "Log In" #loginButton [disabled]
            tap buttons["guestButton"]
            """, file: "s.journey")

        #expect(journey.steps.map(\.line) == [1, 2, 4])
    }

    @Test(
        "a script that misuses expect tree gets an error naming the line and the fix",
        arguments: [
            ("expect tree", 2, "needs the tree's lines below it"),
            ("expect tree partial\n| button \"Pay", 3, "not closed"),
            ("expect tree\n| other\n|     button", 4, "indented wrongly"),
            ("| button", 2, "belongs to the lines of an expect tree"),
            ("expect tree matches \"a/b\"", 2, "must be a file name"),
            ("expect tree matches \"x\" masking /(/", 2, "is not a regular expression"),
            ("expect tree matches \"x\" masking /abc", 2, "without its closing slash"),
            ("expect tree matches \"x\" masking x 1 y 2", 2, "'width'"),
            ("expect tree matches \"x\" extra", 2, "masking /pattern/"),
        ])
    func errors(source: String, line: Int, message: String) {
        do {
            _ = try JourneyParser.parse("launch --uitesting\n" + source, file: "s.journey")
            Issue.record("parsed without an error")
        } catch {
            #expect(error.errors.first?.line == line)
            #expect(error.errors.first?.description.contains(message) == true, "\(error)")
        }
    }

    @Test("expect screen matches names a stored text snapshot beside the script, with its masks")
    func screenSnapshot() throws {
        let journey = try JourneyParser.parse("launch --uitesting\nexpect screen matches \"home\" masking /\\d+/", file: "journeys/s.journey")

        guard case let .expect(.screenSnapshot(name, directory, masks)) = journey.steps.last?.action else {
            Issue.record("not a screen snapshot: \(String(describing: journey.steps.last?.action))")
            return
        }
        #expect(name == "home")
        #expect(directory == "journeys/__Snapshots__")
        #expect(masks == [.pattern(#"\d+"#)])
    }
}
