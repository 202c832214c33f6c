public import ScreenModel

extension Element {
    /// The element on the latest screen the app pushed, read at once, without waiting
    /// for the app to finish what it is doing.
    ///
    /// For the rare test about a passing state, such as a spinner while a request is
    /// on its way: `#expect(app.activityIndicators["loginActivity"].instant.exists)`.
    /// Everything else reads the settled screen through the element itself.
    public var instant: Instant { Instant(element: self) }

    /// Reads of an element's latest screen, without waiting: `element.instant.label`.
    public struct Instant: Sendable {
        /// The element read.
        public let element: Element

        /// Whether the latest screen has a match (false when the app is not running).
        public var exists: Bool {
            guard let tree = element.app.tree else { return false }
            let (exists, warnings) = Element.existence(of: element.locator, in: tree)
            element.app.report(warnings)
            return exists
        }

        /// Whether a tap would land on the element now (false when it is missing).
        public var isHittable: Bool {
            guard let tree = element.app.tree else { return false }
            return Element.isHittable(element.locator, in: tree)
        }

        /// The element as the latest screen shows it.
        ///
        /// - Throws: `DriverError` (`noSuchElement`, `multipleMatches`, `appNotRunning`).
        public func snapshot() throws(DriverError) -> ElementSnapshot {
            try resolved(for: .read).element
        }

        /// The visible text now.
        public var label: String { get throws(DriverError) { try snapshot().label } }
        /// The value now.
        public var value: String? { get throws(DriverError) { try snapshot().value } }
        /// Whether it is enabled now.
        public var isEnabled: Bool { get throws(DriverError) { try snapshot().isEnabled } }

        /// Resolves the element against the latest screen, without waiting.
        func resolved(for action: DriverError.Action) throws(DriverError) -> ResolvedElement {
            let app = element.app
            let session = try app.runningSession(for: DriverError.Attempt(action, on: element.locator))
            guard let tree = session.latestTree else {
                throw DriverError.atCaller(.appNotRunning(DriverError.Attempt(action, on: element.locator)))
            }
            return try app.resolve(element.locator, in: tree, session: session, waited: .zero)
        }
    }
}
