import SystemLayer

/// A private directory created for one `App` and removed with it.
///
/// A process that dies without removing its directory (a SIGKILL, a crash) has it
/// removed by its keeper process (`ProcessGroupKeeper`), which is told of each directory
/// while it lives. Where the keeper could not run, the directory is also locked
/// (`flock`) for as long as this value lives, and the lock is the kernel's: it goes with
/// the process, however that ends. So a dead owner's directory is one nobody holds,
/// which the next driver to make a directory in the same place removes (see
/// `StaleStateDirectories`); a live owner's directory is never touched.
package final class TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    package let path: String
    /// An open descriptor of the directory itself, holding its owner lock.
    private let ownerLock: Int32

    /// Creates a fresh directory `prefix-XXXXXX` under `base`, readable by this user
    /// only, and locks it as this process's; first removes what dead owners left there.
    package init(prefix: String, in base: String) throws(DriverError) {
        StaleStateDirectories.sweepOnce(base, prefix: prefix)
        while true {
            let path: String
            do throws(SystemError) {
                path = try Posix.makeTemporaryDirectory(base + "/" + prefix + "-XXXXXX")
            } catch {
                throw DriverError(.launchFailed(executable: "the app", problem: .cannotCreateStateDirectory(base: base, DriverError.SystemError(error))))
            }
            // Between mkdtemp and the lock, another process's sweep may take the new
            // directory for a dead owner's and remove it: then make another.
            guard let lock = OwnerLock.acquire(path, waiting: true) else { continue }
            ProcessGroupKeeper.guardDirectory(path)
            self.path = path
            ownerLock = lock
            return
        }
    }

    deinit {
        // Forgotten by the keeper first, so that it never removes a later directory of
        // this name; removed while still locked, so no sweep works on it at the same time.
        ProcessGroupKeeper.releaseDirectory(path)
        TemporaryDirectory.removeTree(path)
        Posix.close(ownerLock)
    }

    /// Deletes `path` and everything under it, without following symbolic links.
    static func removeTree(_ path: String) {
        guard let info = Posix.fileInfo(path, followingLinks: false) else { return }
        if info.isDirectory {
            for name in Posix.directoryEntries(path) ?? [] { removeTree(path + "/" + name) }
            Posix.removeDirectory(path)
        } else {
            Posix.unlink(path)
        }
    }
}

/// The lock that says a state directory's owner is alive: an exclusive `flock` on the
/// directory itself, held through a close-on-exec descriptor for the owner's lifetime.
///
/// Unlike a process id in a file, it cannot be fooled by a reused pid, another pid
/// namespace (containers sharing `/dev/shm`) or another user: the kernel releases it
/// exactly when the last descriptor of the owner closes.
enum OwnerLock {
    /// Opens and locks the directory at `path` and returns the descriptor holding the
    /// lock; nil if it is gone, or held (when not `waiting`).
    ///
    /// A directory removed while the caller waited for the lock is not returned: the
    /// lock is only good on the directory that `path` still names.
    static func acquire(_ path: String, waiting: Bool) -> Int32? {
        guard let descriptor = try? Posix.open(path, [.readOnly, .directory, .noFollow]) else { return nil }
        let locked = (try? Posix.lock(descriptor, exclusive: true, waiting: waiting)) != nil
        guard locked, let held = Posix.fileInfo(of: descriptor), held.links > 0,
            let named = Posix.fileInfo(path, followingLinks: false), named.identity == held.identity
        else {
            Posix.close(descriptor)
            return nil
        }
        return descriptor
    }
}
