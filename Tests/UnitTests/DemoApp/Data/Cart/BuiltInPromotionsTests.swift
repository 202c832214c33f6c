@testable import DemoApp
import Testing

@Suite("Built-in promotion codes")
struct BuiltInPromotionsTests {
    @Test("a known code is found whatever its case and surrounding spaces", arguments: ["SAVE20", "save20", "Save20", "  sAvE20\t"])
    func knownCodeInAnyCase(typed: String) {
        #expect(BuiltInPromotions().promotion(forCode: typed) == Promotion(code: "SAVE20", percentOff: 20))
    }

    @Test("a code that only resembles a known one is not found", arguments: ["SAVE2", "SAVE200", "SAVE 20", "", "SAVE20X"])
    func nearMissIsUnknown(typed: String) {
        #expect(BuiltInPromotions().promotion(forCode: typed) == nil)
    }

    @Test("the codes given replace the standard ones")
    func givenCodes() {
        let promotions = BuiltInPromotions([Promotion(code: "HALF", percentOff: 50)])

        #expect(promotions.promotion(forCode: "half")?.percentOff == 50)
        #expect(promotions.promotion(forCode: "SAVE20") == nil)
    }
}
