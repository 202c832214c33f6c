/// What `/proc/PID/stat` says of a process (proc(5)): its command name, scheduling
/// state, parent, process group and CPU time. The one reader of that file.
package struct ProcessStatus: Sendable, Hashable {
    /// The command name the kernel keeps (at most 15 bytes), without its parentheses.
    package let command: String
    /// The state letter: R running, S sleeping, D in uninterruptible sleep, T stopped,
    /// Z ended and not yet reaped, and so on.
    package let state: Character
    /// The parent's process id.
    package let parent: Int32
    /// The process group it belongs to.
    package let processGroup: Int32
    /// User and system CPU time used, in clock ticks.
    package let cpuTicks: Int

    /// Reads process `pid`'s status; nil when it is gone or its file cannot be read.
    package init?(of pid: Int32) {
        guard let line = ProcFile.read("/proc/\(pid)/stat"), !line.isEmpty else { return nil }
        self.init(parsing: line)
    }

    /// Reads a line of `/proc/PID/stat`: `pid (command) state ppid …`, the command in
    /// parentheses that may itself hold spaces and parentheses (so the fields start after
    /// the last `)`), utime and stime its 14th and 15th fields. Nil for a line that is not one.
    package init?(parsing line: String) {
        guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"), open < close else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (the state); utime and stime are fields 14 and 15.
        guard fields.count > 12, fields[0].count == 1, let state = fields[0].first, let parent = Int32(fields[1]),
            let processGroup = Int32(fields[2]), let user = Int(fields[11]), let system = Int(fields[12])
        else { return nil }
        command = String(line[line.index(after: open)..<close])
        self.state = state
        self.parent = parent
        self.processGroup = processGroup
        cpuTicks = user + system
    }

    /// The processes on this machine, by id, each with its status (those that ended
    /// while being read left out).
    package static func all() -> [(pid: Int32, status: ProcessStatus)] {
        (Posix.directoryEntries("/proc") ?? []).compactMap { entry in
            guard let pid = Int32(entry), let status = ProcessStatus(of: pid) else { return nil }
            return (pid, status)
        }
    }
}
