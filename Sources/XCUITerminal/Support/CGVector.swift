public import Foundation

/// A two-dimensional offset, as CoreGraphics' `CGVector`, which Foundation on Linux
/// lacks: XCUITest's coordinates take one.
public struct CGVector: Sendable, Hashable {
    /// The horizontal part.
    public var dx: CGFloat
    /// The vertical part.
    public var dy: CGFloat

    /// The vector `(dx, dy)`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector `(dx, dy)`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector `(dx, dy)`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// No offset.
    public static let zero = CGVector(dx: 0, dy: 0)
}
