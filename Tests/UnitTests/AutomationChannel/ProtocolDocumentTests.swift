import AutomationChannel
import Foundation
import ScreenModel
import Testing

/// docs/protocol.md against the codec: the worked example's bytes and every code table
/// are what the code sends and reads.
@Suite("docs/protocol.md")
struct ProtocolDocumentTests {
    static let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/protocol.md"), encoding: .utf8)) ?? ""
    }()

    /// The text of the section whose heading starts with `heading`, up to the next heading of its level.
    static func section(_ heading: String) -> String {
        guard let start = document.range(of: "\n" + heading) else { return "" }
        let level = String(heading.prefix { $0 == "#" })
        let rest = document[start.upperBound...]
        let end = rest.range(of: "\n" + level + " ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The bytes of each ```hex block in `text`, in order.
    static func hexBlocks(in text: String) -> [[UInt8]] {
        text.components(separatedBy: "```hex\n").dropFirst().map { block in
            let body = block.components(separatedBy: "```").first ?? ""
            return body.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { UInt8($0, radix: 16) }
        }
    }

    /// Pairs like `` `0a` | table `` or `` `3` escape `` in `text`: code and name.
    static func codes(in text: String, hexadecimal: Bool) -> [String: UInt8] {
        let pattern = hexadecimal ? #/`([0-9a-f]{2})` \| (\w+)/# : #/`(\d+)` (\w+)/#
        var result: [String: UInt8] = [:]
        for match in text.matches(of: pattern) {
            result[String(match.output.2)] = UInt8(match.output.1, radix: hexadecimal ? 16 : 10)
        }
        return result
    }

    static func counter(generation: UInt64, count: Int) -> ElementTree {
        ElementTree(
            generation: generation,
            root: ElementSnapshot(
                .application, label: "Counter", frame: Rect(x: 0, y: 0, width: 20, height: 3),
                children: [
                    ElementSnapshot(.staticText, identifier: "count", label: String(count), frame: Rect(x: 2, y: 0, width: 1, height: 1)),
                    ElementSnapshot(.button, identifier: "add", label: "Add one", frame: Rect(x: 2, y: 2, width: 7, height: 1)),
                ]))
    }

    @Test("the worked example's frames are exactly what the codec writes, and read back as the messages described")
    func workedExample() throws {
        let blocks = Self.hexBlocks(in: Self.section("## 14."))
        let expected: [[UInt8]] = [
            AppMessage.hello(AppHello(protocolVersion: 2, processID: 4242, appName: "Counter")).framed(),
            DriverMessage.hello(protocolVersion: 2).framed(),
            AppMessage.tree(Self.counter(generation: 1, count: 0)).framed(),
            DriverMessage.command(sequence: 1, .tap(CommandTarget(path: ElementPath([1]), elementType: .button, identifier: "add"))).framed(),
            AppMessage.tree(Self.counter(generation: 2, count: 1)).framed(),
            AppMessage.screen(AppScreen(generation: 2, rows: ["  1", "", "  <Add one>"])).framed(),
            AppMessage.reply(Reply(sequence: 1, generation: 2, outcome: .done)).framed(),
            DriverMessage.command(sequence: 2, .tap(CommandTarget(path: ElementPath([5]), elementType: .button, identifier: "gone"))).framed(),
            AppMessage.reply(Reply(sequence: 2, generation: 2, outcome: .refused(CommandRefusal(.staleElement, "gone")))).framed(),
            [0, 0, 0, 1, 0xFF],
            AppMessage.protocolViolation(WireError.unknownMessageKind(0xFF).description).framed(),
        ]
        #expect(blocks.count == expected.count)
        for (index, (documented, written)) in zip(blocks, expected).enumerated() {
            #expect(documented == written, "block \(index + 1): documented \(hex(documented)), written \(hex(written))")
        }
        #expect(throws: WireError.unknownMessageKind(0xFF)) { try DriverMessage(decoding: [0xFF]) }
    }

    @Test("the tree difference example is exactly what the codec writes for the worked example's tap, and applies to its first tree")
    func differenceExample() throws {
        let blocks = Self.hexBlocks(in: Self.section("### 6.4"))
        let difference = TreeDifference.between(Self.counter(generation: 1, count: 0), Self.counter(generation: 2, count: 1))

        #expect(blocks == [AppMessage.treeDifference(difference).framed()])
        #expect(try difference.applied(to: Self.counter(generation: 1, count: 0)) == Self.counter(generation: 2, count: 1))
    }

    @Test("the element type table gives every type the code the codec writes, and no code to `any`")
    func elementTypeCodes() {
        let table = Self.codes(in: Self.section("### 6.1"), hexadecimal: true)
        #expect(table.count == ElementType.allCases.count - 1)
        for type in ElementType.allCases where type != .any {
            // 4 length bytes, the kind, generation 1, the activity's two bytes, then the root's type.
            let written = AppMessage.tree(ElementTree(generation: 1, root: ElementSnapshot(type))).framed()[8]
            #expect(table["\(type)"] == written, "\(type)")
        }
    }

    @Test("the command table gives every command the kind the codec writes")
    func commandKinds() {
        let table = Self.codes(in: Self.section("## 7."), hexadecimal: true)
        let target = CommandTarget(path: .root, elementType: .button, identifier: "")
        let commands: [Command] = [
            .tap(target), .doubleTap(target), .typeText(target, ""), .clearText(target), .press(.enter), .swipe(nil, .up),
            .advanceClock(milliseconds: 0), .refresh, .setCondition(name: "", value: ""),
        ]
        for command in commands {
            // 4 length bytes, the kind 12, sequence 1, then the command's kind.
            #expect(table[command.name.hasPrefix("swipe") ? "swipe" : command.name] == DriverMessage.command(sequence: 1, command).framed()[6], "\(command.name)")
        }
    }

    @Test("the key and swipe direction codes are the ones the codec writes")
    func keyAndDirectionCodes() {
        let text = Self.section("## 7.")
        let keys = Self.codes(in: text.components(separatedBy: "Key codes").last?.components(separatedBy: "Swipe directions").first ?? "", hexadecimal: false)
        #expect(keys.count == Key.allCases.count)
        for key in Key.allCases {
            #expect(keys[key.rawValue] == DriverMessage.command(sequence: 1, .press(key)).framed()[7], "\(key)")
        }
        let directions = Self.codes(in: text.components(separatedBy: "Swipe directions").last?.components(separatedBy: "\n\n").first ?? "", hexadecimal: false)
        #expect(directions.count == SwipeDirection.allCases.count)
        for direction in SwipeDirection.allCases {
            #expect(directions[direction.rawValue] == DriverMessage.command(sequence: 1, .swipe(nil, direction)).framed()[7], "\(direction)")
        }
    }

    @Test("the message kind tables give each message the kind byte the codec writes")
    func messageKinds() {
        let app = Self.codes(in: Self.section("### 5.1"), hexadecimal: true)
        #expect(app["hello"] == AppMessage.hello(AppHello(processID: 1, appName: "")).framed()[4])
        #expect(app["tree"] == AppMessage.tree(ElementTree(generation: 1, root: ElementSnapshot(.application))).framed()[4])
        #expect(app["status"] == AppMessage.status(generation: 1, activity: .idle).framed()[4])
        #expect(app["reply"] == AppMessage.reply(Reply(sequence: 1, generation: 1, outcome: .done)).framed()[4])
        #expect(app["protocolViolation"] == AppMessage.protocolViolation("").framed()[4])
        #expect(app["screen"] == AppMessage.screen(AppScreen(generation: 1, rows: [])).framed()[4])
        #expect(app["treeDifference"] == AppMessage.treeDifference(TreeDifference(baseGeneration: 1, generation: 2, activity: .idle, root: ElementChange())).framed()[4])
        let driver = Self.codes(in: Self.section("### 5.2"), hexadecimal: true)
        #expect(driver["hello"] == DriverMessage.hello(protocolVersion: 1).framed()[4])
        #expect(driver["command"] == DriverMessage.command(sequence: 1, .refresh).framed()[4])
    }

    @Test("the prepared launch table gives each message the kind byte the codec writes")
    func preparedLaunchKinds() {
        let kinds = Self.codes(in: Self.section("### 16.2"), hexadecimal: true)
        #expect(kinds["ready"] == PreparedLaunchMessage.ready(protocolVersion: 1).framed()[4])
        #expect(kinds["fork"] == PreparedLaunchMessage.fork(arguments: [], environment: [], directory: "/").framed()[4])
        #expect(kinds["forked"] == PreparedLaunchMessage.forked(processID: 1).framed()[4])
        #expect(kinds["refused"] == PreparedLaunchMessage.refused("").framed()[4])
    }

    @Test("the limits the page states are the ones the code enforces")
    func limits() {
        #expect(Self.document.contains("1 to 1,048,576 (1 MiB)"))
        #expect(AutomationProtocol.maximumMessageBytes == 1_048_576)
        #expect(Self.document.contains("MUST NOT nest deeper than 128 levels"))
        #expect(AutomationProtocol.maximumDepth == 128)
        #expect(Self.document.contains("Protocol version: **\(AutomationProtocol.version)**"))
        #expect(Self.document.contains("| `\(AutomationProtocol.channelEnvironmentKey)` | `\(AutomationProtocol.channelDescriptor)` |"))
        #expect(Self.document.contains("| `\(AutomationProtocol.parentEnvironmentKey)` |"))
        #expect(Self.document.contains("| `\(AutomationProtocol.checkArgumentsEnvironmentKey)` |"))
    }

    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined(separator: " ")
    }
}
