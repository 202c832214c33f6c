import SystemShims

/// Anonymous files in memory.
extension Posix {
    /// Creates an anonymous file in memory (`memfd_create`, close-on-exec), named `name`
    /// only in `/proc/PID/fd`: it has no path, and goes when its last descriptor closes,
    /// so nothing is left on disk whatever happens to the process.
    ///
    /// - Returns: its descriptor, open for reading and writing at position 0.
    /// - Throws: `SystemError` (`memfd_create`).
    package static func makeMemoryFile(named name: String) throws(SystemError) -> Int32 {
        try retrying("memfd_create") { shim_memory_file(name) }
    }
}
