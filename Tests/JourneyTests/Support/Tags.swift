import Testing

extension Tag {
    /// A whole user journey against the real app process.
    @Tag static var journey: Self
    /// One of the few critical journeys CI runs on every change (sign in, checkout).
    @Tag static var smoke: Self
    /// Takes real time (seconds of simulated network latency on the real clock).
    @Tag static var slow: Self
    /// Compares a screen's text with a committed reference.
    @Tag static var snapshot: Self
}
