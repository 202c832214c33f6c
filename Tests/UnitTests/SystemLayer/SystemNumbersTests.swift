import SystemLayer
import Testing

@Suite("Signal and error numbers")
struct SystemNumbersTests {
    @Test(
        "each named error number is the one the system words so",
        arguments: [
            (ErrorNumber.tooManyOpenFiles, "Too many open files"),
            (ErrorNumber.notPermitted, "Operation not permitted"),
            (ErrorNumber.notADirectory, "Not a directory"),
        ])
    func errorNumbers(code: Int32, wording: String) {
        #expect(Posix.describe(code) == wording)
    }

    @Test("the illegal-instruction signal is SIGILL")
    func illegalInstruction() {
        #expect(Signal.name(of: Signal.illegalInstruction) == "SIGILL")
    }
}
