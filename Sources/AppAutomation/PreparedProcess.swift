import AutomationChannel
import Glibc
import SystemShims

/// An app process a driver starts ahead of need (`TUI_AUTOMATION_PREPARED=1`) to fork
/// its launches from, as Android's zygote does: each launch is a copy of this process,
/// already past `exec` and the runtime's start-up, given its own arguments,
/// environment, working directory, channel and log.
///
/// Each copy is a child of the driver, not of this process (see `shim_fork_sibling`), so
/// the driver waits for it, reads its exit status and sees its crashes exactly as for a
/// process it spawned. See docs/protocol.md §16.
enum PreparedProcess {
    /// Returns at once unless the driver asked for a prepared process. If it did, serves
    /// its fork requests until it closes the channel (and then exits), and returns only
    /// in each forked launch, with that launch's arguments, environment, working
    /// directory and descriptors in place, before any of the app's own start-up.
    ///
    /// - Parameter warmUp: run once before the first fork, so that launches find the
    ///   runtime's caches warm; it must not start a thread or write a file.
    static func forkLaunchesIfAsked(warmUp: () -> Void) {
        guard POSIX.environment(PreparedLaunchMessage.environmentKey) == "1" else { return }
        // Binding every symbol now, once, spares each launch binding the ones it calls
        // (and copying the pages that hold them). Should the program fail to run again,
        // it serves as it is.
        _ = shim_reexecute_binding_now()
        let control = AutomationProtocol.channelDescriptor
        let parent = POSIX.environment(AutomationProtocol.parentEnvironmentKey).flatMap { Int32($0) }
        guard AutomationServer.bindLifetimeToDriver(expectedParent: parent) else { _exit(1) }
        // What every launch does first, done once here so its runtime metadata is built.
        cStrings([""]).forEach { free($0) }
        warmUp()
        // Read here, once: every launch forked from here finds its command line where this
        // process has it, and is spared reading /proc to rewrite it.
        _ = shim_remember_command_line_area()
        // Once this loop runs alone, nothing here can start another thread: counted until then.
        var runsAlone = false
        guard send(.ready(protocolVersion: AutomationProtocol.version), on: control) else { _exit(1) }

        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var attached: [Int32] = []
        while true {
            let message: [UInt8]
            do {
                guard let next = try decoder.nextMessage() else {
                    var descriptors: [Int32] = [-1, -1, -1, -1]
                    var count: Int32 = 0
                    let received = buffer.withUnsafeMutableBytes {
                        shim_receive_with_descriptors(control, $0.baseAddress, $0.count, &descriptors, 4, &count)
                    }
                    // The driver closed the channel: no more launches.
                    if received <= 0 { _exit(received == 0 ? 0 : 1) }
                    attached += descriptors.prefix(Int(count))
                    decoder.append(Array(buffer[0..<received]))
                    continue
                }
                message = next
            } catch {
                _ = send(.refused("unreadable request: \(error)"), on: control)
                _exit(3)
            }
            defer {
                attached.forEach { close($0) }
                attached.removeAll()
            }
            let request: PreparedLaunchMessage
            do {
                request = try PreparedLaunchMessage(decoding: message)
            } catch {
                _ = send(.refused("unreadable request: \(error)"), on: control)
                continue
            }
            guard case let .fork(arguments, environment, directory) = request, attached.count == 2 else {
                _ = send(.refused("expected a fork request with its channel and log attached"), on: control)
                continue
            }
            let threads = runsAlone ? 1 : POSIX.directoryEntries("/proc/self/task").count
            runsAlone = threads == 1
            guard runsAlone else {
                // Forking copies only the calling thread: a lock another one held would never be released.
                _ = send(.refused("the app runs \(threads) threads before AppLaunch.start, so it cannot be forked safely"), on: control)
                continue
            }
            let (channel, log) = (attached[0], attached[1])
            let pid = shim_fork_sibling()
            if pid == 0 {
                attached.removeAll()  // the launch keeps them, as its channel and log
                becomeLaunch(arguments: arguments, environment: environment, directory: directory, channel: channel, log: log)
                return
            }
            guard send(pid > 0 ? .forked(processID: pid) : .refused("cannot fork: \(errnoDescription())"), on: control) else { _exit(1) }
        }
    }

    /// In the forked launch: puts its descriptors, environment, working directory and
    /// command line in place, as `exec` would have.
    private static func becomeLaunch(arguments: [String], environment: [String], directory: String, channel: Int32, log: Int32) {
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 && null != STDIN_FILENO { dup2(null, STDIN_FILENO); close(null) }
        dup2(log, STDOUT_FILENO)
        dup2(log, STDERR_FILENO)
        dup2(channel, AutomationProtocol.channelDescriptor)
        _ = shim_close_descriptors_from(AutomationProtocol.channelDescriptor + 1)

        clearenv()
        for variable in environment {
            // putenv keeps the pointer: the copy lives as long as the process.
            _ = putenv(strdup(variable))
        }
        if chdir(directory) != 0 {
            POSIX.log("\(directory): cannot use as the working directory: \(errnoDescription())")
            _exit(127)
        }
        // Before anything reads `CommandLine`, which keeps what it first read.
        var line = cStrings(arguments)
        _ = shim_override_command_line(&line, Int32(line.count))
        line.forEach { free($0) }
    }

    /// Copies of `strings` as C strings, to be freed by the caller.
    private static func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { strdup($0) }
    }

    private static func send(_ message: PreparedLaunchMessage, on descriptor: Int32) -> Bool {
        POSIX.writeAll(descriptor, message.framed())
    }
}
