import AutomationChannel
import ScreenModel

extension ConformanceCheck {
    static let differences: [ConformanceCheck] = [
        ConformanceCheck(
            name: "differencesApply", section: "§6.4, §8",
            summary:
                "the trees a tap and the work it started change come as differences that apply to the latest tree (in version 3 only) or whole; refresh then sends a whole tree equal to them"
        ) { subject throws(CheckStop) in
            guard let identifier = subject.screenChangingTap else {
                throw .skipped("the subject names no element whose tap changes the screen (screenChangingTap)")
            }
            let conversation = try Conversation(subject)
            try conversation.handshake()
            // Each difference is applied as it arrives: one that does not apply, or any in
            // version 2, fails there.
            let target = try conversation.target(identifier, for: "tap it")
            let (pushes, _) = try conversation.perform(.tap(target))
            guard pushes.contains(where: { if case .tree = $0 { true } else { false } }) else {
                throw .failed(expected: "the changed screen before the reply to tap #\(identifier)", arrived: "\(describe(pushes)) then the reply")
            }
            // Work the tap started changes the screen as it ends: those pushes are differences
            // too, and refresh must show where they lead, not overtake them.
            while let activity = conversation.activity, !activity.isIdle {
                try conversation.note(conversation.receive(expecting: "a push, unasked, when \(activity) ends"))
            }
            guard let changed = conversation.tree else {
                throw .failed(expected: "a tree after the tap", arrived: "none")
            }
            let differences = conversation.differencesReceived
            let (refreshed, _) = try conversation.perform(.refresh)
            guard conversation.differencesReceived == differences else {
                throw .failed(expected: "a whole tree (02) in answer to refresh", arrived: "a tree difference (07)")
            }
            guard case let .tree(whole)? = refreshed.last(where: { if case .tree = $0 { true } else { false } }) else {
                throw .failed(expected: "a whole tree in answer to refresh", arrived: "\(describe(refreshed)) then the reply")
            }
            guard whole.root == changed.root else {
                throw .failed(
                    expected: "the refreshed tree to equal the tree the differences made (generation \(changed.generation))",
                    arrived: "tree generation \(whole.generation), which differs from it " + firstDifference(changed.root, whole.root, at: .root)
                )
            }
        }
    ]

    /// Where two elements first differ, for a failure: `at /0/2: …` with both versions dumped.
    private static func firstDifference(_ made: ElementSnapshot, _ whole: ElementSnapshot, at path: ElementPath) -> String {
        var madeFields = made
        var wholeFields = whole
        madeFields.children = []
        wholeFields.children = []
        guard madeFields == wholeFields, made.children.count == whole.children.count else {
            return "at \(path): the differences made \(made.dumpLine()) (\(made.children.count) children), refresh sent \(whole.dumpLine()) (\(whole.children.count) children)"
        }
        for (index, (left, right)) in zip(made.children, whole.children).enumerated() where left != right {
            return firstDifference(left, right, at: path.appending(index))
        }
        return "nowhere"
    }
}
