import Glibc
import SystemShims

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
        guard shim_coverage_is_instrumented() == 1 else { return nil }
        let pattern = POSIX.environment("LLVM_PROFILE_FILE") ?? "default.profraw"
        let folder = pattern.lastIndex(of: "/").map { String(pattern[..<$0]) } ?? "."
        let path = "\(folder)/\(POSIX.programName)-\(getpid()).profraw"
        _ = shim_set_coverage_profile_path(path + ".tmp")
        // A normal exit writes too: this handler, registered after the runtime's, runs first.
        atexit { CoverageProfile.write() }
        return path
    }()

    /// Writes the counters gathered so far (a no-op unless instrumented).
    public static func write() {
        guard let path, shim_write_coverage_profile() == 1 else { return }
        rename(path + ".tmp", path)
    }
}
