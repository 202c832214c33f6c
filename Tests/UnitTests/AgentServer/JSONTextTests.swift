import AgentServer
import Foundation
import Testing

@Suite("JSON text: read strictly, written one way")
struct JSONTextTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONValue.parse(Data(text.utf8))
    }

    private func problem(_ text: String) -> JSONSyntaxError? {
        do throws(JSONSyntaxError) {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("every kind of value reads as itself, with whitespace around and between")
    func values() throws {
        #expect(
            try parse(#" { "a" : [ 1 , -2.5 , true , false , null , "x" ] , "b" : { } , "c" : [ ] } "#)
                == ["a": [1, -2.5, true, false, .null, "x"], "b": [:], "c": []])
        #expect(try parse("\t\r\n0\n") == 0)
    }

    @Test("a whole number that fits an Int is one; past Int's ends, or with a fraction or exponent, a double")
    func numbers() throws {
        #expect(try parse("9223372036854775807") == .int(Int.max))
        #expect(try parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try parse("-9223372036854775808") == .int(Int.min))
        #expect(try parse("-9223372036854775809") == .double(-9_223_372_036_854_775_808))
        #expect(try parse("1.0") == .double(1))
        #expect(try parse("1e2") == .double(100))
        #expect(try parse("1E+2") == .double(100))
        #expect(try parse("-0") == .int(0))
        #expect(try parse("0.5e-1") == .double(0.05))
    }

    @Test("escapes read as what they stand for, a surrogate pair as one character")
    func escapes() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try parse(#""\u0041\u00e9\u20AC""#) == .string("Aé€"))
        #expect(try parse(#""\ud83d\ude00!""#) == .string("😀!"))
        #expect(try parse(#""é😀 plain""#) == .string("é😀 plain"))
    }

    @Test(
        "what is not JSON is refused, naming the problem and the byte",
        arguments: [
            ("", "expected a value, found the end at byte 0"),
            ("[1,]", "expected a value, found ']' at byte 3"),
            ("{\"a\" 1}", "expected : after a member's name at byte 5"),
            ("{a:1}", "expected a member's name in quotes at byte 1"),
            ("[1 2]", "expected , or ] in an array at byte 3"),
            ("{\"a\":1 \"b\":2}", "expected , or } in an object at byte 7"),
            ("1 2", "more after the value at byte 2"),
            ("tru", "expected true at byte 0"),
            ("nul", "expected null at byte 0"),
            ("01", "a number may not start with 0 at byte 1"),
            ("-", "a number needs a digit at byte 1"),
            ("+1", "expected a value, found '+' at byte 0"),
            ("1.", "a fraction needs a digit at byte 2"),
            ("1e", "an exponent needs a digit at byte 2"),
            ("1e999", "a number too large for a double at byte 0"),
            ("\"abc", "a string with no closing quote at byte 4"),
            ("\"a\tb\"", "byte 0x09 inside a string (write it as an escape) at byte 2"),
            (#""\x""#, #"\'x' is no escape at byte 2"#),
            (#""\u12""#, "a \\u escape needs four hex digits at byte 5"),
            (#""\ud83d""#, "a \\u escape of a lone high surrogate at byte 7"),
            (#""\ud83d\u0041""#, "a high surrogate not followed by a low one at byte 13"),
            (#""\ude00""#, "a \\u escape of a lone low surrogate at byte 7"),
        ])
    func refused(text: String, says: String) {
        #expect(problem(text)?.description == says)
    }

    @Test(
        "bytes that are not UTF-8 inside a string are refused, from the first byte past ASCII",
        arguments: [[0xFF], [0x80], [0xC3], [0xC3, 0x28], [UInt8(ascii: "a"), 0x80]] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        let text = Array("\"ab".utf8) + bytes + [UInt8(ascii: "\"")]
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data(text)) }
    }

    @Test("a string's bytes read as they are: the last ASCII byte, and UTF-8 of two, three and four bytes")
    func stringBytes() throws {
        for text in ["a\u{7F}b", "é", "€ and 😀", "\u{7F}é"] {
            #expect(try JSONValue.parse(Data(("\"" + text + "\"").utf8)) == .string(text))
        }
    }

    @Test("nesting is read to the maximum depth and refused one level past it, arrays and objects alike")
    func depth() throws {
        func arrays(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        func objects(_ depth: Int) -> String { String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth) }
        let limit = JSONValue.maximumDepth

        #expect(problem(arrays(limit - 1)) == nil)
        #expect(problem(arrays(limit)) == nil)
        #expect(problem(arrays(limit + 1))?.problem == "nested deeper than \(limit)")
        #expect(problem(objects(limit)) == nil)
        #expect(problem(objects(limit + 1))?.problem == "nested deeper than \(limit)")
    }

    @Test("written, keys are sorted, controls escaped, slashes and non-ASCII kept, a non-finite number null")
    func writing() {
        let value: JSONValue = ["b": [1, 2.5, true, .null], "a": "x/y \"q\" \\ é\n\t\u{1}\u{1F}", "c": .double(.infinity), "d": .double(.nan)]
        #expect(value.jsonText == #"{"a":"x/y \"q\" \\ é\n\t\u0001\u001f","b":[1,2.5,true,null],"c":null,"d":null}"#)
        #expect(JSONValue.string("\u{8}\u{C}\r").jsonText == #""\b\f\r""#)
        #expect(JSONValue.string("\"a\\").jsonText == #""\"a\\""#, "escapes first and last, with nothing between")
        #expect(JSONValue.string("").jsonText == #""""#)
    }

    @Test("what is written reads back as the same value")
    func roundTrip() throws {
        let value: JSONValue = ["text": "line\nnext 😀 \u{0} \u{7F}", "n": [.int(Int.min), .int(Int.max), 0], "x": [-1.5e-7, 3.25], "deep": [["a": [[:]]]]]
        #expect(try JSONValue.parse(Data(value.jsonText.utf8)) == value)
    }
}
