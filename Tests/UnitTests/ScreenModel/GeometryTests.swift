import ScreenModel
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test(
        "a rect's centre is its middle cell, the upper-left of the middle ones when a side is even, and inside it",
        arguments: [
            (width: 1, height: 1, x: 5, y: 3), (width: 2, height: 2, x: 5, y: 3), (width: 3, height: 1, x: 6, y: 3),
            (width: 4, height: 5, x: 6, y: 5), (width: 80, height: 24, x: 44, y: 14),
        ])
    func centreIsTheMiddleCell(width: Int, height: Int, x: Int, y: Int) {
        let rect = Rect(x: 5, y: 3, width: width, height: height)

        #expect(rect.center == Point(x: x, y: y))
        #expect(rect.contains(rect.center))
    }
}
