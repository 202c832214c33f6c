import Glibc
import SystemShims

/// The system side of a prepared process (docs/protocol.md §16): a process that forks
/// copies of itself, each of which then puts in place what `exec` would have given it.
package enum ForkedLaunch {
    /// Binds every symbol of the program now, once (re-executing it with `LD_BIND_NOW`),
    /// so that each copy forked later is spared binding the ones it calls; false if the
    /// program could not be run again, and it goes on as it is.
    @discardableResult
    package static func bindSymbolsNow() -> Bool {
        shim_reexecute_binding_now() == 0
    }

    /// Reads, once, where this process keeps its command line, so that each copy forked
    /// later can rewrite it without reading /proc.
    package static func rememberCommandLineArea() {
        _ = shim_remember_command_line_area()
    }

    /// How many threads this process runs (the entries of /proc/self/task): a process
    /// can be forked safely only while it runs one.
    package static var threadCount: Int {
        Posix.directoryEntries("/proc/self/task")?.count ?? 0
    }

    /// Forks a copy of this process as a sibling (a child of this process's parent,
    /// `CLONE_PARENT`), so the parent waits for it as for a process it spawned.
    ///
    /// - Returns: 0 in the copy; its process id in this process.
    /// - Throws: `SystemError` (`clone`) when no copy could be made.
    package static func forkSibling() throws(SystemError) -> Int32 {
        try Posix.retrying("clone") { shim_fork_sibling() }
    }

    /// In the copy: a process group of its own, as a spawned launch has; standard input
    /// from /dev/null, standard output and error to `log`, `channel` as descriptor
    /// `channelNumber` and every descriptor above it closed; then `environment` as the
    /// whole environment, `directory` as the working directory and `arguments` as the
    /// command line, as `exec` would have given them.
    ///
    /// - Throws: `SystemError` (`chdir`) when the directory cannot be used.
    package static func adopt(
        arguments: [String], environment: [String], directory: String, channel: Int32, channelNumber: Int32, log: Int32
    ) throws(SystemError) {
        // First, before the launch can start anything: what it starts is then in its group,
        // which the driver kills with it.
        _ = setpgid(0, 0)
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 && null != STDIN_FILENO { dup2(null, STDIN_FILENO); close(null) }
        dup2(log, STDOUT_FILENO)
        dup2(log, STDERR_FILENO)
        dup2(channel, channelNumber)
        _ = shim_close_descriptors_from(channelNumber + 1)

        clearenv()
        for variable in environment {
            // putenv keeps the pointer: the copy lives as long as the process.
            _ = putenv(strdup(variable))
        }
        _ = try Posix.retrying("chdir") { chdir(directory) }
        // Before anything reads `CommandLine`, which keeps what it first read.
        var line = copies(of: arguments)
        _ = shim_override_command_line(&line, Int32(line.count))
        line.forEach { free($0) }
    }

    /// Builds the runtime metadata of the C-string copies `adopt` makes, once, in the
    /// process that forks, so no copy builds it: by making copies the way `adopt` does,
    /// since each way of making an array looks its type up on its own the first time.
    package static func warmUp() {
        copies(of: [""]).forEach { free($0) }
    }

    /// A C-string copy of each of `strings`, for the caller to free.
    private static func copies(of strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { strdup($0) }
    }
}
