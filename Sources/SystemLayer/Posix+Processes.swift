import Glibc
import SystemShims

/// Processes: signalling, reaping, and the descriptor that tells of an exit.
extension Posix {
    /// This process's id.
    package static var processID: Int32 { getpid() }

    /// This process's parent's id.
    package static var parentProcessID: Int32 { getppid() }

    /// The foreground process group of the terminal whose controller is `controller`, or
    /// nil when it has none or the call fails.
    package static func foregroundProcessGroup(of controller: Int32) -> Int32? {
        let group = tcgetpgrp(controller)
        return group > 0 ? group : nil
    }

    /// The process group of process `pid` (0: this process), or nil when there is no such process.
    package static func processGroup(of pid: Int32) -> Int32? {
        let group = getpgid(pid)
        return group >= 0 ? group : nil
    }

    /// Moves process `pid` (0: this process) into process group `group`; with `group`
    /// equal to `pid` (or 0) it leads a new group of its own (`setpgid`). Only a process
    /// itself, or its parent before it executes another program, may do this.
    ///
    /// - Returns: false if the move was refused (no such process, another session, or a
    ///   child that has executed another program).
    @discardableResult
    package static func setProcessGroup(of pid: Int32, to group: Int32) -> Bool {
        setpgid(pid, group) == 0
    }

    /// Sends `signal` to process `pid` (a negative `pid`: to the process group `-pid`).
    ///
    /// - Returns: false if there is no such process (or it may not be signalled).
    @discardableResult
    package static func kill(_ pid: Int32, _ signal: Int32) -> Bool {
        Glibc.kill(pid, signal) == 0
    }

    /// Waits for child `pid` to end and reaps it.
    ///
    /// - Returns: how it ended, or nil if it is no child of this process (reaped
    ///   already).
    package static func waitForExit(_ pid: Int32) -> ExitStatus? {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
        return result == pid ? ExitStatus(waitStatus: status) : nil
    }

    /// Reaps child `pid` if it has ended, without waiting.
    ///
    /// - Returns: how it ended, or nil if it is still running (or no child).
    package static func reapIfEnded(_ pid: Int32) -> ExitStatus? {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? ExitStatus(waitStatus: status) : nil
    }

    /// Whether child `pid` has ended, leaving it to be reaped.
    package static func hasEnded(_ pid: Int32) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
    }

    /// Waits for child `pid` to end without reaping it (`waitid` with `WNOWAIT`): it stays
    /// a zombie, its `/proc` entry readable, until `waitForExit` reaps it.
    ///
    /// - Throws: `SystemError` (`waitid`), `ECHILD` when `pid` is no child of this
    ///   process (or was reaped already).
    package static func waitUntilEnded(_ pid: Int32) throws(SystemError) {
        var info = siginfo_t()
        _ = try retrying("waitid") { waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) }
    }

    /// A descriptor (close-on-exec) that becomes readable when process `pid` exits: a
    /// pidfd, so a poll loop watches the exit beside its other descriptors.
    ///
    /// - Returns: the descriptor, or -1 where the kernel has none (before Linux 5.3):
    ///   the caller then takes its channel closing as the sign of the exit.
    package static func exitNotifier(for pid: Int32) -> Int32 {
        shim_pidfd_open(pid)
    }

    /// Asks the kernel to send `signal` to this process when the thread that started
    /// it ends (`PR_SET_PDEATHSIG`).
    package static func setParentDeathSignal(_ signal: Int32) throws(SystemError) {
        _ = try retrying("prctl") { shim_set_parent_death_signal(signal) }
    }

    /// Restricts process or thread `pid` (0: the calling thread) to `core`, or with nil
    /// lets it run on every core again.
    package static func pin(_ pid: Int32, toCore core: Int?) throws(SystemError) {
        _ = try retrying("sched_setaffinity") { shim_pin_to_core(pid, Int32(core ?? -1)) }
    }

    /// Ends this process at once with `status`, running no exit handlers and flushing
    /// nothing (`_exit`): for a process that must not run what its parent set up.
    package static func exitImmediately(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Gives up the processor to another thread that is ready to run.
    package static func yield() {
        sched_yield()
    }
}

extension Posix {
    /// Ends this process with `status`, after the exit handlers (`exit`).
    package static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }

    /// The descriptors this process has open, in order (read from `/proc/self/fd`).
    package static func openDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var numbers: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if let number = Int32(name), number != own { numbers.append(number) }
        }
        return numbers.sorted()
    }

    /// Reads one byte from standard input, waiting for it; nil at its end.
    package static func readByteFromStandardInput() -> UInt8? {
        var byte: [UInt8] = [0]
        guard let count = try? read(STDIN_FILENO, into: &byte), count > 0 else { return nil }
        return byte[0]
    }

    /// Writes `text` to standard output, unbuffered, ignoring failure.
    package static func writeToStandardOutput(_ text: String) {
        try? writeAll(STDOUT_FILENO, Array(text.utf8))
    }
}
