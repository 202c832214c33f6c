import SystemShims

/// The code-coverage counters of a build instrumented for coverage (the LLVM profile
/// runtime's), reached without linking against it in other builds.
package enum CoverageCounters {
    /// Whether this build counts coverage.
    package static var isInstrumented: Bool { shim_coverage_is_instrumented() == 1 }

    /// Sets the file the counters are written to.
    package static func setProfilePath(_ path: String) {
        _ = shim_set_coverage_profile_path(path)
    }

    /// Writes the counters gathered so far to the profile path; false if nothing was
    /// written (not instrumented, or the write failed).
    package static func writeProfile() -> Bool {
        shim_write_coverage_profile() == 1
    }
}
