public import Driver
public import Foundation
public import ScreenModel

/// An element of the app under test with XCUITest's API: synchronous, non-throwing,
/// resolved against the app's screen each time it is used. It wraps the driver's
/// `Element`, whose meaning it keeps.
///
/// Reads first let the app finish what it is doing (as XCUITest waits for the app to
/// be idle), so a read right after an action sees its result. A failed action, wait or
/// read records a test failure at the caller's file and line (in Swift Testing or
/// XCTest, whichever runs the test) and the test goes on, as in XCUITest.
///
/// Open so that `XCUIApplication`, which suites subclass, can be; elements are made by
/// queries, so a subclass of its own has no initialiser to call.
open class XCUIElement: ElementTypeQueryProvider, CustomStringConvertible, CustomDebugStringConvertible {
    /// XCUITest's name for the kinds of element.
    public typealias ElementType = ScreenModel.ElementType

    /// The driver's element this one stands for (for the application, its root).
    public let element: Element
    /// When set, reads answer from this screen at once: the element as a predicate or a
    /// key path sees it on one pushed screen.
    private(set) var frozen: ElementTree?

    /// The driver's `element` with XCUITest's API, as `XCUIApplication(app:)` is the
    /// driver's `App` with it. (Public and the one designated initialiser, so that a
    /// subclass of `XCUIApplication` in a suite inherits its convenience initialisers.)
    public init(_ element: Element) {
        self.element = element
    }

    /// The element as it is on `tree`, when given: its reads answer from that screen at once.
    convenience init(_ element: Element, frozenIn tree: ElementTree?) {
        self.init(element)
        frozen = tree
    }

    var driverApp: App { element.app }

    /// Whether this is the application element itself.
    var isApplication: Bool {
        if case .application = element.locator.query.base, element.locator.query.steps.isEmpty { return true }
        return false
    }

    /// The element's query as written: `app.buttons["loginButton"]`.
    public var description: String { element.description }

    // MARK: - Attributes

    /// Whether the element is on the screen, once the app is idle.
    public var exists: Bool {
        if let frozen { return Element.existence(of: element.locator, in: frozen).exists }
        if isApplication && driverApp.state == .notRunning { return false }
        return read(false) { try await $0.exists }
    }

    /// Whether a tap would land on the element, once the app is idle.
    public var isHittable: Bool {
        if let frozen { return Element.isHittable(element.locator, in: frozen) }
        if isApplication { return driverApp.state == .runningForeground }
        return read(false) { try await $0.isHittable }
    }

    /// Whether the element accepts interaction.
    public var isEnabled: Bool { attribute(false) { $0.isEnabled } }
    /// Whether the element is selected.
    public var isSelected: Bool { attribute(false) { $0.isSelected } }
    /// Whether the element has keyboard focus.
    public var hasFocus: Bool { attribute(false) { $0.hasFocus } }
    /// The developer-assigned identifier.
    public var identifier: String { attribute("") { $0.identifier } }
    /// The visible text.
    public var label: String { attribute("") { $0.label } }
    /// The title: terminal elements have none apart from their label, so it is empty,
    /// as for most elements on iOS.
    public var title: String { attribute("") { _ in "" } }
    /// The current value (a field's text; a switch's `"1"` or `"0"`), if any.
    public var value: Any? { attribute(nil) { $0.compatibleValue } }
    /// The hint an empty field shows.
    public var placeholderValue: String? { attribute(nil) { $0.placeholderValue } }
    /// The element's type.
    public var elementType: ElementType { attribute(.any) { $0.elementType } }
    /// Where the element is drawn, in terminal cells.
    public var frame: CGRect { attribute(.zero) { CGRect($0.frame) } }

    /// The element's subtree on the latest screen, one element a line.
    public var debugDescription: String { element.debugDescription }

    private func attribute<Value: Sendable>(_ fallback: Value, _ read: @escaping @Sendable (ElementSnapshot) -> Value) -> Value {
        if let frozen { return (try? frozen.resolve(element.locator)).map { read($0.element) } ?? fallback }
        return self.read(fallback) { read(try await $0.snapshot()) }
    }

    /// Runs a read of the native element, blocking; a failure is recorded at the caller's line.
    func read<Value: Sendable>(_ fallback: Value, _ body: @escaping @Sendable (Element) async throws -> Value) -> Value {
        let element = element
        return BlockingBridge.runRecordingFailure(at: nil, fallback: fallback) { try await body(element) }
    }

    /// The part of the screen the element covers, as text, once the app is idle.
    public func screenshot() -> XCUIScreenshot {
        XCUIScreenshot(screen: read(TextScreen(size: Size(width: 0, height: 0), lines: [])) { try await $0.screenshot() })
    }

    // MARK: - Actions

    /// Taps the element once it exists, is unique, enabled and hittable.
    public func tap(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        act(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.tap() }
    }

    /// Taps the element twice.
    public func doubleTap(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        act(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.doubleTap() }
    }

    /// Touches the element and holds it for `duration` seconds: in a terminal, a tap.
    public func press(forDuration duration: TimeInterval, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        act(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.press(forDuration: .seconds(duration)) }
    }

    /// Types `text` into the element, focusing it first; `"\n"` submits, and
    /// `XCUIKeyboardKey` characters press their keys. On the application, types into
    /// whatever has focus.
    public func typeText(_ text: String, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        if isApplication { appAct(site) { try await $0.typeText(text) } } else { act(site) { try await $0.typeText(text) } }
    }

