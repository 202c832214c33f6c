import Synchronization

extension App {
    /// Returns true once the running (or last) app has written `text` to its output,
    /// false if `timeout` passes or the app ends without it: for tests and tools that
    /// must know the app reached a point only its log reports (a fault taking effect).
    package func waitForLog(containing text: String, timeout: Duration) async -> Bool {
        guard let session = runtime.withLock({ $0.session }) else { return false }
        return await session.waitForLog(containing: text, timeout: timeout)
    }
}
