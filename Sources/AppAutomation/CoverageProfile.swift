import SystemLayer

/// The app's code-coverage counters, in a build instrumented for coverage
/// (`swift test --enable-code-coverage`, `Scripts/coverage`); nothing in any other build.
///
/// The profile runtime writes them at a normal exit only, and the driver usually ends
/// an app with a signal (SIGKILL when an `App` goes away), so the app writes them itself
/// whenever it goes idle and before it ends by a signal. It writes them as
/// `<program>-<pid>.profraw` in the folder `LLVM_PROFILE_FILE` names (SwiftPM's coverage
/// folder under `swift test`), each time to a temporary file renamed into place, so a
/// kill mid-write never leaves a torn profile for the merge to choke on.
public enum CoverageProfile {
    /// Where the counters go, once set up; nil in a build without coverage.
    private static let path: String? = {
        guard CoverageCounters.isInstrumented else { return nil }
        let pattern = Posix.environmentValue("LLVM_PROFILE_FILE") ?? "default.profraw"
        let folder = pattern.lastIndex(of: "/").map { String(pattern[..<$0]) } ?? "."
        let path = "\(folder)/\(AppLog.programName)-\(Posix.processID).profraw"
        CoverageCounters.setProfilePath(path + ".tmp")
        // A normal exit writes too: this handler, registered after the runtime's, runs first.
        Posix.atExit { CoverageProfile.write() }
        return path
    }()

    /// Writes the counters gathered so far (a no-op unless instrumented).
    public static func write() {
        guard let path, CoverageCounters.writeProfile() else { return }
        try? Posix.rename(path + ".tmp", to: path)
    }
}
