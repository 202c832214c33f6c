public import ScreenModel

extension Element {
    /// The part of the screen the element covers, as text, once the app is idle.
    ///
    /// - Throws: `DriverError` as the element's reads do (`noSuchElement`, `timeout`,
    ///   `appNotRunning`, `appCrashed`).
    public func screenshot() async throws(DriverError) -> TextScreen {
        let frame = try await frame
        let whole = try await app.screenshot()
        let rows = whole.lines.indices.filter { $0 >= frame.minY && $0 < frame.maxY }.map { row -> String in
            let characters = Array(whole.lines[row])
            guard frame.minX < characters.count else { return "" }
            return String(characters[frame.minX..<min(frame.maxX, characters.count)])
        }
        return TextScreen(size: frame.size, lines: rows)
    }
}
