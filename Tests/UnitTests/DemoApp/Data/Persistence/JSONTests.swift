@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("JSON in state files")
struct JSONTests {
    @Test("data nested 64 levels deep is read; one level more is refused as too deep")
    func nestingLimit() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)

        _ = try JSON(parsing: deepest)
        let error = #expect(throws: JSONError.self) { try JSON(parsing: tooDeep) }

        #expect(error?.description.contains("less deeply nested data") == true)
    }

    @Test("objects nest under the same limit as arrays")
    func objectNestingLimit() throws {
        let deepest = String(repeating: "{\"a\":", count: 63) + "1" + String(repeating: "}", count: 63)
        let tooDeep = String(repeating: "{\"a\":", count: 64) + "1" + String(repeating: "}", count: 64)

        _ = try JSON(parsing: deepest)
        #expect(throws: JSONError.self) { try JSON(parsing: tooDeep) }
    }
}

@Suite("JSON strings")
struct JSONStringTests {
    @Test(
        "text and escapes keep their order, whatever bytes the text is made of",
        arguments: [
            (#""é\nx""#, "é\nx"), (#""日本\"語\"""#, "日本\"語\""), (#""a\\b""#, "a\\b"), (#""\u00e9t\u00e9""#, "été"),
            (#""x\/y""#, "x/y"), (#""ü""#, "ü"),
        ])
    func stringsDecode(text: String, expected: String) throws {
        #expect(try JSON(parsing: text) == .string(expected))
    }

    @Test("a string is written so that reading it back gives it unchanged", arguments: ["é\n\"x\"", "tab\there", "日本", "\u{1}"])
    func roundTrip(value: String) throws {
        #expect(try JSON(parsing: JSON.string(value).serialized) == .string(value))
    }
}
