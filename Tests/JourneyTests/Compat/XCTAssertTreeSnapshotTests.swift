import DriverTesting
import Foundation
import Testing
import XCUITerminal

@Suite("XCTAssertTreeSnapshot", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct XCTAssertTreeSnapshotTests {
    static let keyScreens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Snapshots/__Snapshots__").standardizedFileURL.path

    @Test("the whole app's tree matches the sign-in screen's committed reference, recording nothing")
    func applicationMatches() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) {
            XCTAssertTreeSnapshot(app, named: "sign-in.80x24", snapshotDirectory: Self.keyScreens)
        }

        #expect(captured.all.isEmpty, "\(captured.all.map(\.message))")
    }

    @Test("a mask that cannot be used records one failure at the caller's line, naming the snapshot and the mask, and writes nothing")
    func unusableMask() throws {
        let folder = try TemporaryFolder()
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) {
            XCTAssertTreeSnapshot(app, named: "masked", masking: [.pattern("(unclosed")], snapshotDirectory: folder.path); let assertLine = #line
            #expect(captured.all.map(\.line) == [assertLine])
        }

        let failure = try #require(captured.all.first)
        #expect(failure.message.contains("tree snapshot \"masked\" could not be checked"), "\(failure.message)")
        #expect(failure.message.contains("(unclosed"), "\(failure.message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("an element's subtree that differs records a failure at the caller's line with the diff, and writes it pending")
    func elementDiffers() throws {
        let folder = try TemporaryFolder()
        try folder.write("login.tree.txt", "button \"Log In\" #loginButton\n")
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) {
            XCTAssertTreeSnapshot(app.buttons["loginButton"], named: "login", snapshotDirectory: folder.path); let assertLine = #line
            #expect(captured.all.map(\.line) == [assertLine])
        }

        let failure = try #require(captured.all.first)
        #expect(failure.message.contains("+   1 | button \"Log In\" #loginButton [disabled]"), "\(failure.message)")
        #expect(try folder.read("login.tree.txt.pending") == "button \"Log In\" #loginButton [disabled]\n")
        #expect(try folder.read("login.tree.txt") == "button \"Log In\" #loginButton\n")
    }
}
