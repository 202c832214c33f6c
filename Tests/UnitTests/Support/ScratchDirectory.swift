import SystemLayer

/// A fresh directory under the system's temporary folder, deleted with everything in
/// it when the value goes away; each test gets its own, so tests can run in parallel.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = try Posix.makeTemporaryDirectory("/tmp/demoapp-unit-XXXXXX")
    }

    deinit {
        Self.remove(path)
    }

    private static func remove(_ path: String) {
        for name in Posix.directoryEntries(path) ?? [] {
            let child = path + "/" + name
            if !Posix.unlink(child) { remove(child) }
        }
        Posix.removeDirectory(path)
    }
}
