import func Darwin.getpid

extension XCUIElement {
    /// Taps and says which process tapped (a scoped import the port must empty, or the
    /// compiler stops).
    public func tapNamingProcess() -> Int32 {
        tap()
        return getpid()
    }
}
