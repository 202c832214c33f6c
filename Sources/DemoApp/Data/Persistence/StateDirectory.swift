import AppAutomation
import Glibc

/// Why the state directory could not be used.
enum StateDirectoryError: Error, CustomStringConvertible {
    /// Another process holds the directory's lock.
    case inUse(path: String, holder: String)
    /// A file operation failed.
    case system(SystemCallError)

    var description: String {
        switch self {
        case let .inUse(path, holder):
            "state directory \(path) is in use by \(holder); give each running app its own --state-dir"
        case let .system(error):
            "state directory: \(error)"
        }
    }
}

/// The folder where the app keeps what survives a relaunch, locked for one process
/// at a time.
///
/// Every write is atomic: a kill at any instant leaves the previous or the new
/// file, never a torn one.
final class StateDirectory {
    static let lockFileName = ".lock"
    /// Ends the name of a file being written, until it is renamed into place.
    static let temporarySuffix = ".tmp"

    let path: String
    private let lockDescriptor: Int32

    /// Opens (creating if needed) and locks the directory.
    ///
    /// - Throws: `StateDirectoryError.inUse` naming the holder's pid when another
    ///   process has it.
    init(path: String) throws(StateDirectoryError) {
        self.path = path
        do {
            try POSIX.makeDirectories(path)
        } catch {
            throw .system(error)
        }
        let lockPath = path + "/" + Self.lockFileName
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(SystemCallError("open", lockPath)) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            let holder = (try? POSIX.readFile(lockPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            close(descriptor)
            if code == EWOULDBLOCK {
                throw .inUse(path: path, holder: holder.isEmpty ? "another process" : holder.trimmingNewlines)
            }
            throw .system(SystemCallError("lock", lockPath, code: code))
        }
        lockDescriptor = descriptor
        // A write killed before its rename leaves only its temporary file behind: the
        // state it was replacing is intact, and the leftover was never state.
        for name in POSIX.directoryEntries(path) where name.hasSuffix(Self.temporarySuffix) {
            unlink(path + "/" + name)
        }
        let holder = Array("pid \(getpid()) (\(CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"))\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, holder, holder.count, 0)
    }

    deinit {
        close(lockDescriptor)
    }

    /// Deletes every state file (the lock stays held).
    func removeAll() {
        for name in POSIX.directoryEntries(path) where name != Self.lockFileName {
            unlink(path + "/" + name)
        }
    }

    /// The text of state file `name`, nil if it does not exist.
    func read(_ name: String) throws(SystemCallError) -> String? {
        try POSIX.readFile(path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes files on a thread of their own, when set; otherwise `write` returns only
    /// once the file is on disk.
    var writer: StateWriter?

    /// Replaces state file `name` with `text` atomically, now or (with a `writer`) soon.
    func write(_ name: String, _ text: String) throws(SystemCallError) {
        if let writer {
            writer.write(name, text)
        } else {
            try Self.writeAtomically(directory: path, name: name, text: text)
        }
    }

    /// Writes whatever the writer still holds; returns once it is on disk.
    func flush() {
        writer?.finish()
    }

    /// Replaces file `name` in `directory` with `text` atomically: a temporary file,
    /// flushed to disk, renamed over the old one, then (unless the caller will do it
    /// once for several files) the directory flushed.
    static func writeAtomically(directory path: String, name: String, text: String, syncingDirectory: Bool = true) throws(SystemCallError) {
        let finalPath = path + "/" + name
        let temporaryPath = finalPath + Self.temporarySuffix
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SystemCallError("create", temporaryPath) }
        guard POSIX.writeAll(descriptor, Array(text.utf8)) else {
            let error = SystemCallError("write", temporaryPath)
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        guard fsync(descriptor) == 0 else {
            let error = SystemCallError("flush", temporaryPath)
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        close(descriptor)
        guard rename(temporaryPath, finalPath) == 0 else {
            let error = SystemCallError("rename into place", finalPath)
            unlink(temporaryPath)
            throw error
        }
        if syncingDirectory { syncDirectory(path) }
    }

    /// Flushes the directory itself, so the renames and deletions in it survive a crash.
    static func syncDirectory(_ path: String) {
        let directory = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Moves state file `name` aside for inspection and returns its new name,
    /// `name.corrupt-N` with the first free N; nil if it could not be moved.
    func setAside(_ name: String) -> String? {
        var index = 1
        while access(path + "/" + name + ".corrupt-\(index)", F_OK) == 0 { index += 1 }
        let newName = name + ".corrupt-\(index)"
        return rename(path + "/" + name, path + "/" + newName) == 0 ? newName : nil
    }
}

extension String {
    /// The string without trailing line breaks.
    var trimmingNewlines: String {
        var result = self
        while result.last == "\n" || result.last == "\r" { result.removeLast() }
        return result
    }
}
