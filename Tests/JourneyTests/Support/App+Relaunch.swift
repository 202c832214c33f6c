import Driver

extension App {
    /// Terminates the app and launches it again on the same state directory without
    /// `--reset-state`: what a user sees after quitting and reopening it.
    func relaunchKeepingState() async throws {
        await terminate()
        launchArguments.removeAll { $0 == "--reset-state" }
        try await launch()
    }

    /// Terminates the app and launches it again with `--reset-state`: a fresh install.
    func relaunchResettingState() async throws {
        await terminate()
        if !launchArguments.contains("--reset-state") { launchArguments.append("--reset-state") }
        try await launch()
    }
}
