import ScreenModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element with its attributes (in document order), text and children: enough
/// of XML to read JUnit files and write them back.
struct XMLNode: Sendable, Equatable {
    var name: String
    var attributes: [(String, String)]
    var text: String
    var children: [XMLNode]

    init(name: String, attributes: [(String, String)] = [], text: String = "", children: [XMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    static func == (lhs: XMLNode, rhs: XMLNode) -> Bool {
        lhs.name == rhs.name && lhs.attributes.map { [$0.0, $0.1] } == rhs.attributes.map { [$0.0, $0.1] }
            && lhs.text == rhs.text && lhs.children == rhs.children
    }

    /// The value of attribute `name`.
    subscript(attribute: String) -> String? {
        get { attributes.first { $0.0 == attribute }?.1 }
        set {
            if let index = attributes.firstIndex(where: { $0.0 == attribute }) {
                if let newValue { attributes[index].1 = newValue } else { attributes.remove(at: index) }
            } else if let newValue {
                attributes.append((attribute, newValue))
            }
        }
    }

    /// The children named `name`.
    func children(named name: String) -> [XMLNode] {
        children.filter { $0.name == name }
    }

    /// Parses a document and returns its root element.
    ///
    /// - Throws: `XMLNode.ParseError` with the parser's line and column.
    static func parse(_ data: Data) throws -> XMLNode {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(description: "\(parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML") at line \(parser.lineNumber)")
        }
        return root
    }

    /// Why a document could not be read.
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// The element as XML, indented by `depth` levels; text is kept as it was.
    func xml(depth: Int = 0) -> String {
        let indent = String(repeating: "  ", count: depth)
        let attributes = self.attributes.map { " \($0.0)=\"\($0.1.xmlAttributeEscaped)\"" }.joined()
        let text = self.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : self.text.xmlEscaped
        if children.isEmpty {
            return text.isEmpty ? "\(indent)<\(name)\(attributes)/>" : "\(indent)<\(name)\(attributes)>\(text)</\(name)>"
        }
        let inner = children.map { $0.xml(depth: depth + 1) }.joined(separator: "\n")
        return "\(indent)<\(name)\(attributes)>\(text)\n\(inner)\n\(indent)</\(name)>"
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLNode] = []
        var root: XMLNode?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            // XMLParser gives attributes unordered; sorted, they at least come out the same every time.
            stack.append(XMLNode(name: name, attributes: attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let node = stack.popLast() else { return }
            if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
        }
    }
}
