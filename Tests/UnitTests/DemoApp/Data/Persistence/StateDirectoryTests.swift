@testable import DemoApp
@testable import AppAutomation
@testable import TerminalUI

import SystemLayer
import Testing

@Suite("State directory")
struct StateDirectoryTests {
    @Test("a write replaces the file whole and leaves no temporary file")
    func atomicWrite() throws {
        let folder = try ScratchDirectory()
        let directory = try StateDirectory(path: folder.path)

        try directory.write("cart.json", "first")
        try directory.write("cart.json", "second")

        #expect(try directory.read("cart.json") == "second")
        #expect(Posix.directoryEntries(folder.path)?.sorted() == [".lock", "cart.json"])
    }

    @Test("a temporary file left by a killed write is removed when the directory opens")
    func leftoverTemporaryRemoved() throws {
        let folder = try ScratchDirectory()
        do {
            let directory = try StateDirectory(path: folder.path)
            try directory.write("orders.json", "kept")
            try directory.write("orders.json.tmp", "half a wr")
        }

        let reopened = try StateDirectory(path: folder.path)

        #expect(try reopened.read("orders.json") == "kept")
        #expect(try reopened.read("orders.json.tmp") == nil)
    }

    @Test("a file that cannot be read is set aside and the app starts without it")
    func unreadableFileSetAside() throws {
        let folder = try ScratchDirectory()
        let directory = try StateDirectory(path: folder.path)
        // A directory where the file should be: reading it fails whoever runs the test.
        try? Posix.makeDirectory(folder.path + "/session.json", permissions: 0o700)
        var reports: [String] = []

        let session = PersistedSignedInUserStore(storage: directory) { reports.append($0) }

        #expect(session.currentUser == nil)
        #expect(reports.count == 1)
        #expect(Posix.directoryEntries(folder.path)?.contains("session.json.corrupt-1") == true)
    }

    @Test("a second process cannot open a directory in use")
    func lockedDirectoryRefused() throws {
        let folder = try ScratchDirectory()
        let first = try StateDirectory(path: folder.path)

        // flock locks belong to open file descriptions, so a second open in the same
        // process conflicts just as another process would.
        let error = #expect(throws: StateDirectoryError.self) { try StateDirectory(path: folder.path) }
        _ = first
        guard case let .inUse(_, holder)? = error else {
            Issue.record("not refused as in use: \(String(describing: error))")
            return
        }
        #expect(holder.hasPrefix("pid \(Posix.processID) ("), "the refusal names the holder the lock file holds: \(holder)")
    }
}
