import AutomationChannel
import ScreenModel

extension ConformanceCheck {
    static let commands: [ConformanceCheck] = [
        ConformanceCheck(
            name: "refreshSendsTree", section: "§7, §9",
            summary: "refresh sends the whole tree, unchanged, as the next generation, then its reply"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            let first = try conversation.handshake()
            let (pushes, reply) = try conversation.perform(.refresh)
            guard case let .tree(tree)? = pushes.last, reply.generation == tree.generation else {
                throw .failed(expected: "a tree before the reply to refresh", arrived: "\(describe(pushes)) then \(ArrivalText.describe(.reply(reply)))")
            }
            guard reply.outcome == .done else {
                throw .failed(expected: "refresh to be done", arrived: ArrivalText.describe(.reply(reply)))
            }
            if first.activity.isIdle, tree.root != first.root {
                throw .failed(expected: "the same screen again (nothing happened)", arrived: "a different screen in tree generation \(tree.generation)")
            }
        },
        ConformanceCheck(
            name: "screenFollowsItsTree", section: "§5.1, §9, §11",
            summary: "an app that draws its own screen sends it right after each tree, for that tree's generation, a row of text for each row of the screen at most"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            let first = try conversation.handshake()
            let (pushes, _) = try conversation.perform(.refresh)
            guard !conversation.screens.isEmpty else {
                throw .skipped("the app sends no screen of its own (it may not: §5.1); its screen is drawn from its trees")
            }
            let trees = [first] + pushes.compactMap { if case let .tree(tree) = $0 { tree } else { nil } }
            for tree in trees {
                guard let rows = conversation.screens[tree.generation] else {
                    throw .failed(expected: "a screen right after tree generation \(tree.generation), as after the others", arrived: "none before the next message")
                }
                guard rows.count <= tree.screenSize.height else {
                    throw .failed(
                        expected: "at most \(tree.screenSize.height) rows (the root's height) in the screen of generation \(tree.generation)", arrived: "\(rows.count) rows")
                }
            }
        },
        ConformanceCheck(
            name: "oneReplyPerCommandInOrder", section: "§7.2",
            summary: "commands sent together get exactly one reply each, in order, with their own sequence numbers"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            try conversation.handshake()
            // Numbers a lazy app would get wrong: not from 1, with gaps, one past 32 bits.
            let sequences: [UInt64] = [7, 9, 1 << 40]
            conversation.peer.send(sequences.flatMap { DriverMessage.command(sequence: $0, .refresh).framed() })
            for sequence in sequences {
                let (pushes, _) = try conversation.awaitReply(to: sequence, of: .refresh)
                guard pushes.contains(where: { if case .tree = $0 { true } else { false } }) else {
                    throw .failed(expected: "a tree before the reply to refresh #\(sequence)", arrived: describe(pushes) + " then the reply")
                }
            }
            // A fence: anything extra the app sent for those commands arrives before this reply.
            _ = try conversation.perform(.refresh, sequence: (1 << 40) + 1)
        },
        ConformanceCheck(
            name: "replyFollowsItsTree", section: "§7.2, §9",
            summary: "a command that changes the screen gets the new tree first, then a reply with that tree's generation"
        ) { subject throws(CheckStop) in
            guard let identifier = subject.screenChangingTap else {
                throw .skipped("the subject names no element whose tap changes the screen (screenChangingTap)")
            }
            let conversation = try Conversation(subject)
            let first = try conversation.handshake()
            let target = try conversation.target(identifier, for: "tap it")
            let (pushes, reply) = try conversation.perform(.tap(target))
            guard reply.outcome == .done else {
                throw .failed(expected: "tap #\(identifier) to be done", arrived: ArrivalText.describe(.reply(reply)))
            }
            guard let tree = pushes.compactMap({ if case let .tree(tree) = $0 { tree } else { nil } }).last, tree.root != first.root else {
                throw .failed(expected: "a new tree, with the changed screen, before the reply to tap #\(identifier)", arrived: "\(describe(pushes)) then the reply")
            }
        },
        ConformanceCheck(
            name: "pressKeyAnswered", section: "§7.3",
            summary: "pressKey of a letter, and of F12 with every modifier held, is done, or refused with unsupported naming the key"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            try conversation.handshake()
            for (key, modifiers) in [(KeyboardKey("q"), KeyModifiers()), (.f12, .all)] {
                let (_, reply) = try conversation.perform(.pressKey(key, modifiers: modifiers))
                switch reply.outcome {
                case .done:
                    continue
                case let .refused(refusal) where refusal.reason == .unsupported && refusal.message.contains(key.rawValue):
                    continue
                case .refused:
                    throw .failed(
                        expected: "pressKey \(modifiers)\(key) done, or refused with unsupported (03) naming '\(key.rawValue)'", arrived: ArrivalText.describe(.reply(reply)))
                }
            }
        },
        ConformanceCheck(
            name: "dragChecked", section: "§7.4",
            summary:
                "a drag over the root is done or refused with unsupported; one starting outside its target's frame is refused with staleElement, one ending off the screen with notInteractable"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            let tree = try conversation.handshake()
            let root = CommandTarget(path: .root, elementType: tree.root.elementType, identifier: tree.root.identifier)
            let frame = tree.root.frame
            let middle = frame.center, corner = Point(x: max(frame.minX, 0), y: max(frame.minY, 0))
            let cases: [(from: Point, to: Point, expected: String, accepts: (CommandOutcome) -> Bool)] = [
                (middle, corner, "done, or refused with unsupported (03)", { $0 == .done || $0.refusalReason == .unsupported }),
                (Point(x: frame.maxX, y: frame.maxY), middle, "refused with staleElement (01): the start is outside the target", { $0.refusalReason == .staleElement }),
                (middle, Point(x: frame.maxX, y: middle.y), "refused with notInteractable (02): the end is off the screen", { $0.refusalReason == .notInteractable }),
            ]
            for drag in cases {
                let (_, reply) = try conversation.perform(.drag(root, from: drag.from, to: drag.to))
                guard drag.accepts(reply.outcome) else {
                    throw .failed(expected: "drag \(root) from \(drag.from) to \(drag.to) \(drag.expected)", arrived: ArrivalText.describe(.reply(reply)))
                }
            }
            _ = try conversation.perform(.refresh)
        },
        ConformanceCheck(
            name: "typedTextReachesField", section: "§7",
            summary: "typeText puts the text in the field, and the tree showing it comes before the reply"
        ) { subject throws(CheckStop) in
            guard let identifier = subject.textField else {
                throw .skipped("the subject names no text field (textField)")
            }
            let conversation = try Conversation(subject)
            try conversation.handshake()
            let text = "conformance"
            try conversation.perform(.typeText(text, into: identifier))
            let value = conversation.element(identifier)?.value
            guard let value, value.contains(text) else {
                throw .failed(expected: "#\(identifier) to hold \"\(text)\" in the tree before the reply", arrived: "its value is \(value.map { "\"\($0)\"" } ?? "absent")")
            }
        },
        ConformanceCheck(
            name: "staleTargetRefused", section: "§5.1, §7.1",
            summary: "a target not at its path (nothing there, or another element) is refused with staleElement, and the channel stays open"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            let tree = try conversation.handshake()
            let targets = [
                CommandTarget(path: ElementPath([tree.root.children.count]), elementType: .button, identifier: "conformance.absent"),
                CommandTarget(path: .root, elementType: tree.root.elementType, identifier: tree.root.identifier + ".conformance"),
            ]
            for target in targets {
                let (_, reply) = try conversation.perform(.tap(target))
                guard reply.outcome.refusalReason == .staleElement else {
                    throw .failed(expected: "tap \(target) refused with staleElement (01)", arrived: ArrivalText.describe(.reply(reply)))
                }
            }
            _ = try conversation.perform(.refresh)
        },
        ConformanceCheck(
            name: "textIntoNonFieldRefused", section: "§5.1, §7.1",
            summary: "typeText into an element that takes no text (the root) is refused with notInteractable"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            let tree = try conversation.handshake()
            let root = CommandTarget(path: .root, elementType: tree.root.elementType, identifier: tree.root.identifier)
            let (_, reply) = try conversation.perform(.typeText(root, "x"))
            guard reply.outcome.refusalReason == .notInteractable else {
                throw .failed(expected: "typeText into \(root) refused with notInteractable (02)", arrived: ArrivalText.describe(.reply(reply)))
            }
        },
    ]

    /// `tree generation 2, status generation 2`, or `nothing`.
    static func describe(_ pushes: [AppMessage]) -> String {
        pushes.isEmpty ? "nothing" : pushes.map(ArrivalText.describe).joined(separator: ", ")
    }
}

extension CommandOutcome {
    /// The reason of a refusal; nil when done.
    var refusalReason: CommandRefusal.Reason? {
        if case let .refused(refusal) = self { return refusal.reason }
        return nil
    }
}
