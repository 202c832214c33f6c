import Dispatch
import Testing

@testable import Driver

@Suite("First answers: a wait resumed once, whoever answers")
struct FirstAnswerTests {
    @Test("the first answer resumes the waiting task; the ones after it do nothing")
    func firstAnswerWins() async {
        let answer = FirstAnswer<Int>()

        let value = await withCheckedContinuation { continuation in
            answer.hold(continuation)
            answer.give(1)
            answer.give(2)
        }

        #expect(value == 1)
    }

    @Test("two threads answering at once resume the task once, with one of their answers")
    func racingAnswers() async {
        for _ in 0..<200 {
            let answer = FirstAnswer<Int>()
            let value = await withCheckedContinuation { continuation in
                answer.hold(continuation)
                DispatchQueue.global().async { answer.give(1) }
                DispatchQueue.global().async { answer.give(2) }
            }
            #expect(value == 1 || value == 2)
        }
    }
}
