import SystemLayer

/// Finds the program a command names, as a shell would.
package enum ProgramLookup {
    /// The path of `command`: itself when it holds a slash, else the first executable
    /// file of that name in `path` (a `PATH` value), or nil.
    package static func resolve(_ command: String, path: String?) -> String? {
        if command.contains("/") { return isExecutableFile(command) ? command : nil }
        let directories = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        for directory in directories {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + command
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// Whether `path` is a regular file this process may execute.
    package static func isExecutableFile(_ path: String) -> Bool {
        guard let info = Posix.fileInfo(path), info.isRegularFile else { return false }
        return Posix.isExecutable(path)
    }
}
