public import ScreenModel

extension DriverError {
    /// What the test was doing when a failure happened: an action and the element it
    /// was aimed at (none for the app as a whole).
    public struct Attempt: Sendable {
        /// What was done or asked.
        public var action: Action
        /// The element it was aimed at, or nil for the app or its whole screen.
        public var target: ElementLocator?

        /// Creates an attempt of `action` on `target`.
        public init(_ action: Action, on target: ElementLocator? = nil) {
            self.action = action
            self.target = target
        }
    }

    /// Everything the driver does on a test's behalf.
    public enum Action: Sendable {
        /// Launch the app.
        case launch
        /// Tap an element.
        case tap
        /// Tap whatever is drawn at a point of the screen.
        case tapAt(Point)
        /// Tap an element twice.
        case doubleTap
        /// Touch an element and hold it.
        case longPress(Duration)
        /// Type text into an element.
        case typeText(String)
        /// Delete an element's text.
        case clearText
        /// Swipe over an element or the screen.
        case swipe(SwipeDirection)
        /// Drag with the mouse, from an element (the attempt's target) or a cell, to an element or a cell.
        case drag(from: Point?, to: DragDestination)
        /// Press a key, with any modifiers.
        case press(KeyPress)
        /// Press any key with modifiers held.
        case typeKey(KeyboardKey, KeyModifiers)
        /// Read an element's attributes, or a query's matches.
        case read
        /// Describe an element's subtree.
        case describe
        /// Take a screenshot.
        case screenshot
        /// Wait for an element to exist.
        case waitForExistence
        /// Wait for an element to be gone.
        case waitForNonExistence
        /// Wait for an element to satisfy a condition.
        case waitUntil(ElementPredicate)
        /// Wait for the app to be idle.
        case waitForIdle
        /// Wait for the app's process to exit.
        case waitForExit
        /// Wait for a tree satisfying a condition of the benchmark's.
        case waitForTree
        /// Move the app's virtual clock.
        case advanceClock(Duration)
        /// Change a condition of the simulated device.
        case setDeviceCondition(name: String, value: String)
        /// Write raw bytes into the channel.
        case sendRawBytes
        /// An action on the program `program` (its command line) on a terminal.
        case onTerminal(TerminalAction, program: String)

        /// The action that sends `command`.
        init(_ command: Command) {
            switch command {
            case .tap: self = .tap
            case .doubleTap: self = .doubleTap
            case let .typeText(_, text): self = .typeText(text)
            case .clearText: self = .clearText
            case let .press(key): self = .press(KeyPress(key))
            case let .pressKey(key, modifiers): self = .typeKey(key, modifiers)
            case let .swipe(_, direction): self = .swipe(direction)
            case let .drag(_, start, end): self = .drag(from: start, to: .cell(end))
            case let .advanceClock(milliseconds): self = .advanceClock(.milliseconds(milliseconds))
            case .refresh: self = .read
            case let .setCondition(name, value): self = .setDeviceCondition(name: name, value: value)
            }
        }
    }

    /// Why an element cannot take an action.
    public enum Obstacle: Sendable, Hashable {
        /// It is disabled.
        case disabled
        /// It does not accept typed text (it is of this type).
        case doesNotAcceptText(ElementType)
        /// A tap would not land on it.
        case notHittable(HittabilityProblem)
        /// No part of it is on screen.
        case offScreen
        /// Nothing that can be hit is drawn at the point.
        case nothingAt(Point)
        /// Text was typed to the app, and no field has keyboard focus.
        case noFocusedField
        /// The app refused the command, with this explanation.
        case refusedByApp(CommandRefusal)
        /// A program on a terminal has not read the last `pendingBytes` bytes of its input.
        case notReadingInput(pendingBytes: Int)
        /// A terminal has no bytes for this key.
        case noKeyEncoding(KeyPress)
        /// The program has not turned mouse reporting on, so a click would reach nothing.
        case mouseReportingOff
        /// The cell is outside the `columns` by `rows` screen.
        case outsideScreen(x: Int, y: Int, columns: Int, rows: Int)
        /// Where a drag would end, the element this locator (as written) finds, shows no cell on screen.
        case destinationOffScreen(String)
        /// The cell is beyond what the legacy mouse encoding can express (column or row 223).
        case beyondLegacyMouse(x: Int, y: Int)
    }
}
