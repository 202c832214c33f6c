import AutomationChannel
import Testing

@testable import Driver

@Suite("Reply slots: a reply kept for the thread that reads its own")
struct ReplySlotTests {
    let first = Reply(sequence: 1, generation: 4, outcome: .done)
    let second = Reply(sequence: 1, generation: 5, outcome: .done)

    @Test("a slot holds nothing until it is filled, then gives its reply once")
    func fillThenTake() throws {
        let slot = ReplySlot()
        #expect(slot.take() == nil)

        slot.fill(.success(first))

        #expect(try slot.take()?.get() == first)
        #expect(slot.take() == nil, "taken twice")
    }

    @Test("a task waiting on an empty slot is resumed by the fill", .timeLimit(.minutes(1)))
    func awaitThenFill() async throws {
        let slot = ReplySlot()
        let filled = Reply(sequence: 7, generation: 2, outcome: .done)

        let result = await withCheckedContinuation { continuation in
            slot.resume(continuation)
            slot.fill(.success(filled))
        }

        #expect(try result.get() == filled)
        #expect(slot.take() == nil, "the reply handed to the task is still in the slot")
    }

    @Test("a task waiting on a filled slot is resumed at once with what it holds", .timeLimit(.minutes(1)))
    func fillThenAwait() async throws {
        let slot = ReplySlot()
        slot.fill(.success(first))

        let result = await withCheckedContinuation { slot.resume($0) }

        #expect(try result.get() == first)
    }

    @Test("a second fill changes nothing: the first reply stands")
    func secondFillIgnored() throws {
        let slot = ReplySlot()
        slot.fill(.success(first))
        slot.fill(.success(second))

        #expect(try slot.take()?.get() == first)
        slot.fill(.success(second))
        #expect(slot.take() == nil, "a fill after the take was kept")
    }
}
