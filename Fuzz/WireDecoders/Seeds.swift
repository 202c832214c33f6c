// Writes real messages, as the app and the driver send them, into a corpus folder
// for the fuzzer to mutate: `wire-seeds DIRECTORY`.
import Glibc

func seedMessages() -> [[UInt8]] {
    let cells = (0..<12).map { index in
        ElementSnapshot(.cell, identifier: "productCell_\(index)", label: "Product \(index)", value: "€\(index).00",
                        frame: Rect(x: 0, y: 2 + index, width: 80, height: 1), children: [
            ElementSnapshot(.staticText, label: "Product \(index)", frame: Rect(x: 2, y: 2 + index, width: 30, height: 1)),
        ])
    }
    let root = ElementSnapshot(.application, label: "Shop", frame: Rect(x: 0, y: 0, width: 80, height: 24), children: [
        ElementSnapshot(.window, frame: Rect(x: 0, y: 0, width: 80, height: 24), children: [
            ElementSnapshot(.textField, identifier: "searchField", label: "Search", value: "", placeholderValue: "shoes",
                            hasFocus: true, frame: Rect(x: 2, y: 1, width: 40, height: 1)),
            ElementSnapshot(.table, identifier: "productTable", frame: Rect(x: 0, y: 2, width: 80, height: 19), children: cells),
            ElementSnapshot(.button, identifier: "checkoutButton", label: "Checkout", isEnabled: false, frame: Rect(x: 2, y: 22, width: 12, height: 1)),
        ]),
    ])
    let busy = Activity(pendingWork: [PendingWork(name: "network: GET /catalog", remainingMilliseconds: 240)], clock: .virtual)
    var edited = root
    edited.children[0].children[1].children.insert(ElementSnapshot(.cell, identifier: "productCell_new", label: "New"), at: 0)
    edited.children[0].children[1].children[5].label = "Changed"
    edited.children[0].children[1].children.swapAt(7, 8)
    edited.children[0].children.removeLast()
    let target = CommandTarget(path: ElementPath([0, 1, 3]), elementType: .cell, identifier: "productCell_3")
    let app: [AppMessage] = [
        .hello(AppHello(processID: 4242, appName: "Shop")),
        .tree(ElementTree(generation: 7, root: root, activity: busy)),
        .status(generation: 7, activity: .idle),
        .reply(Reply(sequence: 3, generation: 8, outcome: .done)),
        .reply(Reply(sequence: 4, generation: 8, outcome: .refused(CommandRefusal(.staleElement, "cell #productCell_3 is gone")))),
        .protocolViolation("unknown message kind 0x7f"),
        .screen(AppScreen(generation: 7, rows: ["╭─ Shop ─╮", "", "│ [ Log in ] │"])),
        .treeDifference(TreeDifference.between(ElementTree(generation: 7, root: root), ElementTree(generation: 8, root: edited, activity: busy))),
        .treeDifference(TreeDifference.between(ElementTree(generation: 1, root: fuzzSeedBase), ElementTree(generation: 2, root: fuzzSeedEdited))),
    ]
    let driver: [DriverMessage] = [
        .hello(protocolVersion: AutomationProtocol.version),
        .command(sequence: 1, .tap(target)),
        .command(sequence: 2, .typeText(target, "running shoes\n")),
        .command(sequence: 3, .swipe(nil, .up)),
        .command(sequence: 4, .press(.enter)),
        .command(sequence: 4, .pressKey("a", modifiers: [.control, .shift])),
        .command(sequence: 4, .pressKey(.f12, modifiers: [])),
        .command(sequence: 4, .drag(target, from: Point(x: 3, y: 2), to: Point(x: 40, y: 20))),
        .command(sequence: 5, .advanceClock(milliseconds: 1_500)),
        .command(sequence: 6, .setCondition(name: "network", value: "online")),
    ]
    let framed = app.map { $0.framed() } + driver.map { $0.framed() }
    // Unframed bodies too, and a stream of several frames.
    return framed + framed.map { Array($0.dropFirst(4)) } + [framed.flatMap { $0 }]
}

/// The fuzz target's base tree (FuzzTarget.swift's `fuzzBase`), and an edit of it, so a
/// seed's difference applies to it and the fuzzer starts from differences that work.
let fuzzSeedBase = ElementSnapshot(.application, children: [
    ElementSnapshot(.button, identifier: "a"),
    ElementSnapshot(.table, children: [ElementSnapshot(.cell), ElementSnapshot(.cell, identifier: "c")]),
    ElementSnapshot(.staticText, label: "t"),
])
let fuzzSeedEdited = ElementSnapshot(.application, children: [
    ElementSnapshot(.staticText, label: "t2"),
    ElementSnapshot(.table, children: [ElementSnapshot(.cell, identifier: "c"), ElementSnapshot(.cell, label: "new")]),
    ElementSnapshot(.button, identifier: "a"),
])

@main
struct WireSeeds {
    static func main() {
        let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
        for (index, message) in seedMessages().enumerated() {
            guard let file = fopen("\(directory)/seed-\(index)", "wb") else { continue }
            _ = message.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
    }
}
