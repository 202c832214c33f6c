import Foundation
@testable import JourneyScript
import Testing

/// The bit of XML the JUnit merge reads and writes: CDATA is text, equality looks at
/// attributes in order, and a document that is not XML says where it broke.
@Suite("journey merge: reading XML")
struct XMLNodeTests {
    @Test("CDATA is part of an element's text, joined to the text around it")
    func cdataIsText() throws {
        let root = try XMLNode.parse(Data(#"<testcase name="a"><system-out>before <![CDATA[<tap> & "go"]]> after</system-out></testcase>"#.utf8))

        #expect(root.children(named: "system-out").first?.text == #"before <tap> & "go" after"#)
    }

    @Test("two nodes are equal when name, attributes in order, text and children are; attribute order counts")
    func equality() {
        let node = XMLNode(name: "testsuite", attributes: [("name", "a"), ("tests", "1")], children: [XMLNode(name: "testcase", text: "x")])

        #expect(node == XMLNode(name: "testsuite", attributes: [("name", "a"), ("tests", "1")], children: [XMLNode(name: "testcase", text: "x")]))
        #expect(node != XMLNode(name: "testsuite", attributes: [("tests", "1"), ("name", "a")], children: [XMLNode(name: "testcase", text: "x")]))
        #expect(node != XMLNode(name: "testsuite", attributes: [("name", "a"), ("tests", "1")], children: [XMLNode(name: "testcase", text: "y")]))
        #expect(node != XMLNode(name: "testsuites", attributes: [("name", "a"), ("tests", "1")], children: [XMLNode(name: "testcase", text: "x")]))
    }

    @Test("a document that is not well-formed XML is refused with the line it broke on")
    func malformed() {
        #expect {
            try XMLNode.parse(Data("<testsuites>\n<testsuite>\n</testsuites>".utf8))
        } throws: { error in
            "\(error)".hasSuffix(" at line 3")
        }
    }
}
