public import Foundation
import Driver
import ScreenModel

extension XCUIElement {
    /// Taps the element `numberOfTaps` times (two taps are a double tap), as XCUITest's
    /// `tap(withNumberOfTaps:numberOfTouches:)`. A terminal has one pointer: a
    /// `numberOfTouches` other than 1, or fewer than one tap, records a failure and does nothing.
    public func tap(
        withNumberOfTaps numberOfTaps: Int, numberOfTouches: Int,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        guard numberOfTouches == 1, numberOfTaps >= 1 else {
            return FailureRecorder.record(
                "tap(withNumberOfTaps: \(numberOfTaps), numberOfTouches: \(numberOfTouches)) on \(self): a terminal has one pointer, "
                    + "so numberOfTouches must be 1, and numberOfTaps at least 1", at: site)
        }
        if numberOfTaps == 2 { return act(site) { try await $0.doubleTap() } }
        for _ in 0..<numberOfTaps { act(site) { try await $0.tap() } }
    }

    /// Presses the element, then drags to `otherElement`, as XCUITest's
    /// `press(forDuration:thenDragTo:)`: the scrolling container under the element
    /// scrolls the way the drag moves (a drag upwards is `swipeUp()`); a drag that does
    /// not move is a press. The automation protocol has no drag and drop, so nothing is
    /// dropped on `otherElement`.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        drag(from: frame.middle, to: otherElement.frame.middle, over: self, site)
    }

    /// Presses the element, then drags to `otherElement`; the velocity and the hold change
    /// nothing in a terminal. See `press(forDuration:thenDragTo:)`.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
        withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        press(forDuration: duration, thenDragTo: otherElement, file: file, fileID: fileID, line: line, column: column)
    }

    /// A drag from `start` to `end` (points in cells) over `element`: a swipe the way it moves, or a press.
    func drag(from start: CGPoint, to end: CGPoint, over element: XCUIElement, _ site: CallSite) {
        guard let direction = Self.swipeDirection(from: start, to: end) else {
            return element.act(site) { try await $0.press(forDuration: .zero) }
        }
        element.swipe(direction, site)
    }

    /// Which way a drag from `start` to `end` scrolls, along its longer axis; nil when it
    /// stays within one cell.
    static func swipeDirection(from start: CGPoint, to end: CGPoint) -> SwipeDirection? {
        let dx = end.x - start.x, dy = end.y - start.y
        guard abs(dx) >= 1 || abs(dy) >= 1 else { return nil }
        if abs(dy) >= abs(dx) { return dy < 0 ? .up : .down }
        return dx < 0 ? .left : .right
    }
}

extension XCUICoordinate {
    /// Presses the point, then drags to `otherCoordinate`: the scrolling container under
    /// the point scrolls the way the drag moves; a drag that does not move is a press.
    /// See `XCUIElement.press(forDuration:thenDragTo:)`.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        guard XCUIElement.swipeDirection(from: screenPoint, to: otherCoordinate.screenPoint) != nil else {
            return press(forDuration: duration, file: file, fileID: fileID, line: line, column: column)
        }
        referencedElement.drag(from: screenPoint, to: otherCoordinate.screenPoint, over: referencedElement, site)
    }

    /// Presses the point, then drags to `otherCoordinate`; the velocity and the hold change
    /// nothing in a terminal.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
        withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        press(forDuration: duration, thenDragTo: otherCoordinate, file: file, fileID: fileID, line: line, column: column)
    }
}

extension CGRect {
    /// The rectangle's middle.
    var middle: CGPoint { CGPoint(x: midX, y: midY) }
}
