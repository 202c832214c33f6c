/// One reading of a thread of a process: what it waits for and how many times it has run.
package struct ThreadReading: Sendable, Hashable {
    /// The process.
    package let process: Int32
    /// The thread (the process's id for its main thread).
    package let thread: Int32
    /// The command name the kernel keeps for the thread ("?" once it has ended).
    package let command: String
    /// What it was doing.
    package let wait: ThreadWait
    /// How many times it had been given a processor (`schedstat`'s third field, or the sum
    /// of `status`'s context switches where there is no `schedstat`), nil when unreadable.
    /// Equal counts in two readings mean it did not run between them.
    package let runs: Int?

    /// A reading of these values (as a test builds one).
    package init(process: Int32, thread: Int32, command: String, wait: ThreadWait, runs: Int?) {
        self.process = process
        self.thread = thread
        self.command = command
        self.wait = wait
        self.runs = runs
    }

    /// Reads thread `thread` of process `process` now: the run count first, so that a
    /// thread that ran after its wait was read shows it in the next reading's count.
    package static func read(process: Int32, thread: Int32, terminal: String?) -> ThreadReading {
        let directory = "/proc/\(process)/task/\(thread)"
        let runs = runCount(in: directory)
        let status = ProcFile.read("\(directory)/stat").flatMap(ProcessStatus.init(parsing:))
        var wait = ThreadWait.of(process: process, thread: thread, status: status, terminal: terminal)
        // A file that could not be read because the thread ended meanwhile is no mystery.
        if case .unreadable = wait, !Posix.fileExists("\(directory)/stat") { wait = .ended }
        return ThreadReading(process: process, thread: thread, command: status?.command ?? "?", wait: wait, runs: runs)
    }

    /// Every thread of process `process`, read now; `terminal` is the program's own terminal.
    package static func readAll(process: Int32, terminal: String?) -> [ThreadReading] {
        ProcessFamily.threads(of: process).map { read(process: process, thread: $0, terminal: terminal) }
    }

    /// The number of times the thread whose `/proc` directory is `directory` has run.
    static func runCount(in directory: String) -> Int? {
        if let line = ProcFile.read("\(directory)/schedstat") { return runCount(schedstat: line) }
        return ProcFile.read("\(directory)/status").flatMap(runCount(status:))
    }

    /// The third field of a `schedstat` line (`run-time wait-time timeslices`).
    package static func runCount(schedstat line: String) -> Int? {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return fields.count >= 3 ? Int(fields[2]) : nil
    }

    /// The sum of `voluntary_ctxt_switches` and `nonvoluntary_ctxt_switches` in a `status` file.
    package static func runCount(status text: String) -> Int? {
        let counts = text.split(separator: "\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasSuffix("ctxt_switches") else { return nil }
            return Int(parts[1].trimmingPrefix(while: \.isWhitespace))
        }
        return counts.count == 2 ? counts.reduce(0, +) : nil
    }
}
