@testable import ScreenElements
import Testing

@Suite("ScalarSet: membership by a bit for ASCII and by a range and a look-up past it")
struct ScalarSetTests {
    /// Members at each edge of the two ASCII words and just past ASCII, and two far apart
    /// past it, with a non-member between them.
    static let edges: ScalarSet = ["\u{0}", "?", "@", "\u{7F}", "\u{80}", "─", "╿"]

    @Test("the edges of each ASCII word and the first scalar past ASCII are members; their neighbours are not")
    func asciiEdges() {
        for member: Unicode.Scalar in ["\u{0}", "?", "@", "\u{7F}", "\u{80}"] {
            #expect(Self.edges.contains(member), "U+\(String(member.value, radix: 16))")
        }
        for neighbour: Unicode.Scalar in ["\u{1}", ">", "A", "\u{7E}", "\u{81}"] {
            #expect(!Self.edges.contains(neighbour), "U+\(String(neighbour.value, radix: 16))")
        }
    }

    @Test("past ASCII, the lowest and highest members are in; a scalar between them that is no member, or outside them, is not")
    func pastAscii() {
        #expect(Self.edges.contains("─"))
        #expect(Self.edges.contains("╿"))
        #expect(!Self.edges.contains("━"))
        #expect(!Self.edges.contains("\u{7FF}"))
        #expect(!Self.edges.contains("\u{10FFFF}"))
    }

    @Test("an empty set holds nothing, in ASCII or past it")
    func emptySet() {
        let empty = ScalarSet([])

        for scalar: Unicode.Scalar in ["\u{0}", "?", "@", "\u{7F}", "\u{80}", "\u{10FFFF}"] {
            #expect(!empty.contains(scalar))
        }
    }

    @Test("a set agrees with Set on every scalar up to U+3000, for the box-drawing lines and a few letters")
    func agreesWithSet() {
        let members = Array("abz{|}[]<>()".unicodeScalars) + (0x2500...0x257F).compactMap(Unicode.Scalar.init) + ["☐", "◉"]
        let set = ScalarSet(members)
        let reference = Set(members)

        let disagreements = (0..<0x3000).compactMap(Unicode.Scalar.init).filter { set.contains($0) != reference.contains($0) }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map { "U+\(String($0.value, radix: 16))" })")
    }
}
