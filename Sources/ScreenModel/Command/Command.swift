/// An element the driver asks the app to act on, named so the app can tell whether
/// it is still there: its path, type and identifier as the driver last saw them.
public struct CommandTarget: Sendable, Hashable, CustomStringConvertible {
    /// Where the element sat in the tree the driver resolved it in.
    public var path: ElementPath
    /// Its type then.
    public var elementType: ElementType
    /// Its identifier then.
    public var identifier: String

    /// Creates a target.
    public init(path: ElementPath, elementType: ElementType, identifier: String) {
        self.path = path
        self.elementType = elementType
        self.identifier = identifier
    }

    /// `button #loginButton at /0/2/1`.
    public var description: String {
        "\(elementType)\(identifier.isEmpty ? "" : " #\(identifier)") at \(path)"
    }

    /// Whether `element` is plausibly the element this target meant.
    public func matches(_ element: ElementSnapshot) -> Bool {
        element.elementType == elementType && element.identifier == identifier
    }
}

/// A key a person can press without typing text.
public enum Key: String, Sendable, Hashable, CaseIterable {
    /// Return: presses the focused element, or submits its field.
    case enter
    /// Moves focus forward.
    case tab
    /// Moves focus back (Shift-Tab).
    case backtab
    /// Goes back, or dismisses an alert.
    case escape
    /// Arrow keys: move focus (up, down) or the cursor (left, right).
    case up, down, left, right
    /// Deletes the character before the cursor.
    case backspace
    /// Deletes the character after the cursor.
    case delete
    /// Moves to the start or the end.
    case home, end
    /// Scrolls a page up or down.
    case pageUp, pageDown
}

/// A direction to swipe; `up` moves the content up to reveal what is below, as on iOS.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    /// Content moves up: what is below comes into view.
    case up
    /// Content moves down: what is above comes into view.
    case down
    /// Content moves sideways.
    case left, right
}

/// Something the driver asks the app to do.
public enum Command: Sendable, Hashable, CustomStringConvertible {
    /// Tap the element.
    case tap(CommandTarget)
    /// Tap the element twice in quick succession.
    case doubleTap(CommandTarget)
    /// Focus the element if needed, then type the text into it.
    case typeText(CommandTarget, String)
    /// Focus the element if needed, then delete all its text.
    case clearText(CommandTarget)
    /// Press a key, delivered to whatever has focus.
    case press(Key)
    /// Press any key, a character or a named one, with modifiers held, delivered to
    /// whatever has focus (protocol version 2).
    case pressKey(KeyboardKey, modifiers: KeyModifiers)
    /// Swipe over the element (or the screen, when nil).
    case swipe(CommandTarget?, SwipeDirection)
    /// Drag with the mouse: press at `from` (a cell inside the element), move to `to`,
    /// release there, as a person at a terminal would (protocol version 2).
    case drag(CommandTarget, from: Point, to: Point)
    /// Move the app's virtual clock forward.
    case advanceClock(milliseconds: Int)
    /// Send the whole current tree again.
    case refresh
    /// Change a condition of the simulated device the app runs on, e.g. `network`
    /// to `online`; apps that simulate no such condition refuse it.
    case setCondition(name: String, value: String)

    /// The command as a person reads it: `tap button #loginButton at /0/3`.
    public var description: String {
        switch self {
        case let .tap(target): "tap \(target)"
        case let .doubleTap(target): "doubleTap \(target)"
        case let .typeText(target, text): "typeText \(quoted(text)) into \(target)"
        case let .clearText(target): "clearText \(target)"
        case let .press(key): "press \(key.rawValue)"
        case let .pressKey(key, modifiers): "pressKey \(modifiers)\(key)"
        case let .swipe(target, direction): "swipe\(direction.rawValue.capitalizedFirst) \(target.map(\.description) ?? "screen")"
        case let .drag(target, from, to): "drag \(target) from \(from) to \(to)"
        case let .advanceClock(milliseconds): "advanceClock \(milliseconds) ms"
        case .refresh: "refresh"
        case let .setCondition(name, value): "set \(name) \(value)"
        }
    }

    /// The command's name alone: `tap`, `typeText`.
    public var name: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "doubleTap"
        case .typeText: "typeText"
        case .clearText: "clearText"
        case .press: "press"
        case .pressKey: "pressKey"
        case let .swipe(_, direction): "swipe" + direction.rawValue.capitalizedFirst
        case .drag: "drag"
        case .advanceClock: "advanceClock"
        case .refresh: "refresh"
        case .setCondition: "setCondition"
        }
    }
}

/// Whether the app carried a command out.
public enum CommandOutcome: Sendable, Hashable {
    /// It did.
    case done
    /// It did not, for the reason given.
    case refused(CommandRefusal)
}

/// Why the app refused a command.
public struct CommandRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of refusal.
    public enum Reason: UInt8, Sendable, Hashable {
        /// The target is no longer at its path in the app's current tree.
        case staleElement = 1
        /// The target exists but cannot take this action (disabled, not a text field).
        case notInteractable = 2
        /// The app does not support this command.
        case unsupported = 3
        /// The app does not simulate the device condition it was asked to set, or not that value of it.
        case unsupportedCondition = 4
    }

    /// The kind of refusal.
    public var reason: Reason
    /// The app's explanation.
    public var message: String

    /// Creates a refusal.
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// The app's explanation.
    public var description: String { message }
}

extension String {
    /// The string with its first character upper-cased: `up` gives `Up`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
