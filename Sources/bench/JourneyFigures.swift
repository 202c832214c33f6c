import Driver
import SystemLayer
import Synchronization

/// Whole journeys: one alone, and a suite of them in parallel.
enum JourneyFigures {
    /// The 10-step guest checkout, from launch to the confirmation and the app's end.
    ///
    /// It ends as a test does, by letting the `App` go: the driver kills the app, with no
    /// state worth writing since its directory goes too, and reaps it in the background.
    /// `passed` is told the name of each step as it ends, the `App`'s end included.
    ///
    /// With `samplesMemory`, the app's peak memory is read before it goes away; the
    /// result is how long that took, in nanoseconds, for a timing to leave out.
    @discardableResult
    static func checkout(
        _ executable: String, prepared: Bool = true, samplesMemory: Bool = false, passed: (String) -> Void = { _ in }
    ) async throws -> Double {
        var sampling = 0.0
        do {
            let app = App(executable: executable, preparedLaunches: prepared)
            try await app.launch(); passed("launch() → first tree")
            try await app.buttons["guestButton"].tap(); passed("tap guestButton")
            try await app.cells["productCell_0"].tap(); passed("tap productCell_0")
            try await app.buttons["addToCartButton"].tap(); passed("tap addToCartButton")
            try await app.tabBars.buttons["Cart"].tap(); passed("tap the Cart tab")
            try await app.buttons["checkoutButton"].tap(); passed("tap checkoutButton")
            try await app.textFields["addressNameField"].typeText("Ada Lovelace"); passed("type into addressNameField")
            try await app.textFields["addressStreetField"].typeText("12 Analytical Row"); passed("type into addressStreetField")
            try await app.textFields["addressCityField"].typeText("London"); passed("type into addressCityField")
            try await app.textFields["addressPostcodeField"].typeText("N1 9GU"); passed("type into addressPostcodeField")
            try await app.buttons["checkout.pay"].tap(); passed("tap checkout.pay")
            try await app.staticTexts["orderConfirmationTitle"].waitUntilExists(); passed("wait for orderConfirmationTitle")
            if samplesMemory, let pid = app.processIdentifier { sampling = time { recordPeakMemory(of: pid) } }
        }
        passed("the App goes away: app killed")
        return sampling
    }

    /// The largest peak resident size seen in any app, in KiB.
    static let largestAppPeak = Mutex(0)

    /// Reads the app's own peak resident size while it is still alive. (`RUSAGE_CHILDREN`
    /// cannot tell: a spawned child shares the parent's memory until it executes.)
    private static func recordPeakMemory(of pid: Int32) {
        let kilobytes = peakResidentKilobytes(of: pid)
        largestAppPeak.withLock { $0 = max($0, kilobytes) }
    }

    /// The checkout journey `runs` times, one after another, each app's peak memory
    /// read but its reading left out of the time.
    static func journey(_ executable: String, runs: Int) async throws -> Statistics {
        var samples: [Double] = []
        for _ in 0..<runs {
            var sampling = 0.0
            let total = try await time { sampling = try await checkout(executable, samplesMemory: true) }
            samples.append(total - sampling)
        }
        return Statistics(samples)
    }

    /// A few journeys with apps spawned afresh, untimed, for their peak memory alone.
    static func sampleSpawnedMemory(_ executable: String, runs: Int) async throws {
        for _ in 0..<runs { try await checkout(executable, prepared: false, samplesMemory: true) }
    }

    /// `count` checkout journeys, `workers` at a time: wall time and the CPU time of
    /// the driver and of every app process (the prepared process's included), until
    /// the last app is reaped and its directory deleted.
    static func suite(_ executable: String, count: Int, workers: Int, prepared: Bool = true) async throws -> (wall: Double, cpu: Double) {
        let cpuBefore = cpuNanoseconds(), runningBefore = runningChildrenCPUNanoseconds()
        let wall = try await time {
            try await withThrowingTaskGroup(of: Void.self) { group in
                var started = 0
                while started < min(workers, count) {
                    group.addTask { try await checkout(executable, prepared: prepared) }
                    started += 1
                }
                while try await group.next() != nil {
                    if started < count {
                        group.addTask { try await checkout(executable, prepared: prepared) }
                        started += 1
                    }
                }
            }
            await App.waitForAppsThatWentAway()
        }
        let cpuAfter = cpuNanoseconds(), runningAfter = runningChildrenCPUNanoseconds()
        return (wall, (cpuAfter.own - cpuBefore.own) + (cpuAfter.children - cpuBefore.children) + (runningAfter - runningBefore))
    }

    /// The number of cores online: the default parallelism.
    static var coreCount: Int { ProcessAccounting.coreCount }
}
