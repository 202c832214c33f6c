import Glibc

/// The system's description of the current `errno`.
package func errnoDescription(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// A failed system call, named with its path so the message can be acted on.
package struct SystemCallError: Error, CustomStringConvertible {
    package let operation: String
    package let path: String
    package let code: Int32

    package init(_ operation: String, _ path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    package var description: String { "cannot \(operation) \(path): \(errnoDescription(code))" }
}

package enum POSIX {
    /// Writes every byte, retrying short writes and interrupted calls.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// The whole contents of the file at `path`, nil if it does not exist.
    package static func readFile(_ path: String) throws(SystemCallError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw SystemCallError("open", path)
        }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCallError("read", path)
            }
            if count == 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    /// Creates `path` and any missing parents with mode 0700.
    package static func makeDirectories(_ path: String) throws(SystemCallError) {
        var info = stat()
        // Usually there already (a driver makes each launch's): one call, not one a component.
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw SystemCallError("create directory", current)
            }
        }
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw SystemCallError("use as a directory", path, code: ENOTDIR)
        }
    }

    /// The names in the directory at `path`, without `.` and `..`.
    package static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The value of environment variable `name`, if set.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The name this program was started as, without its folder.
    package static var programName: String {
        let path = CommandLine.arguments.first ?? "app"
        return String(path.split(separator: "/").last ?? "app")
    }

    /// Writes `message` and a line break to standard error: the app's log.
    package static func log(_ message: String) {
        _ = writeAll(STDERR_FILENO, Array((message + "\n").utf8))
    }
}

extension POSIX {
    /// This process's environment variables whose names start with one of `prefixes`.
    ///
    /// A test process hands its whole environment down; reading only what the app
    /// looks at keeps launch cheap.
    package static func environmentVariables(withPrefixes prefixes: [String]) -> [String: String] {
        let wanted = prefixes.map { Array($0.utf8CString.dropLast()) }
        var result: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            cursor += 1
            guard wanted.contains(where: { prefix in strncmp(entry, prefix, prefix.count) == 0 }) else { continue }
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
        }
        return result
    }
}
