import AppAutomation
import SystemLayer

/// A state file operation that failed, in words a person can act on: `cannot rename
/// into place /state/cart.json: Is a directory`.
struct StateFileError: Error, CustomStringConvertible {
    /// What was being done: `create`, `write`, `flush`, `rename into place`.
    let operation: String
    /// The file or folder it was done to.
    let path: String
    /// The system call's failure.
    let cause: SystemError

    var description: String { "cannot \(operation) \(path): \(cause.reason)" }
}

/// Why the state directory could not be used.
enum StateDirectoryError: Error, CustomStringConvertible {
    /// Another process holds the directory's lock.
    case inUse(path: String, holder: String)
    /// A file operation failed.
    case system(StateFileError)
    /// The thread that writes state files, or its wake-up pipe, could not be made.
    case writerNotStarted(SystemError)

    var description: String {
        switch self {
        case let .inUse(path, holder):
            "state directory \(path) is in use by \(holder); give each running app its own --state-dir"
        case let .system(error):
            "state directory: \(error)"
        case let .writerNotStarted(error):
            "state directory: cannot start the thread that writes it: \(error)"
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
            try Posix.makeDirectories(path, permissions: 0o700)
        } catch {
            throw .system(StateFileError(operation: error.wrongKindOfFile ? "use as a directory" : "create directory", path: path, cause: error))
        }
        let lockPath = path + "/" + Self.lockFileName
        let descriptor: Int32
        do {
            // Options joined, not listed: a list costs each launch a look-up of its type.
            descriptor = try Posix.open(lockPath, OpenOptions.readWrite.union(.create), permissions: 0o600)
        } catch {
            throw .system(StateFileError(operation: "open", path: lockPath, cause: error))
        }
        do {
            try Posix.lock(descriptor, exclusive: true, waiting: false)
        } catch {
            let holder = (try? Posix.readFile(lockPath)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
            Posix.close(descriptor)
            if error.wouldBlock {
                throw .inUse(path: path, holder: holder.isEmpty ? "another process" : holder.trimmingNewlines)
            }
            throw .system(StateFileError(operation: "lock", path: lockPath, cause: error))
        }
        lockDescriptor = descriptor
        // A write killed before its rename leaves only its temporary file behind: the
        // state it was replacing is intact, and the leftover was never state.
        for name in Posix.directoryEntries(path) ?? [] where name.hasSuffix(Self.temporarySuffix) {
            Posix.unlink(path + "/" + name)
        }
        let holder = Array("pid \(Posix.processID) (\(AppLog.programName))\n".utf8)
        // Who holds the lock, for the message of a second process refused it; the lock holds without it.
        _ = try? Posix.truncate(descriptor, to: 0)
        _ = try? Posix.write(descriptor, holder, at: 0)
    }

    deinit {
        Posix.close(lockDescriptor)
    }

    /// Deletes every state file (the lock stays held).
    func removeAll() {
        for name in Posix.directoryEntries(path) ?? [] where name != Self.lockFileName {
            Posix.unlink(path + "/" + name)
        }
    }

    /// The text of state file `name`, nil if it does not exist.
    func read(_ name: String) throws(StateFileError) -> String? {
        let filePath = path + "/" + name
        do {
            return try Posix.readFile(filePath).map { String(decoding: $0, as: UTF8.self) }
        } catch {
            throw StateFileError(operation: "read", path: filePath, cause: error)
        }
    }

    /// Writes files on a thread of their own, when set; otherwise `write` returns only
    /// once the file is on disk.
    var writer: StateWriter?

    /// Replaces state file `name` with `text` atomically, now or (with a `writer`) soon.
    func write(_ name: String, _ text: String) throws(StateFileError) {
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
    static func writeAtomically(directory path: String, name: String, text: String, syncingDirectory: Bool = true) throws(StateFileError) {
        let finalPath = path + "/" + name
        let temporaryPath = finalPath + Self.temporarySuffix
        let descriptor: Int32
        do {
            descriptor = try Posix.open(temporaryPath, OpenOptions.writeOnly.union(.create).union(.truncate), permissions: 0o600)
        } catch {
            throw StateFileError(operation: "create", path: temporaryPath, cause: error)
        }
        func giveUp(_ operation: String, _ cause: SystemError) -> StateFileError {
            Posix.close(descriptor)
            Posix.unlink(temporaryPath)
            return StateFileError(operation: operation, path: temporaryPath, cause: cause)
        }
        do {
            try Posix.writeAll(descriptor, Array(text.utf8))
        } catch {
            throw giveUp("write", error)
        }
        do {
            try Posix.synchronize(descriptor)
        } catch {
            throw giveUp("flush", error)
        }
        Posix.close(descriptor)
        do {
            try Posix.rename(temporaryPath, to: finalPath)
        } catch {
            Posix.unlink(temporaryPath)
            throw StateFileError(operation: "rename into place", path: finalPath, cause: error)
        }
        if syncingDirectory { syncDirectory(path) }
    }

    /// Flushes the directory itself, so the renames and deletions in it survive a crash.
    static func syncDirectory(_ path: String) {
        guard let directory = try? Posix.open(path, .directory) else { return }
        try? Posix.synchronize(directory)
        Posix.close(directory)
    }

    /// Moves state file `name` aside for inspection and returns its new name,
    /// `name.corrupt-N` with the first free N; nil if it could not be moved.
    func setAside(_ name: String) -> String? {
        var index = 1
        while Posix.fileInfo(path + "/" + name + ".corrupt-\(index)", followingLinks: false) != nil { index += 1 }
        let newName = name + ".corrupt-\(index)"
        return (try? Posix.rename(path + "/" + name, to: path + "/" + newName)) != nil ? newName : nil
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
