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

    /// Presses the element, then drags it onto `otherElement`, as XCUITest's
    /// `press(forDuration:thenDragTo:)`: the mouse button goes down on the middle of the
    /// element, moves to the middle of `otherElement` and comes up there, and the app
    /// decides what the drag does (moves a row, a knob; over a list the kit scrolls it).
    /// A terminal's mouse has no pressure to hold: nothing waits out `duration`.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        let destination = otherElement.element
        act(site) { try await $0.drag(to: destination) }
    }

    /// Presses the element, then drags it onto `otherElement`; the velocity and the hold
    /// change nothing in a terminal. See `press(forDuration:thenDragTo:)`.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
        withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        press(forDuration: duration, thenDragTo: otherElement, file: file, fileID: fileID, line: line, column: column)
    }
}

extension XCUICoordinate {
    /// Presses the point, then drags to `otherCoordinate`, as XCUITest's
    /// `press(forDuration:thenDragTo:)` on coordinates: the mouse button goes down on
    /// whatever is drawn at this point and comes up on the other's cell (each rounded down
    /// to its cell); the app decides what the drag does.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
        file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let start = cell, end = otherCoordinate.cell
        referencedElement.appAct(CallSite(fileID: fileID, filePath: file, line: line, column: column)) {
            try await $0.drag(from: start, to: end)
        }
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
