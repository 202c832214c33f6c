import AutomationChannel
import ScreenModel
import SystemLayer

/// A process launched with the automation channel on descriptor 3, its output
/// captured, and a descriptor that becomes readable when it exits.
///
/// It leads a process group of its own, which the keeper kills should the test process
/// die (`ProcessGroupKeeper`): signals go to the whole group, and when the process has
/// ended, whatever it left running in its group is killed before it is reaped.
struct ChildProcess: AppProcess {
    let pid: Int32
    /// The driver's end of the automation channel (a private socket pair).
    let channel: Int32
    /// Reads the app's standard output and standard error, interleaved.
    let log: Int32
    /// Becomes readable when the process exits; -1 if the kernel lacks pidfd.
    let exitNotifier: Int32
    /// No signal goes out once the process is reaped, when its number may be reused.
    private let reaping = ReapGuard()

    /// Starts `executable` with `arguments` and `environment` (which should include the
    /// channel variables).
    ///
    /// The app inherits standard input (`/dev/null`), output and error (its log) and the
    /// channel, and no other descriptor: not another app's channel, nor one the test
    /// process opened without close-on-exec. It leads a process group of its own, which
    /// the keeper is given as soon as the spawn returns (the app has executed by then:
    /// unlike a program on a terminal's, its group is not named before its first
    /// instruction).
    static func spawn(executable: String, arguments: [String], environment: [String: String]) throws(SpawnError) -> ChildProcess {
        try checkExecutable(executable)
        let ends = try LaunchDescriptors.make()
        let spawn = ProcessSpawn(
            executable, arguments: arguments, environment: environment.map { "\($0.key)=\($0.value)" },
            newProcessGroup: true, signalMask: .empty, defaultSignals: Signal.resetForChildren,
            descriptors: [
                .open("/dev/null", .readOnly, as: 0),
                .duplicate(ends.logWrite, as: 1),
                .duplicate(ends.logWrite, as: 2),
                .duplicate(ends.appChannel, as: AutomationProtocol.channelDescriptor),
            ],
            // Nothing else: not even what the test process opened without close-on-exec.
            closingOthersFrom: AutomationProtocol.channelDescriptor + 1
        )
        let pid: Int32
        do throws(SystemError) {
            pid = try ProcessGroupKeeper.spawningGuarded { () throws(SystemError) in try spawn.start() }
            ends.closeAppEnds()
        } catch {
            ends.closeAppEnds()
            ends.closeDriverEnds()
            throw SpawnError(problem: .cannotSpawn(DriverError.SystemError(error)))
        }
        return ChildProcess(pid: pid, channel: ends.driverChannel, log: ends.logRead, exitNotifier: Posix.exitNotifier(for: pid))
    }

    /// Checks that `executable` exists and may be run.
    static func checkExecutable(_ executable: String) throws(SpawnError) {
        guard Posix.fileExists(executable) else {
            throw SpawnError(problem: .noExecutable(path: executable))
        }
        guard Posix.isExecutable(executable) else {
            throw SpawnError(problem: .notExecutable(path: executable))
        }
    }

    /// Sends `signal` to the process's group, and to the process itself (should it have
    /// left its group), unless it has been reaped.
    func signal(_ signal: Int32) {
        reaping.unlessReaped {
            Posix.kill(-pid, signal)
            Posix.kill(pid, signal)
        }
    }

    /// Waits for the process to exit, kills what it left running in its group, reaps it
    /// and lets the keeper forget the group.
    func waitForExit() -> ExitStatus {
        // Ended but not reaped, its number is still its own, and so is its group's.
        try? Posix.waitUntilEnded(pid)
        Posix.kill(-pid, Signal.kill)
        let status = reaping.reap { Posix.waitForExit(pid) ?? .unreaped }
        ProcessGroupKeeper.release(pid)
        return status
    }
}

/// The descriptors of one launch: both ends of its channel (a private stream socket
/// pair) and of the pipe its output goes to, all close-on-exec.
struct LaunchDescriptors {
    /// The driver's end of the channel.
    let driverChannel: Int32
    /// The app's end of the channel; never descriptor 3 or under, where the spawn puts
    /// the app's own standard descriptors first, and where dup2 onto the same number
    /// would leave close-on-exec set.
    let appChannel: Int32
    /// Where the driver reads the app's output.
    let logRead: Int32
    /// The app's standard output and error.
    let logWrite: Int32

    /// Creates the socket pair and the pipe.
    static func make() throws(SpawnError) -> LaunchDescriptors {
        // A test process started with standard descriptors closed would get the socket
        // or the pipe under their numbers, where the spawn puts the app's own.
        Posix.openClosedStandardDescriptors()
        let sockets: (Int32, Int32)
        do throws(SystemError) {
            sockets = try Posix.socketPair()
        } catch {
            throw .init(problem: .cannotCreateChannel(DriverError.SystemError(error)))
        }
        let logPipe: (read: Int32, write: Int32)
        do throws(SystemError) {
            logPipe = try Posix.pipe()
        } catch {
            Posix.close(sockets.0); Posix.close(sockets.1)
            throw .init(problem: .cannotCreateLogPipe(DriverError.SystemError(error)))
        }
        var appChannel = sockets.1
        // At or under the channel's number, the spawn would put something else there
        // first (or, on the number itself, leave close-on-exec set): move it above.
        if appChannel <= AutomationProtocol.channelDescriptor {
            appChannel = (try? Posix.duplicate(sockets.1, atLeast: 10)) ?? -1
            Posix.close(sockets.1)
        }
        return LaunchDescriptors(driverChannel: sockets.0, appChannel: appChannel, logRead: logPipe.read, logWrite: logPipe.write)
    }

    /// Closes the app's ends, once the app holds its own copies.
    func closeAppEnds() {
        Posix.close(appChannel)
        Posix.close(logWrite)
    }

    /// Closes the driver's ends, when the launch failed.
    func closeDriverEnds() {
        Posix.close(driverChannel)
        Posix.close(logRead)
    }
}
