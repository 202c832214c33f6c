import Testing
import XCUITerminal

/// `XCTExpectFailure` in an XCTest test: failures it expects do not fail the test; a
/// strict one that saw none does, as on iOS. Nested in the XCTest suite, whose tests run
/// one at a time, as XCTest keeps the running test in a global.
extension XCTestCompatibilityTests {
    @Suite("XCTExpectFailure")
    struct ExpectFailureTests {
        @Test("a failure inside the block is expected: the test passes")
        func blockAbsorbsItsFailure() async {
            let run = await runAsXCTest { _ in
                XCTExpectFailure("the bug in the cart") {
                    XCTFail("known bug")
                }
            }

            #expect(run.failures == 0)
        }

        @Test("a failure after the block returns still fails the test")
        func blockEnds() async {
            let run = await runAsXCTest { _ in
                XCTExpectFailure("the bug in the cart") { XCTFail("known bug") }
                XCTAssertEqual(1, 2)
            }

            #expect(run.failures == 1)
        }

        @Test("strict (the default), a block in which nothing failed fails the test; not strict, it passes")
        func strictness() async {
            let strict = await runAsXCTest { _ in XCTExpectFailure("fixed since") { XCTAssertTrue(true) } }
            let lenient = await runAsXCTest { _ in XCTExpectFailure("fixed since", strict: false) { XCTAssertTrue(true) } }
            let nonStrictOptions = await runAsXCTest { _ in XCTExpectFailure("fixed since", options: .nonStrict()) { XCTAssertTrue(true) } }

            #expect(strict.failures == 1)
            #expect(lenient.failures == 0)
            #expect(nonStrictOptions.failures == 0)
        }

        @Test("without a block, failures in the rest of the test are expected; strict with none, the test fails when it ends")
        func restOfTheTest() async {
            let expected = await runAsXCTest { _ in
                XCTExpectFailure("flaky on this terminal")
                XCTFail("first")
                XCTAssertEqual("a", "b")
            }
            let unmet = await runAsXCTest { _ in
                XCTExpectFailure("flaky on this terminal")
                XCTAssertTrue(true)
            }

            #expect(expected.failures == 0)
            #expect(unmet.failures == 1)
        }

        @Test("the issue matcher decides which failures are expected; the others fail the test")
        func issueMatcher() async {
            let run = await runAsXCTest { _ in
                XCTExpectFailure("only the total") {
                    XCTFail("total is wrong")
                    XCTFail("title is wrong")
                } issueMatcher: { issue in
                    issue.compactDescription.contains("total")
                }
            }
            let options = XCTExpectedFailure.Options()
            options.issueMatcher = { $0.compactDescription.contains("title") }
            let byOptions = await runAsXCTest { _ in
                XCTExpectFailure(options: options)
                XCTFail("total is wrong")
                XCTFail("title is wrong")
            }

            #expect(run.failures == 1)
            #expect(byOptions.failures == 1)
        }

        @Test("disabled, nothing is expected: a failure fails the test, and none is not a failure")
        func disabled() async {
            let failing = await runAsXCTest { _ in XCTExpectFailure("off", enabled: false) { XCTFail("counts") } }
            let options = XCTExpectedFailure.Options()
            options.isEnabled = false
            let quiet = await runAsXCTest { _ in XCTExpectFailure(options: options) }

            #expect(failing.failures == 1)
            #expect(quiet.failures == 0)
        }

        @Test("the block's value is returned")
        func returnsTheBlocksValue() async {
            let run = await runAsXCTest { _ in
                let total = XCTExpectFailure("known") { () -> Int in
                    XCTFail("known bug")
                    return 12
                }
                XCTAssertEqual(total, 12)
            }

            #expect(run.failures == 0)
        }
    }
}
