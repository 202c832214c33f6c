import AutomationChannel
import ScreenModel

extension ConformanceCheck {
    static let pushes: [ConformanceCheck] = [
        ConformanceCheck(
            name: "busyWorkEndsWithPush", section: "§6.2, §9",
            summary: "work a command starts shows in the activity, and when it ends the app pushes, unasked"
        ) { subject throws(CheckStop) in
            guard let busyWork = subject.busyWork else {
                throw .skipped("the subject gives no way to make it busy (busyWork)")
            }
            let conversation = try Conversation(subject, extraArguments: busyWork.arguments)
            let first = try conversation.handshake()
            guard first.activity.clock == .real else {
                throw .skipped("the app runs on the virtual clock without being asked, so its work never ends by itself")
            }
            let pending = try startBusyWork(busyWork, in: conversation)
            while conversation.activity.map({ stillBusy(with: pending, $0) }) ?? false {
                let message = try conversation.receive(expecting: "a push, unasked, when \(pending.joined(separator: ", ")) ends")
                try conversation.note(message)
            }
        },
        ConformanceCheck(
            name: "advanceClockRefusedOnRealClock", section: "§7, §10",
            summary: "on the real clock, advanceClock is refused with unsupported"
        ) { subject throws(CheckStop) in
            let conversation = try Conversation(subject)
            let first = try conversation.handshake()
            guard first.activity.clock == .real else {
                throw .skipped("the app runs on the virtual clock without being asked")
            }
            let (_, reply) = try conversation.perform(.advanceClock(milliseconds: 10))
            guard reply.outcome.refusalReason == .unsupported else {
                throw .failed(expected: "advanceClock refused with unsupported (03) on the real clock", arrived: ArrivalText.describe(.reply(reply)))
            }
        },
        ConformanceCheck(
            name: "virtualClockAdvances", section: "§10",
            summary: "on the virtual clock, work waits for advanceClock, falls due exactly when the clock reaches it, and its push precedes the reply"
        ) { subject throws(CheckStop) in
            guard let clockArguments = subject.virtualClockArguments else {
                throw .skipped("the subject names no arguments for a virtual clock (virtualClockArguments)")
            }
            let conversation = try Conversation(subject, extraArguments: (subject.busyWork?.arguments ?? []) + clockArguments)
            let first = try conversation.handshake()
            guard first.activity.clock == .virtual else {
                throw .failed(expected: "activity on the virtual clock (01) with \(clockArguments.joined(separator: " "))", arrived: ArrivalText.describe(.tree(first)))
            }
            let (_, idle) = try conversation.perform(.advanceClock(milliseconds: 0))
            guard idle.outcome == .done else {
                throw .failed(expected: "advanceClock(0) to be done on the virtual clock", arrived: ArrivalText.describe(.reply(idle)))
            }
            guard let busyWork = subject.busyWork else { return }
            let pending = try startBusyWork(busyWork, in: conversation)
            guard let due = conversation.activity?.nextDueMilliseconds, due >= 1 else {
                throw .skipped("the busy work is due at once (\(conversation.activity?.description ?? "")), so there is nothing to advance to")
            }
            // One millisecond short: the work must still be pending, 1 ms from due.
            _ = try conversation.perform(.advanceClock(milliseconds: due - 1))
            guard let waiting = conversation.activity, stillBusy(with: pending, waiting), waiting.nextDueMilliseconds == 1 else {
                throw .failed(
                    expected: "after advancing \(due - 1) ms of \(due), the work still pending, due in 1 ms, in a push before the reply",
                    arrived: conversation.activity?.description ?? "no activity")
            }
            let (pushes, last) = try conversation.perform(.advanceClock(milliseconds: 1))
            guard last.outcome == .done, !pushes.isEmpty, let after = conversation.activity, !stillBusy(with: pending, after) else {
                throw .failed(
                    expected: "after advancing the last 1 ms, a push with \(pending.joined(separator: ", ")) gone, before the reply",
                    arrived: "\(describe(pushes)) then \(ArrivalText.describe(.reply(last)))")
            }
        },
    ]

    /// Runs the recipe's steps and returns the names of the work they started.
    static func startBusyWork(_ busyWork: BusyWork, in conversation: Conversation) throws(CheckStop) -> [String] {
        for step in busyWork.steps { try conversation.perform(step) }
        let names = conversation.activity?.pendingWork.map(\.name) ?? []
        guard !names.isEmpty else {
            throw .failed(
                expected: "pending work in the activity after \(busyWork.steps.map(\.description).joined(separator: ", "))",
                arrived: "the app reported \(conversation.activity?.description ?? "nothing")")
        }
        return names
    }

    /// Whether `activity` still lists any of the work named `pending`.
    static func stillBusy(with pending: [String], _ activity: Activity) -> Bool {
        activity.pendingWork.contains { pending.contains($0.name) }
    }
}