    /// Swipes up over the element (over the screen's main scrolling area, on the application).
    public func swipeUp(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.up, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes down over the element.
    public func swipeDown(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.down, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes left over the element.
    public func swipeLeft(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.left, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes right over the element.
    public func swipeRight(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.right, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes up; a terminal scrolls by whole steps, so the velocity changes nothing.
    public func swipeUp(velocity: XCUIGestureVelocity, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.up, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes down; the velocity changes nothing.
    public func swipeDown(velocity: XCUIGestureVelocity, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.down, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes left; the velocity changes nothing.
    public func swipeLeft(velocity: XCUIGestureVelocity, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.left, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes right; the velocity changes nothing.
    public func swipeRight(velocity: XCUIGestureVelocity, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        swipe(.right, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    func swipe(_ direction: SwipeDirection, _ site: CallSite) {
        if isApplication { appAct(site) { try await $0.swipe(direction) } } else { act(site) { try await $0.swipe(direction) } }
    }

    // MARK: - Waits

    /// Waits up to `timeout` seconds for the element to exist; returns whether it does.
    public func waitForExistence(timeout: TimeInterval, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        wait(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.waitForExistence(timeout: .seconds(timeout)) }
    }

    /// Waits up to `timeout` seconds for the element to disappear; returns whether it has.
    public func waitForNonExistence(timeout: TimeInterval, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        wait(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.waitForNonExistence(timeout: .seconds(timeout)) }
    }

    /// Waits up to `timeout` seconds until the element's attribute at `keyPath` equals
    /// `expectedValue`, as XCUITest's `wait(for:toEqual:timeout:)`; returns whether it did.
    ///
    /// Each screen the app pushes is checked (the current one first); nothing polls.
    /// An attribute of an element that several match has no one value: as in XCUITest,
    /// that records a failure listing the candidates and returns false, at once on an
    /// idle app. `exists` counts several matches as existing.
    public func wait<Value: Equatable>(
        for keyPath: KeyPath<XCUIElement, Value>, toEqual expectedValue: Value, timeout: TimeInterval,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let readsOneElement = keyPath as AnyKeyPath != \XCUIElement.exists
        let condition = UncheckedSendable { (tree: ElementTree) -> Bool in
            XCUIElement(self.element, frozenIn: tree)[keyPath: keyPath] == expectedValue
        }
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        let app = driverApp
        let element = element
        return BlockingBridge.runRecordingFailure(at: site, fallback: false) {
            if try await app.waitForScreen(timeout: .seconds(timeout), { condition.value($0) }) { return true }
            // Reading the one element raises the driver's own ambiguity error, with a query for each candidate.
            if readsOneElement, let tree = app.tree, element.matchesSeveral(in: tree) { _ = try element.instant.snapshot() }
            return false
        }
    }

    func act(_ site: CallSite, _ action: @escaping @Sendable (Element) async throws -> Void) {
        guard !StoppedXCTest.isStopped else { return }
        InterruptionMonitors.handleInterruption(before: self)
        let element = element
        BlockingBridge.runRecordingFailure(at: site, fallback: ()) { try await action(element) }
    }

    func appAct(_ site: CallSite, _ action: @escaping @Sendable (App) async throws -> Void) {
        let app = driverApp
        BlockingBridge.runRecordingFailure(at: site, fallback: ()) { try await action(app) }
    }

    private func wait(_ site: CallSite, _ condition: @escaping @Sendable (Element) async throws -> Bool) -> Bool {
        let element = element
        return BlockingBridge.runRecordingFailure(at: site, fallback: false) { try await condition(element) }
    }

    // MARK: - Queries

    /// Every element of `type` inside this one.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(isApplication ? driverApp.descendants(matching: type) : element.descendants(matching: type))
    }

    /// This element's direct children of `type`.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(isApplication ? driverApp.children(matching: type) : element.children(matching: type))
    }

    /// The first of the element's matches, however many there are.
    public var firstMatch: XCUIElement { XCUIElement(element.firstMatch, frozenIn: frozen) }
}

/// XCUITest's name for the protocol giving `buttons`, `cells` and the other providers.
public typealias XCUIElementTypeQueryProvider = ElementTypeQueryProvider

/// How fast a swipe moves, as XCUITest's; a terminal scrolls by whole steps, so every
/// velocity swipes the same.
///
/// As on iOS, a number is a velocity where one is expected (`swipeUp(velocity: 400)`, a
/// property returning `500`), and `XCUIGestureVelocity(rawValue:)` makes one.
public struct XCUIGestureVelocity: Sendable, Hashable, RawRepresentable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// Points a second.
    public let rawValue: CGFloat

    /// A velocity of `rawValue` points a second.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// A velocity of `rawValue` points a second.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// A velocity written as a whole number of points a second (`400`).
    public init(integerLiteral value: Int) { self.rawValue = CGFloat(value) }

    /// A velocity written as a number with a fraction (`1_500.5`).
    public init(floatLiteral value: Double) { self.rawValue = CGFloat(value) }

    /// XCUITest's default.
    public static let `default` = XCUIGestureVelocity(1_000)
    /// A slow swipe.
    public static let slow = XCUIGestureVelocity(500)
    /// A fast swipe.
    public static let fast = XCUIGestureVelocity(2_500)
}

extension ElementSnapshot {
    /// The value as XCUITest gives it: a switch reads `"1"` when on and `"0"` when off.
    var compatibleValue: String? {
        guard elementType == .switch else { return value }
        switch value?.lowercased() {
        case "1", "on", "true", "yes": return "1"
        case "0", "off", "false", "no": return "0"
        default: return isSelected ? "1" : "0"
        }
    }
}

extension CGRect {
    /// The rectangle of cells `rect` covers.
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

/// A value the compiler cannot prove sendable that is only read: a key path or a
/// closure over an element, evaluated on the session's thread.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
