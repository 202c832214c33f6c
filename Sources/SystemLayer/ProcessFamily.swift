/// A process and its descendants, as `/proc/PID/task/TID/children` lists them: the
/// processes a program started on a terminal runs as.
package enum ProcessFamily {
    /// Process `root` and every living descendant of it, parents before children, at most
    /// `limit` of them. A descendant whose parent ended was adopted by another process and
    /// is no longer found.
    package static func members(from root: Int32, limit: Int = 4096) -> [Int32] {
        var found: [Int32] = [root]
        var next = 0
        while next < found.count, found.count < limit {
            let pid = found[next]
            next += 1
            for thread in threads(of: pid) {
                let children = ProcFile.read("/proc/\(pid)/task/\(thread)/children") ?? ""
                found += children.split(separator: " ").compactMap { Int32($0.trimmingPrefix(" ")) }
            }
        }
        return Array(found.prefix(limit))
    }

    /// The threads of process `pid`, by id (none when it has ended).
    package static func threads(of pid: Int32) -> [Int32] {
        (Posix.directoryEntries("/proc/\(pid)/task") ?? []).compactMap(Int32.init)
    }
}
