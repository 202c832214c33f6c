import Foundation
import SystemLayer
import TestParallelism
import Testing

@Suite("How many tests run at once")
struct TestParallelismTests {
    @Test("the test binary lets Swift Testing run four tests per core at once, at least four, unless the person running it set the width")
    func widthIsCapped() {
        let cores = ProcessAccounting.coreCount
        #expect(Int(test_parallelism_default_width()) == max(4, 4 * cores))

        let width = ProcessInfo.processInfo.environment["SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH"].flatMap(Int.init)
        #expect(width != nil, "the binary's constructor sets the width before the run starts")
        #expect(width.map { $0 > 0 } == true)
    }
}
