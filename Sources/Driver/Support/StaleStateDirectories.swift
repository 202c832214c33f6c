import SystemLayer
import Synchronization

/// Removes the state directories that dead owners left behind: a test process killed
/// with SIGKILL cannot delete its apps' directories, so the next driver to make one in
/// the same place does.
///
/// A directory is removed only when nothing holds it: neither its owner lock (see
/// `OwnerLock`) nor the lock the app takes on its `.lock` file while it runs. Both are
/// kernel locks, released when their process ends, so a live owner's directory
/// survives whichever user, process tree or container it belongs to. Only this user's
/// directories named like the driver's are looked at.
package enum StaleStateDirectories {
    /// The prefix of the names of the state directories `App` makes.
    package static let appPrefix = "tui-app"

    /// The folders (and prefixes) swept by this process so far: each once is enough,
    /// since later leftovers can only come from processes that die later.
    private static let swept = Mutex(Set<String>())

    /// Sweeps `root` for directories named `prefix-XXXXXX` unless this process already has.
    static func sweepOnce(_ root: String, prefix: String) {
        guard swept.withLock({ $0.insert(root + "/" + prefix).inserted }) else { return }
        sweep(root, prefix: prefix)
    }

    /// Removes every directory in `root` named `prefix-XXXXXX` (as the driver names its
    /// state directories), owned by this user and held by no live process; returns the
    /// paths it removed.
    @discardableResult
    package static func sweep(_ root: String, prefix: String = appPrefix) -> [String] {
        guard let names = Posix.directoryEntries(root) else { return [] }
        let candidates = names.filter { isStateDirectoryName($0, prefix: prefix) }.map { root + "/" + $0 }
        return candidates.filter(removeIfAbandoned)
    }

    /// `prefix-` and the six characters `mkdtemp` adds.
    static func isStateDirectoryName(_ name: String, prefix: String) -> Bool {
        name.hasPrefix(prefix + "-") && name.utf8.count == prefix.utf8.count + 7
    }

    /// Removes `path` if this user owns it and no process holds it; true if it did.
    private static func removeIfAbandoned(_ path: String) -> Bool {
        guard let info = Posix.fileInfo(path, followingLinks: false), info.isDirectory, info.owner == Posix.effectiveUserID else { return false }
        guard let lock = OwnerLock.acquire(path, waiting: false) else { return false }
        defer { Posix.close(lock) }
        guard !appHoldsLock(in: path) else { return false }
        TemporaryDirectory.removeTree(path)
        return true
    }

    /// Whether a running app holds the lock file in `path` (see the app's `StateDirectory`).
    private static func appHoldsLock(in path: String) -> Bool {
        guard let descriptor = try? Posix.open(path + "/.lock", [.readOnly, .noFollow]) else { return false }
        defer { Posix.close(descriptor) }
        do throws(SystemError) {
            try Posix.lock(descriptor, exclusive: false, waiting: false)
            return false
        } catch {
            return error.wouldBlock
        }
    }
}
