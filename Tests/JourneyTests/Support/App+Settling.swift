import Driver

extension App {
    /// Waits until the app has finished what the last action started (a request, a
    /// load), for as long as an action would wait: pages call it before returning a
    /// screen whose content arrives later, so a journey reads the settled screen.
    func settle() async throws {
        try await waitForIdle(timeout: actionTimeout)
    }
}
