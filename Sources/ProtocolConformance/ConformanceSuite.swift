import Glibc

/// Checks that an executable speaks the automation protocol as docs/protocol.md
/// specifies: `let report = await ConformanceSuite.run(against: subject)`.
///
/// Each check launches the executable afresh, as the driver does (the channel on
/// descriptor 3, `TUI_AUTOMATION_FD` and `TUI_AUTOMATION_PARENT_PID` set), talks to it
/// in raw frames, and ends it. Checks run one after another on a thread of their own.
public enum ConformanceSuite {
    /// The names of every check, in the order they run.
    public static var checkNames: [String] { ConformanceCheck.all.map(\.name) }

    /// Runs every check (or those named in `only`) against `subject` and reports each.
    ///
    /// Never throws and never leaves a process behind: a check that cannot start the
    /// executable fails, saying why.
    public static func run(against subject: ConformanceSubject, only: Set<String>? = nil) async -> ConformanceReport {
        let checks = ConformanceCheck.all.filter { only?.contains($0.name) ?? true }
        return await withCheckedContinuation { continuation in
            let started = startThread {
                continuation.resume(returning: ConformanceReport(subject: subject.name, results: checks.map { $0.run(against: subject) }))
            }
            if !started {
                let results = checks.map {
                    ConformanceResult(check: $0.name, section: $0.section, summary: $0.summary,
                                      outcome: .failed(expected: "a thread to run the checks on", arrived: String(cString: strerror(errno))))
                }
                continuation.resume(returning: ConformanceReport(subject: subject.name, results: results))
            }
        }
    }

    /// Runs `body` on a new detached thread: the checks block in system calls, which
    /// must stay off Swift concurrency's threads. An app's parent-death signal follows
    /// the thread that spawned it, so apps left running when the thread ends die.
    private static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, context)
        if result != 0 {
            Unmanaged<Box>.fromOpaque(context).release()
            errno = result
            return false
        }
        return true
    }
}
