import Glibc

/// Files and directories.
extension Posix {
    /// Whether anything exists at `path`.
    package static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether this process may execute `path`.
    package static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// The working directory of this process, or nil if it cannot be read.
    package static var currentDirectory: String? {
        var directory = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&directory, directory.count) != nil else { return nil }
        return String(decoding: directory.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Posix {
    /// What tells one version of the file at `path` from another: its device, inode,
    /// size and modification time (seconds, nanoseconds); nil if there is no such file.
    package static func fileVersion(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    }
}

/// What `stat` says of a file.
package struct FileInfo: Sendable, Hashable {
    /// The kinds of file `stat` tells apart.
    package enum Kind: Sendable, Hashable {
        case regularFile, directory, pipe, socket, characterDevice, blockDevice, symbolicLink
    }

    /// What kind of file it is.
    package let kind: Kind
    /// Whether it is a directory.
    package let isDirectory: Bool
    /// Whether it is a regular file.
    package let isRegularFile: Bool
    /// Its owner's user id.
    package let owner: UInt32
    /// Its device and inode: the file itself, whatever its name.
    package let identity: [UInt64]
    /// How many names it has (0 once removed).
    package let links: UInt64
    /// Its size in bytes.
    package let size: Int
    /// Its permission bits (`st_mode & 0o7777`): `0o640` for rw-r-----.
    package let permissions: UInt32

    init(_ info: stat) {
        kind =
            switch info.st_mode & S_IFMT {
            case S_IFDIR: .directory
            case S_IFIFO: .pipe
            case S_IFSOCK: .socket
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            case S_IFLNK: .symbolicLink
            default: .regularFile
            }
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
        isRegularFile = info.st_mode & S_IFMT == S_IFREG
        owner = info.st_uid
        identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
        links = UInt64(info.st_nlink)
        size = Int(info.st_size)
        permissions = UInt32(info.st_mode & 0o7777)
    }
}

extension FileInfo.Kind {
    /// The kind in words, for messages: `a folder`, `a named pipe`, `a character device`…
    package var named: String {
        switch self {
        case .regularFile: "a file"
        case .directory: "a folder"
        case .pipe: "a named pipe"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .symbolicLink: "a symbolic link"
        }
    }
}

/// How `Posix.open` opens a file; every descriptor it opens closes on exec.
package struct OpenOptions: OptionSet, Sendable {
    /// The `open` flags.
    package let rawValue: Int32
    /// Options from their `open` flags.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// For reading only.
    package static let readOnly = OpenOptions([])
    /// For writing only.
    package static let writeOnly = OpenOptions(rawValue: O_WRONLY)
    /// For reading and writing.
    package static let readWrite = OpenOptions(rawValue: O_RDWR)
    /// Created if missing.
    package static let create = OpenOptions(rawValue: O_CREAT)
    /// Emptied on opening.
    package static let truncate = OpenOptions(rawValue: O_TRUNC)
    /// Writes go to the end.
    package static let append = OpenOptions(rawValue: O_APPEND)
    /// Fails unless it is a directory.
    package static let directory = OpenOptions(rawValue: O_DIRECTORY)
    /// Fails if the last component is a symbolic link.
    package static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
    /// With `create`: fails if anything is at the path already (`EEXIST`).
    package static let exclusive = OpenOptions(rawValue: O_EXCL)
    /// Never waits to open: a named pipe with no writer opens at once, where it would
    /// block until one came (reads and writes on it do not wait either).
    package static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
}

extension Posix {
    /// Opens `path` (close-on-exec); new files get `permissions`.
    ///
    /// - Returns: the descriptor.
    package static func open(_ path: String, _ options: OpenOptions, permissions: UInt32 = 0o644) throws(SystemError) -> Int32 {
        try retrying("open") { Glibc.open(path, options.rawValue | O_CLOEXEC, permissions) }
    }

    /// What `stat` says of `path` (of a symbolic link itself unless `followingLinks`),
    /// or nil if there is nothing there.
    package static func fileInfo(_ path: String, followingLinks: Bool = true) -> FileInfo? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        return FileInfo(info)
    }

    /// What `fstat` says of the open `descriptor`.
    ///
    /// - Throws: `SystemError` (`fstat`), `EBADF` when the descriptor is not open.
    package static func status(of descriptor: Int32) throws(SystemError) -> FileInfo {
        var info = stat()
        _ = try retrying("fstat") { fstat(descriptor, &info) }
        return FileInfo(info)
    }

    /// Whether the socket `descriptor` is a stream socket (`SO_TYPE` is `SOCK_STREAM`);
    /// false for any other socket, or what is no socket.
    package static func isStreamSocket(_ descriptor: Int32) -> Bool {
        var type: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(descriptor, SOL_SOCKET, SO_TYPE, &type, &length) == 0 && type == Int32(SOCK_STREAM.rawValue)
    }

    /// What `fstat` says of the open `descriptor`, or nil if it cannot say.
    package static func fileInfo(of descriptor: Int32) -> FileInfo? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileInfo(info)
    }

