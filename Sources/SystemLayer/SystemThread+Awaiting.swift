extension SystemThread {
    /// Runs `body` on a new thread of its own and returns what it returns, suspending
    /// the caller meanwhile: for long work that computes without awaiting anything
    /// (reading a binary's debug information, say), which on one of Swift
    /// concurrency's shared threads would hold that thread, and every task waiting for
    /// one, until it is done. When no thread can start, `body` runs on the caller's.
    package static func awaiting<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            do throws(SystemError) {
                try startDetached(reusingIdle: false) { continuation.resume(returning: body()) }
            } catch {
                continuation.resume(returning: body())
            }
        }
    }
}
