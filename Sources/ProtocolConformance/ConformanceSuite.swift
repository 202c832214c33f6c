import SystemLayer

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
            do throws(SystemError) {
                // A thread of its own that ends with the checks: an app's parent-death
                // signal follows the thread that spawned it, so apps left running die then.
                try SystemThread.startDetached(reusingIdle: false) {
                    continuation.resume(returning: ConformanceReport(subject: subject.name, results: checks.map { $0.run(against: subject) }))
                }
            } catch {
                let results = checks.map {
                    ConformanceResult(
                        check: $0.name, section: $0.section, summary: $0.summary,
                        outcome: .failed(expected: "a thread to run the checks on", arrived: error.reason))
                }
                continuation.resume(returning: ConformanceReport(subject: subject.name, results: results))
            }
        }
    }
}
