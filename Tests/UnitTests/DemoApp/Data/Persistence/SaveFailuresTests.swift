@testable import DemoApp
import SystemLayer
import Testing

@Suite("Save failures waiting for the run loop")
struct SaveFailuresTests {
    @Test("a save failures box closes both ends of its wake pipe when it goes: many made and dropped leave no descriptors open")
    func droppingClosesThePipe() throws {
        // Enough that an end kept per box stands far above what the tests running beside
        // this one open and close meanwhile (launched apps hold a few each).
        let boxes = 2_000
        let before = Posix.openDescriptors().count

        for _ in 0..<boxes {
            let failures = try SaveFailures()
            #expect(failures.take().isEmpty)
        }
        let after = Posix.openDescriptors().count

        // A box that kept one end open would have left one per box.
        #expect(after - before < boxes / 2, "\(before) descriptors open before, \(after) after")
    }
}
