import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document as Foundation's `XMLParser` reads them, or the
/// parser's error: proof that a report is well-formed XML, and a way to look inside.
struct XMLElements {
    /// One element: its name, attributes and text.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    /// Every element, in document order.
    let elements: [Element]

    /// Parses `data`, or throws the parser's error with its line and column.
    init(_ data: Data) throws {
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw ParseError(description: "\(parser.parserError.map(String.init(describing:)) ?? "unknown error") at line \(parser.lineNumber), column \(parser.columnNumber)")
        }
        elements = collector.elements
    }

    /// The elements named `name`.
    func named(_ name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    /// Why the document is not well-formed.
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