    /// Locks the file `descriptor` refers to (`flock`): shared or exclusive, waiting
    /// for other holders or not.
    ///
    /// - Throws: `SystemError`, with `wouldBlock` when another process holds it and
    ///   `waiting` is false.
    package static func lock(_ descriptor: Int32, exclusive: Bool, waiting: Bool) throws(SystemError) {
        _ = try retrying("flock") { flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | (waiting ? 0 : LOCK_NB)) }
    }

    /// Makes a new directory from `template`, whose last six characters are `XXXXXX`
    /// (`mkdtemp`), readable by this user only.
    ///
    /// - Returns: its path.
    package static func makeTemporaryDirectory(_ template: String) throws(SystemError) -> String {
        var bytes = Array(template.utf8CString)
        guard let created = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SystemError.current("mkdtemp")
        }
        return String(cString: created)
    }

    /// Sets the permission bits of the file `descriptor` refers to (`fchmod`), the umask
    /// aside.
    package static func changePermissions(of descriptor: Int32, to permissions: UInt32) throws(SystemError) {
        _ = try retrying("fchmod") { fchmod(descriptor, mode_t(permissions)) }
    }

    /// Makes a named pipe (a FIFO) at `path` with `permissions` (`mkfifo`).
    ///
    /// - Throws: `SystemError` (`mkfifo`), `EEXIST` when something is at `path` already.
    package static func makeNamedPipe(_ path: String, permissions: UInt32 = 0o644) throws(SystemError) {
        _ = try retrying("mkfifo") { mkfifo(path, mode_t(permissions)) }
    }

    /// Makes directory `path` with `permissions`.
    package static func makeDirectory(_ path: String, permissions: UInt32 = 0o755) throws(SystemError) {
        _ = try retrying("mkdir") { mkdir(path, permissions) }
    }

    /// The names in directory `path`, without `.` and `..`; nil if it cannot be read.
    package static func directoryEntries(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // Read where it lies, not through a copy of `d_name`: the kernel writes only as
            // many bytes as the name takes, so copying the field's full 256 bytes can read
            // past the end of `readdir`'s buffer (and fault at the end of a page).
            let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let name = String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Makes directory `path` and any missing parents, each with `permissions`; a
    /// directory already there is kept as it is.
    ///
    /// - Throws: `SystemError` (`mkdir`), or `ENOTDIR` (`stat`) when a file is where a
    ///   directory is needed.
    package static func makeDirectories(_ path: String, permissions: UInt32) throws(SystemError) {
        // Usually there already (a driver makes each launch's): one call, not one a component.
        if fileInfo(path)?.isDirectory == true { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            do {
                try makeDirectory(current, permissions: permissions)
            } catch  where error.code == EEXIST {
                continue
            }
        }
        guard fileInfo(path)?.isDirectory == true else { throw SystemError(call: "stat", code: ENOTDIR) }
    }

    /// Writes `bytes` at `offset` of the file `descriptor` refers to, all of them.
    package static func write(_ descriptor: Int32, _ bytes: [UInt8], at offset: Int) throws(SystemError) {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Result { () throws(SystemError) in
                    try retrying("pwrite") { pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done)) }
                }
            }
            done += try written.get()
        }
    }

    /// Reads at most `buffer.count` bytes from `offset` of the file `descriptor` refers
    /// to, leaving its position where it was (`pread`).
    ///
    /// - Returns: the number read; 0 at or past the end of the file.
    /// - Throws: `SystemError` (`pread`), `ESPIPE` for a pipe or socket.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemError) -> Int {
        try retrying("pread") { pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset)) }
    }

    /// Moves the position of the file `descriptor` refers to, where the next `read` or
    /// `write` starts, to `offset` bytes from its start (`lseek`).
    ///
    /// - Throws: `SystemError` (`lseek`), `ESPIPE` for a pipe or socket.
    package static func seek(_ descriptor: Int32, to offset: Int) throws(SystemError) {
        _ = try retrying("lseek") { lseek(descriptor, off_t(offset), SEEK_SET) }
    }

    /// Cuts (or extends) the file `descriptor` refers to to `length` bytes.
    package static func truncate(_ descriptor: Int32, to length: Int) throws(SystemError) {
        _ = try retrying("ftruncate") { ftruncate(descriptor, off_t(length)) }
    }

    /// Removes the empty directory `path`; false if it could not.
    @discardableResult
    package static func removeDirectory(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Removes the name `path` of a file; false if it could not.
    @discardableResult
    package static func unlink(_ path: String) -> Bool {
        Glibc.unlink(path) == 0
    }

    /// Renames `source` to `destination`, replacing it, in one step.
    package static func rename(_ source: String, to destination: String) throws(SystemError) {
        _ = try retrying("rename") { Glibc.rename(source, destination) }
    }

    /// Makes `path` a symbolic link to `target` (`symlink`); `target` need not exist.
    ///
    /// - Throws: `SystemError` (`symlink`), `EEXIST` when something is at `path` already.
    package static func makeSymbolicLink(at path: String, to target: String) throws(SystemError) {
        _ = try retrying("symlink") { symlink(target, path) }
    }

    /// Gives the file at `path` (what a symbolic link points to) to `user` and `group`
    /// (`chown`).
    ///
    /// - Throws: `SystemError` (`chown`): `EPERM` unless this process may, `ENOENT`
    ///   when there is nothing at `path`.
    package static func changeOwner(of path: String, toUser user: UInt32, group: UInt32) throws(SystemError) {
        _ = try retrying("chown") { chown(path, user, group) }
    }

    /// Writes what the file `descriptor` holds in memory to its disk.
    package static func synchronize(_ descriptor: Int32) throws(SystemError) {
        _ = try retrying("fsync") { fsync(descriptor) }
    }
}

