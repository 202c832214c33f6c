import AutomationChannel
import SystemLayer

/// An app process a driver starts ahead of need (`TUI_AUTOMATION_PREPARED=1`) to fork
/// its launches from, as Android's zygote does: each launch is a copy of this process,
/// already past `exec` and the runtime's start-up, given its own arguments,
/// environment, working directory, channel and log.
///
/// Each copy is a child of the driver, not of this process (see `ForkedLaunch.forkSibling`), so
/// the driver waits for it, reads its exit status and sees its crashes exactly as for a
/// process it spawned, and leads a process group of its own, which the driver kills with
/// it. See docs/protocol.md §16.
enum PreparedProcess {
    /// Returns at once unless the driver asked for a prepared process. If it did, serves
    /// its fork requests until it closes the channel (and then exits), and returns only
    /// in each forked launch, with that launch's arguments, environment, working
    /// directory and descriptors in place, before any of the app's own start-up.
    ///
    /// - Parameter warmUp: run once before the first fork, so that launches find the
    ///   runtime's caches warm; it must not start a thread or write a file.
    static func forkLaunchesIfAsked(warmUp: () -> Void) {
        guard Posix.environmentValue(PreparedLaunchMessage.environmentKey) == "1" else { return }
        // Binding every symbol now, once, spares each launch binding the ones it calls
        // (and copying the pages that hold them). Should the program fail to run again,
        // it serves as it is.
        ForkedLaunch.bindSymbolsNow()
        let control = AutomationProtocol.channelDescriptor
        let parent = Posix.environmentValue(AutomationProtocol.parentEnvironmentKey).flatMap { Int32($0) }
        guard AutomationServer.bindLifetimeToDriver(expectedParent: parent) else { Posix.exitImmediately(1) }
        // What every launch does first, done once here so its runtime metadata is built.
        ForkedLaunch.warmUp()
        warmUp()
        // Read here, once: every launch forked from here finds its command line where this
        // process has it, and is spared reading /proc to rewrite it.
        ForkedLaunch.rememberCommandLineArea()
        // Once this loop runs alone, nothing here can start another thread: counted until then.
        var runsAlone = false
        guard send(.ready(protocolVersion: AutomationProtocol.version), on: control) else { Posix.exitImmediately(1) }

        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var attached: [Int32] = []
        while true {
            let message: [UInt8]
            do {
                guard let next = try decoder.nextMessage() else {
                    let received = buffer.withUnsafeMutableBytes { bytes in
                        Result { () throws(SystemError) in try Posix.receive(control, into: bytes, descriptorCapacity: 4) }
                    }
                    // The driver closed the channel (or it failed): no more launches.
                    guard case let .success((count, descriptors)) = received, count > 0 else {
                        Posix.exitImmediately((try? received.get().count) == 0 ? 0 : 1)
                    }
                    attached += descriptors
                    decoder.append(Array(buffer[0..<count]))
                    continue
                }
                message = next
            } catch {
                _ = send(.refused("unreadable request: \(error)"), on: control)
                Posix.exitImmediately(3)
            }
            defer {
                attached.forEach { Posix.close($0) }
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
            let threads = runsAlone ? 1 : ForkedLaunch.threadCount
            runsAlone = threads == 1
            guard runsAlone else {
                // Forking copies only the calling thread: a lock another one held would never be released.
                _ = send(.refused("the app runs \(threads) threads before AppLaunch.start, so it cannot be forked safely"), on: control)
                continue
            }
            let (channel, log) = (attached[0], attached[1])
            let reply: PreparedLaunchMessage
            do {
                let pid = try ForkedLaunch.forkSibling()
                if pid == 0 {
                    attached.removeAll()  // the launch keeps them, as its channel and log
                    becomeLaunch(arguments: arguments, environment: environment, directory: directory, channel: channel, log: log)
                    return
                }
                reply = .forked(processID: pid)
            } catch {
                reply = .refused("cannot fork: \(error.reason)")
            }
            guard send(reply, on: control) else { Posix.exitImmediately(1) }
        }
    }

    /// In the forked launch: puts its descriptors, environment, working directory and
    /// command line in place, as `exec` would have.
    private static func becomeLaunch(arguments: [String], environment: [String], directory: String, channel: Int32, log: Int32) {
        do {
            try ForkedLaunch.adopt(
                arguments: arguments, environment: environment, directory: directory,
                channel: channel, channelNumber: AutomationProtocol.channelDescriptor, log: log)
        } catch {
            AppLog.write("\(directory): cannot use as the working directory: \(error.reason)")
            Posix.exitImmediately(127)
        }
    }

    private static func send(_ message: PreparedLaunchMessage, on descriptor: Int32) -> Bool {
        (try? Posix.writeAll(descriptor, message.framed())) != nil
    }
}
