public import ScreenModel

/// Where a drag ends: on an element (the middle of what is visible of it) or on a cell.
public enum DragDestination: Sendable, CustomStringConvertible {
    /// The element the locator finds, on the screen the drag starts on.
    case element(ElementLocator)
    /// A screen cell.
    case cell(Point)

    /// `app.cells["todoCell_2"]`, or `(30, 4)`.
    public var description: String {
        switch self {
        case let .element(locator): locator.description
        case let .cell(point): point.description
        }
    }

    /// The cell a drag to this destination ends on in `tree`: not yet (or never, once the
    /// app is idle) while the element is missing or off screen, or the cell is off the screen.
    func cell(in tree: ElementTree, for attempt: DriverError.Attempt) -> WaitDecision<Point> {
        let activity = tree.activity
        let settled = { (build: @escaping @Sendable (Duration) -> DriverError.Reason) -> WaitDecision<Point> in
            activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }
        switch self {
        case let .cell(point):
            let screen = tree.root.frame
            guard screen.contains(point) else {
                return settled { .elementNotInteractable(attempt, .outsideScreen(x: point.x, y: point.y, columns: screen.width, rows: screen.height), waited: $0) }
            }
            return .satisfied(point)
        case let .element(locator):
            let resolved: ResolvedElement
            do {
                resolved = try tree.resolve(locator)
            } catch {
                return settled { ElementFailure.reason(for: error, waited: $0, activity: activity) }
            }
            guard let visible = tree.visibleFrame(at: resolved.path), !visible.isEmpty else {
                return settled { .elementNotInteractable(attempt, .destinationOffScreen(locator.description), waited: $0) }
            }
            return .satisfied(visible.center)
        }
    }
}
