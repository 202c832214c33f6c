@testable import Driver
import Testing

@Suite("Where focus went on the way to an element, as a failure says it")
struct FocusTrailTests {
    @Test("one key: how many presses, each holder in turn, and what never happened")
    func oneLeg() {
        var trail = FocusTrail(target: "Help", goal: "took focus")
        trail.begin("Tab", from: "OK")
        trail.pressed(leaving: "Cancel")
        trail.pressed(leaving: "OK")

        #expect(trail.description == "Tab 2 times: OK → Cancel → OK; \"Help\" never took focus")
    }

    @Test("a key pressed once says once; a key begun and never pressed is left out")
    func onceAndUnpressed() {
        var trail = FocusTrail(target: "kiwi", goal: "became selected")
        trail.begin("Down", from: "apple")
        trail.pressed(leaving: "banana")
        trail.begin("Up", from: "banana")

        #expect(trail.description == "Down once: apple → banana; \"kiwi\" never became selected")
    }

    @Test("legs follow each other in the order the keys were tried")
    func severalLegs() {
        var trail = FocusTrail(target: "Help", goal: "took focus")
        trail.begin("Tab", from: "OK")
        trail.pressed(leaving: "OK")
        trail.begin("Right", from: "OK")
        trail.pressed(leaving: "Cancel")
        trail.pressed(leaving: "Cancel")

        #expect(trail.description == "Tab once: OK → OK; Right 2 times: OK → Cancel → Cancel; \"Help\" never took focus")
    }

    @Test("a leg is spent when focus comes back to where it began or stops moving, and not while it moves on")
    func exhaustion() {
        var trail = FocusTrail(target: "Help", goal: "took focus")
        #expect(!trail.lastLegIsExhausted)
        trail.begin("Tab", from: "OK")
        #expect(!trail.lastLegIsExhausted)
        trail.pressed(leaving: "Cancel")
        #expect(!trail.lastLegIsExhausted)
        trail.pressed(leaving: "Retry")
        #expect(!trail.lastLegIsExhausted)
        trail.pressed(leaving: "OK")
        #expect(trail.lastLegIsExhausted)

        trail.begin("Right", from: "OK")
        trail.pressed(leaving: "Cancel")
        trail.pressed(leaving: "Cancel")
        #expect(trail.lastLegIsExhausted)
    }
}
