import ScreenModel
@testable import XCUITerminal
import Testing

@Suite("XCUITest's modifier flags")
struct KeyModifierFlagsTests {
    typealias Flags = XCUIElement.KeyModifierFlags

    @Test(
        "each flag a terminal has becomes its modifier, alone and together; Command has none",
        arguments: [
            (Flags(), KeyModifiers?.some([])), (Flags.shift, KeyModifiers?.some(.shift)), (Flags.control, KeyModifiers?.some(.control)),
            (Flags.option, KeyModifiers?.some(.option)), (Flags([.shift, .control, .option]), KeyModifiers?.some(.all)),
            (Flags([.shift, .option]), KeyModifiers?.some([.shift, .option])), (Flags.command, KeyModifiers?.none),
            (Flags([.command, .shift]), KeyModifiers?.none),
        ] as [(Flags, KeyModifiers?)])
    func keyModifiers(flags: Flags, expected: KeyModifiers?) {
        #expect(flags.keyModifiers == expected)
    }

    @Test("the flags are distinct bits, none of them empty")
    func distinctBits() {
        let flags: [Flags] = [.shift, .control, .option, .command]
        #expect(flags.allSatisfy { !$0.isEmpty })
        #expect(Set(flags.map(\.rawValue)).count == 4)
        #expect(flags.map(\.rawValue).reduce(0, |) == flags.map(\.rawValue).reduce(0, +))
    }
}
