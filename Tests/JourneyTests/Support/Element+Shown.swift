import Driver

extension Element {
    /// The label on the latest screen, or what prevents reading it (`⟨no element: …⟩`).
    ///
    /// Unlike the driver's throwing `label`, it can sit inside `#expect`, which then
    /// prints both sides of a comparison when it fails.
    var shownLabel: String {
        do {
            return try label
        } catch {
            return "⟨\(error.message)⟩"
        }
    }

    /// The value on the latest screen (nil when it has none), or what prevents reading it.
    var shownValue: String? {
        do {
            return try value
        } catch {
            return "⟨\(error.message)⟩"
        }
    }
}
