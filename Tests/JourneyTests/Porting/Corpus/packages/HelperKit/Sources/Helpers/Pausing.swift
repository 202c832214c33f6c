import func Darwin.usleep

extension XCUIElement {
    /// Waits a moment after tapping (a scoped import the port must empty, or the compiler stops).
    public func tapAndPause() {
        tap()
        usleep(1_000)
    }
}
