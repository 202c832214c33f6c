/// What a condition makes of one tree: it holds, it can never hold, or not yet.
enum WaitDecision<Value: Sendable>: Sendable {
    /// The condition holds; the wait returns this value.
    case satisfied(Value)
    /// The condition cannot hold (the app settled without it); fail now with the reason
    /// this builds from the time waited.
    case failed(@Sendable (Duration) -> DriverError.Reason)
    /// Not yet. If time runs out, fail with the reason this builds from the time waited.
    case pending(onTimeout: @Sendable (Duration) -> DriverError.Reason)
}
