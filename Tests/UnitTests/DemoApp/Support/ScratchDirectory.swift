@testable import AppAutomation
@testable import DemoApp
import Glibc
@testable import TerminalUI

/// A fresh directory under the system's temporary folder, deleted with everything in
/// it when the value goes away; each test gets its own, so tests can run in parallel.
final class ScratchDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/demoapp-unit-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SystemCallError("create", "/tmp/demoapp-unit-XXXXXX") }
        path = String(cString: made)
    }

    deinit {
        Self.remove(path)
    }

    private static func remove(_ path: String) {
        for name in POSIX.directoryEntries(path) {
            let child = path + "/" + name
            if unlink(child) != 0 { remove(child) }
        }
        rmdir(path)
    }
}
