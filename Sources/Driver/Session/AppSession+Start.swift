import AutomationChannel
import ScreenModel
import Synchronization
import SystemLayer

extension AppSession {
    /// Launches `executable` from a new I/O thread and returns the running session.
    ///
    /// The spawn happens on that thread because the kernel's parent-death signal
    /// follows the spawning thread: the app must not die while the thread that watches
    /// it is alive, and must die when it is gone.
    static func start(
        launcher: any AppLauncher, arguments: [String], environment: [String: String], deadline: Monotonic, advancesVirtualClock: Bool,
        readingWindow: Duration, priorRun: String? = nil, logCapacity: Int = LogBuffer.defaultCapacity
    ) async -> Result<AppSession, DriverError> {
        // Read here: the thread below does not inherit the caller's task-local values.
        let launched = LaunchedApps.current
        return await withCheckedContinuation { continuation in
            do throws(SystemError) {
                try PollLoop.startThread {
                    let process: any AppProcess
                    do throws(DriverError) {
                        process = try launcher.launch(arguments: arguments, environment: environment, deadline: deadline)
                    } catch {
                        continuation.resume(returning: .failure(error))
                        return nil
                    }
                    let session = AppSession(
                        executable: launcher.name, process: process, advancesVirtualClock: advancesVirtualClock,
                        readingWindow: readingWindow, priorRun: priorRun, logCapacity: logCapacity
                    )
                    launched?.add(session)
                    // The driver's hello waits for the app's, to name the version both speak (§8).
                    continuation.resume(returning: .success(session))
                    return LoopHandler(session)
                }
            } catch {
                continuation.resume(
                    returning: .failure(
                        DriverError(
                            .launchFailed(
                                executable: launcher.name, problem: .cannotStartWatcherThread(DriverError.SystemError(error))
                            ))))
            }
        }
    }

    /// Waits until `deadline` for the app's first tree. If it ends first, or sends
    /// nothing in time, fails with `launchFailed` or `launchTimeout` (killing the app,
    /// and naming `timeout`, the whole launch's); if the caller's task is cancelled
    /// first, with that cancellation (killing the app), since no time ran out.
    func waitForFirstTree(until deadline: Monotonic, timeout: Duration) async -> Result<ElementTree, DriverError> {
        let remaining = deadline.since(Monotonic.now)
        let result: Result<ElementTree, DriverError> = await wait(purpose: DriverError.Attempt(.launch), timeout: remaining) { tree in
            .satisfied(tree)
        }
        switch result {
        case .success:
            return result
        case let .failure(error) where error.code == .timeout:
            await kill()
            if error.isCancellation { return result }
            return .failure(DriverError(.launchTimeout(executable: executable, waited: timeout), diagnostics: diagnostics()))
        case let .failure(error) where error.code == .protocolError:
            return .failure(error)
        case .failure:
            await waitUntilEnded()
            return .failure(DriverError(.launchFailed(executable: executable, problem: .exitedBeforeFirstScreen(exitStatus)), diagnostics: diagnostics()))
        }
    }
}
