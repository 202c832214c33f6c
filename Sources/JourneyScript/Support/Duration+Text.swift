extension Duration {
    /// The duration as a script writes it: `5s`, `500ms`, `1.5s`.
    var scriptText: String {
        let milliseconds = wholeMilliseconds
        if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        if milliseconds < 1_000 { return "\(milliseconds)ms" }
        return "\(Double(milliseconds) / 1_000)s"
    }

    /// The duration in whole milliseconds, rounded down.
    var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    /// The duration in seconds, as a fraction.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The duration for a person: `85 µs`, `12.4 ms`, `1.3 s`.
    package var readable: String {
        let microseconds = seconds * 1_000_000
        if microseconds >= 1_000_000 { return oneDecimal(microseconds / 1_000_000) + " s" }
        if microseconds >= 1_000 { return oneDecimal(microseconds / 1_000) + " ms" }
        return "\(Int(microseconds.rounded())) µs"
    }

    private func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