/// This process's environment and identity.
extension Posix {
    /// The value of environment variable `name`, or nil if it is not set.
    package static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// This process's environment variables whose names start with one of `prefixes`.
    ///
    /// A test process hands its whole environment down; reading only what an app looks
    /// at keeps its launch cheap.
    package static func environmentVariables(withPrefixes prefixes: [String]) -> [String: String] {
        let wanted = prefixes.map { Array($0.utf8) }
        var result: [String: String] = [:]
        forEachEnvironmentEntry { entry in
            guard wanted.contains(where: { entry.starts(with: $0) }), let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { return }
            result[String(decoding: entry[..<equals], as: UTF8.self)] = String(decoding: entry[(equals + 1)...], as: UTF8.self)
        }
        return result
    }

    /// The user id this process acts as.
    package static var effectiveUserID: UInt32 { geteuid() }

    /// The path of the running executable (`/proc/self/exe`), or nil if /proc cannot say.
    package static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    /// Calls `body` when the process exits normally (`exit`, or `main` returning).
    package static func atExit(_ body: @convention(c) () -> Void) {
        atexit(body)
    }

    /// Writes `text` to standard error, unbuffered, ignoring failure.
    package static func writeToStandardError(_ text: String) {
        try? writeAll(STDERR_FILENO, Array(text.utf8))
    }
}

extension Posix {
    /// Whether this process may create and remove files in directory `path`.
    package static func isWritableDirectory(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }

    /// Seconds since 1970 on the wall clock (for timestamps people read, never for deadlines).
    package static var wallClockSeconds: Int { Int(time(nil)) }

    /// Today's date in this machine's time zone: year, month (1–12) and day (1–31).
    package static var localDate: (year: Int, month: Int, day: Int) {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }
}

extension Posix {
    /// Calls `body` with each `NAME=value` entry of this process's environment, as bytes
    /// valid only during the call.
    package static func forEachEnvironmentEntry(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var cursor = environ
        while let entry = cursor.pointee {
            let length = strlen(entry)
            entry.withMemoryRebound(to: UInt8.self, capacity: length) { start in
                body(UnsafeBufferPointer(start: start, count: length))
            }
            cursor += 1
        }
    }
}

extension Posix {
    /// The whole contents of the file at `path` (a /proc file too, whose size `stat`
    /// does not tell), or nil if it cannot be opened or read.
    package static func readWholeFile(_ path: String) -> [UInt8]? {
        guard let descriptor = try? open(path, .readOnly) else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            guard let count = try? read(descriptor, into: &chunk) else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// The whole contents of the file at `path`, or nil if there is none.
    ///
    /// - Throws: `SystemError` (`open`, `read`) for any other failure.
    package static func readFile(_ path: String) throws(SystemError) -> [UInt8]? {
        let descriptor: Int32
        do {
            descriptor = try open(path, .readOnly)
        } catch  where error.noSuchFile {
            return nil
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = try read(descriptor, into: &chunk)
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Where the symbolic link `path` points, or nil if it is none.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer {
            readlink(path, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count)
        }
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
    }
}
