public import Driver
public import Foundation
public import ScreenModel

/// An element of the app under test with XCUITest's API: synchronous, non-throwing,
/// resolved against the latest screen each time it is used.
///
/// A failed action or a missing element records a test failure at the caller's
/// file and line (in Swift Testing or XCTest, whichever runs the test) and the test
/// goes on, as in XCUITest.
public class XCUIElement: ElementTypeQueryProvider, @unchecked Sendable, CustomDebugStringConvertible {
    /// XCUITest's name for the kinds of element.
    public typealias ElementType = ScreenModel.ElementType

    let driverApp: App
    let locator: ElementLocator?

    init(app: App, locator: ElementLocator?) {
        driverApp = app
        self.locator = locator
    }

    /// The native element this one stands for (nil for the application itself).
    var element: Element? { locator.map(driverApp.element) }

    // MARK: - Attributes

    /// Whether the element is on the latest screen.
    public var exists: Bool {
        guard let element else { return driverApp.state == .runningForeground }
        return element.exists
    }

    /// Whether a tap would land on the element now.
    public var isHittable: Bool {
        element?.isHittable ?? (driverApp.state == .runningForeground)
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
    /// The current value (a field's text), if any.
    public var value: Any? { attribute(nil) { $0.value } }
    /// The hint an empty field shows.
    public var placeholderValue: String? { attribute(nil) { $0.placeholderValue } }
    /// The element's type.
    public var elementType: ElementType { attribute(.any) { $0.elementType } }
    /// Where the element is drawn, in terminal cells.
    public var frame: CGRect {
        attribute(.zero) { CGRect(x: $0.frame.minX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height) }
    }

    /// The element's subtree, one element a line.
    public var debugDescription: String {
        element?.debugDescription ?? driverApp.debugDescription
    }

    private func attribute<Value>(_ fallback: Value, _ read: (ElementSnapshot) -> Value) -> Value {
        do {
            if let element { return read(try element.snapshot()) }
            guard let root = driverApp.tree?.root else { throw DriverError(.appNotRunning(action: "read the application")) }
            return read(root)
        } catch {
            FailureRecorder.record(DriverError.wrapping(error), at: nil)
            return fallback
        }
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

    /// Types `text` into the element, focusing it first.
    public func typeText(_ text: String, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        act(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.typeText(text) }
    }

    /// Swipes up over the element.
    public func swipeUp(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        if element == nil { appAct(site) { try await $0.swipeUp() } } else { act(site) { try await $0.swipeUp() } }
    }

    /// Swipes down over the element.
    public func swipeDown(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        if element == nil { appAct(site) { try await $0.swipeDown() } } else { act(site) { try await $0.swipeDown() } }
    }

    /// Waits up to `timeout` seconds for the element to exist; returns whether it does.
    public func waitForExistence(timeout: TimeInterval, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        wait(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.waitForExistence(timeout: .seconds(timeout)) }
    }

    /// Waits up to `timeout` seconds for the element to disappear; returns whether it has.
    public func waitForNonExistence(timeout: TimeInterval, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        wait(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.waitForNonExistence(timeout: .seconds(timeout)) }
    }

    private func act(_ site: CallSite, _ action: @escaping @Sendable (Element) async throws -> Void) {
        guard let element else { return }
        BlockingBridge.shared.runRecordingFailure(at: site, fallback: ()) { try await action(element) }
    }

    private func appAct(_ site: CallSite, _ action: @escaping @Sendable (App) async throws -> Void) {
        let app = driverApp
        BlockingBridge.shared.runRecordingFailure(at: site, fallback: ()) { try await action(app) }
    }

    private func wait(_ site: CallSite, _ condition: @escaping @Sendable (Element) async throws -> Bool) -> Bool {
        guard let element else { return exists }
        return BlockingBridge.shared.runRecordingFailure(at: site, fallback: false) { try await condition(element) }
    }

    // MARK: - Queries

    /// Every element of `type` inside this one.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: driverApp, query: Query(base: base, steps: [.descendants(type)]))
    }

    /// This element's direct children of `type`.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: driverApp, query: Query(base: base, steps: [.children(type)]))
    }

    private var base: QueryBase {
        locator.map(QueryBase.element) ?? .application
    }
}

/// XCUITest's name for the protocol giving `buttons`, `cells` and the other providers.
public typealias XCUIElementTypeQueryProvider = ElementTypeQueryProvider
