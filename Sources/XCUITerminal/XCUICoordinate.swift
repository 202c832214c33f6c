public import Foundation
import Driver
import ScreenModel

/// A point on the screen relative to an element, as XCUITest's: made with
/// `element.coordinate(withNormalizedOffset:)`, moved with `withOffset(_:)`, tapped with
/// `tap()`. Points are in terminal cells; the element's frame is read when it is used.
public final class XCUICoordinate: @unchecked Sendable {
    /// The element the point is relative to.
    public let referencedElement: XCUIElement
    /// Where in the element, from (0, 0) at its top-left to (1, 1) at its bottom-right.
    public let normalizedOffset: CGVector
    /// Cells added after the normalized offset.
    public let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector = CGVector(dx: 0, dy: 0)) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// This point moved by `offset` cells.
    public func withOffset(_ offset: CGVector) -> XCUICoordinate {
        XCUICoordinate(
            element: referencedElement, normalizedOffset: normalizedOffset,
            pointsOffset: CGVector(dx: pointsOffset.dx + offset.dx, dy: pointsOffset.dy + offset.dy))
    }

    /// The point on the screen, in cells, once the app is idle.
    public var screenPoint: CGPoint {
        let frame = referencedElement.frame
        return CGPoint(
            x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
            y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
    }

    /// Taps whatever is drawn at the point.
    public func tap(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        let point = cell
        referencedElement.appAct(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.tap(at: point) }
    }

    /// Taps twice whatever is drawn at the point.
    public func doubleTap(file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        let point = cell
        referencedElement.appAct(CallSite(fileID: fileID, filePath: file, line: line, column: column)) { try await $0.doubleTap(at: point) }
    }

    /// Touches the point and holds it: in a terminal, a tap.
    public func press(forDuration duration: TimeInterval, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        tap(file: file, fileID: fileID, line: line, column: column)
    }

    /// The cell the point falls in.
    var cell: Point {
        let point = screenPoint
        return Point(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
    }
}

extension XCUIElement {
    /// A point relative to the element: `(0.5, 0.5)` is its middle.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset)
    }
}
