import ScreenModel
import Testing

@Suite("Hit testing")
struct HitTestingTests {
    @Test("an element on screen and uncovered is hittable")
    func visibleElementIsHittable() throws {
        let tree = Fixtures.shopTree()
        let cell = try tree.resolve(locator(.cell, "productCell_3"))

        #expect(tree.isHittable(at: cell.path))
    }

    @Test("a cell scrolled out of its table is off screen, and the message says to scroll")
    func scrolledOutCellIsOffScreen() throws {
        let tree = Fixtures.shopTree()
        let cell = try tree.resolve(locator(.cell, "productCell_25"))

        let problem = try #require(tree.hittabilityProblem(at: cell.path))

        #expect(problem == .offScreen(frame: Rect(x: 0, y: 27, width: 80, height: 1), visibleArea: Rect(x: 0, y: 2, width: 80, height: 19)))
        #expect(problem.description.contains("swipeUp"))
    }

    @Test("scrolling brings a cell into view")
    func scrollingRevealsCell() throws {
        let tree = Fixtures.shopTree(scrolledBy: 10)
        let cell = try tree.resolve(locator(.cell, "productCell_25"))

        #expect(tree.isHittable(at: cell.path))
    }

    @Test("an alert blocks everything drawn before it, even outside its frame")
    func alertBlocksBackground() throws {
        let tree = Fixtures.withAlert(Fixtures.shopTree())
        let tab = try tree.resolve(locator(.button, "Cart"))
        let retry = try tree.resolve(locator(.button, "retryButton"))

        #expect(tree.hittabilityProblem(at: tab.path) == .blockedByModal(tree.element(at: ElementPath([0, 3]))!))
        #expect(tree.isHittable(at: retry.path))
    }

    @Test("a tap lands on the topmost element at a point; behind an alert only the window is hit")
    func hitTestFindsTopmost() {
        let tree = Fixtures.withAlert(Fixtures.shopTree())

        #expect(tree.hitTest(Point(x: 25, y: 12)) == ElementPath([0, 3, 1]))
        #expect(tree.hitTest(Point(x: 5, y: 12)) == ElementPath([0]))
        #expect(Fixtures.shopTree().hitTest(Point(x: 5, y: 12)).map { Fixtures.shopTree().element(at: $0)?.identifier } == "productName_10")
    }
}
