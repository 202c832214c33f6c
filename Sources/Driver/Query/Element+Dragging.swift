public import ScreenModel

extension Element {
    /// Drags the element onto `destination` with the mouse: the button goes down on the
    /// middle of what is visible of this element, moves to the middle of `destination`'s,
    /// and comes up there (docs/protocol.md §7.4). What the drag does is the app's: a row
    /// moved to where it was dropped, a slider's knob, a list scrolled by its scroll bar.
    ///
    /// It waits, as every action does, until the app is idle, this element is actionable
    /// and `destination` is on screen, both on the same screen.
    ///
    /// - Throws: `DriverError`: `noSuchElement` (for either), `elementNotInteractable`
    ///   (this element disabled or covered, the destination off screen, or the app takes no
    ///   drag there), `staleElement`, `timeout`, `appCrashed`.
    public func drag(to destination: Element, timeout: Duration? = nil) async throws(DriverError) {
        try await drag(to: .element(destination.locator), timeout: timeout)
    }

    /// Drags the element to a screen cell. See `drag(to:timeout:)`.
    public func drag(to cell: Point, timeout: Duration? = nil) async throws(DriverError) {
        try await drag(to: .cell(cell), timeout: timeout)
    }

    /// Drags the element to `destination`. See `drag(to:timeout:)`.
    public func drag(to destination: DragDestination, timeout: Duration? = nil) async throws(DriverError) {
        try await perform(.drag(from: nil, to: destination), timeout: timeout, dropping: destination) { aim in
            .drag(aim.target, from: aim.start, to: aim.end ?? aim.start)
        }
    }

    /// Presses the element, then drags it onto `destination`, as XCUITest's
    /// `press(forDuration:thenDragTo:)`. A terminal's mouse has no pressure to hold:
    /// nothing waits out `duration`, and the drag is `drag(to:timeout:)`'s.
    public func press(forDuration duration: Duration, thenDragTo destination: Element, timeout: Duration? = nil) async throws(DriverError) {
        try await drag(to: destination, timeout: timeout)
    }
}
