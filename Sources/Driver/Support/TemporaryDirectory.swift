import Glibc

/// A private directory created for one `App` and removed with it.
///
/// The directory is locked (`flock`) for as long as this value lives, and the lock is
/// the kernel's: it goes with the process, however that ends. So a process that dies
/// without removing its directory (a SIGKILL, a crash) leaves one nobody holds, which
/// the next driver to make a directory in the same place removes (see
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
            var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
            guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw DriverError(.launchFailed(executable: "the app", problem: .cannotCreateStateDirectory(base: base, .current)))
            }
            let path = String(cString: created)
            // Between mkdtemp and the lock, another process's sweep may take the new
            // directory for a dead owner's and remove it: then make another.
            guard let lock = OwnerLock.acquire(path, waiting: true) else { continue }
            self.path = path
            ownerLock = lock
            return
        }
    }

    deinit {
        // Removed while still locked, so no sweep works on it at the same time.
        TemporaryDirectory.removeTree(path)
        close(ownerLock)
    }

    /// Deletes `path` and everything under it, without following symbolic links.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            if let directory = opendir(path) {
                var names: [String] = []
                while let entry = readdir(directory) {
                    let name = directoryEntryName(entry)
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(directory)
                for name in names { removeTree(path + "/" + name) }
            }
            rmdir(path)
        } else {
            unlink(path)
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
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var result: Int32
        repeat {
            result = flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB))
        } while result != 0 && errno == EINTR
        var held = stat(), named = stat()
        guard result == 0, fstat(descriptor, &held) == 0, held.st_nlink > 0,
              lstat(path, &named) == 0, named.st_ino == held.st_ino, named.st_dev == held.st_dev else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
