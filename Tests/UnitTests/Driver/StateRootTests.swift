@testable import Driver
import Testing

@Suite("Where state directories are made")
struct StateRootTests {
    private func root(_ variables: [String: String], memory: Bool = true) -> String {
        App.stateRoot(environment: { variables[$0] }, memoryIsWritable: memory)
    }

    @Test("TUI_STATE_ROOT first, then Bazel's TEST_TMPDIR, then memory, then TMPDIR, then /tmp")
    func precedence() {
        #expect(root(["TUI_STATE_ROOT": "/a", "TEST_TMPDIR": "/b", "TMPDIR": "/c"]) == "/a")
        #expect(root(["TEST_TMPDIR": "/b", "TMPDIR": "/c"]) == "/b")
        #expect(root(["TMPDIR": "/c"]) == "/dev/shm")
        #expect(root(["TMPDIR": "/c"], memory: false) == "/c")
        #expect(root([:], memory: false) == "/tmp")
    }

    @Test(
        "the app is given its state directory unless the launch arguments name one, in either form",
        arguments: [
            ([], ["--state-dir", "/s"]), (["--uitesting"], ["--uitesting", "--state-dir", "/s"]),
            (["--state-dir", "/mine"], ["--state-dir", "/mine"]), (["--state-dir=/mine", "-x"], ["--state-dir=/mine", "-x"]),
            (["--state-directory"], ["--state-directory", "--state-dir", "/s"]),
        ])
    func stateDirectoryArgument(given: [String], passed: [String]) {
        #expect(App.arguments(given, withStateDirectory: "/s") == passed)
    }

    @Test("an empty variable counts as unset")
    func emptyIsUnset() {
        #expect(root(["TUI_STATE_ROOT": "", "TEST_TMPDIR": ""]) == "/dev/shm")
        #expect(root(["TMPDIR": ""], memory: false) == "/tmp")
    }
}
