@testable import DemoApp
import Testing

@Suite("Prepared warm-up")
struct PreparedWarmUpTests {
    @Test("the warm-up of a prepared process reaches every main screen, through payment, skipping no step")
    func walksEveryMainScreen() {
        #expect(PreparedWarmUp.walkMainScreens() == [])
    }
}
