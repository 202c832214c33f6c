import Testing

/// The release build refuses every test-only flag, the app's own and the kit's: the kit
/// does it for any app whose flags say `testOnly: true`. `swift build -c release` first.
@Suite("Release builds refuse test flags", .enabled(if: TodoAppExecutable.release != nil, "needs a release TodoApp: swift build -c release"))
struct ReleaseGateTests {
    @Test("a test-only flag makes the release build exit with status 2, naming it", arguments: [
        ["--seed-todos"], ["--uitesting"], ["--reset-state"], ["--clock", "virtual"],
    ])
    func refusesTestFlag(arguments: [String]) throws {
        let (status, output) = try runToEnd(try #require(TodoAppExecutable.release), arguments)

        #expect(status == 2)
        #expect(output.contains("'\(arguments[0])' is a test-only launch argument"))
    }
}

@Suite("Debug builds accept test flags")
struct DebugBuildFlagTests {
    @Test("the debug build accepts the test-only flags the release build refuses")
    func debugAcceptsThem() throws {
        let (status, output) = try runToEnd(TodoAppExecutable.debug, ["--seed-todos", "--uitesting", "--clock", "virtual"], check: true)

        #expect(status == 0)
        #expect(output == "launch-arguments ok\n")
    }
}
