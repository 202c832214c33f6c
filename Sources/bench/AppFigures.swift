import Driver

/// Figures that drive the real app through the driver.
enum AppFigures {
    /// `launch()` to the first tree, and `terminate()` until the process is reaped;
    /// forked from the prepared process, or (`prepared` false) spawned afresh each time.
    static func launch(_ executable: String, runs: Int, prepared: Bool = true) async throws -> (launch: Statistics, launchToReaped: Statistics) {
        let app = App(executable: executable, preparedLaunches: prepared)
        var launches: [Double] = [], totals: [Double] = []
        for _ in 0..<runs {
            let launch = try await time { try await app.launch() }
            let terminate = await time { await app.terminate() }
            launches.append(launch)
            totals.append(launch + terminate)
        }
        return (Statistics(launches), Statistics(totals))
    }

    /// A tap on an idle app until the driver has the new tree: alternately focusing
    /// the two sign-in fields, so every tap changes the screen.
    static func tapRoundTrip(_ executable: String, runs: Int) async throws -> Statistics {
        let app = App(executable: executable)
        try await app.launch()
        let fields = [app.textFields["emailField"], app.secureTextFields["passwordField"]]
        try await fields[1].tap()
        var samples: [Double] = []
        for index in 0..<runs {
            samples.append(try await time { try await fields[index % 2].tap() })
        }
        await app.terminate()
        return Statistics(samples)
    }

    /// The same round trip against the smallest app that speaks the protocol
    /// (`conformance-fake`: five elements, every tap on its button changes its count):
    /// what a tap costs the driver, the channel and the wake-ups, with next to no screen
    /// to build.
    static func minimalTapRoundTrip(_ executable: String, runs: Int) async throws -> Statistics {
        let app = App(executable: executable)
        try await app.launch()
        let add = app.buttons["add"]
        try await add.tap()
        var samples: [Double] = []
        for _ in 0..<runs {
            samples.append(try await time { try await add.tap() })
        }
        await app.terminate()
        return Statistics(samples)
    }

    /// From the moment a satisfying tree is read off the channel to the moment the
    /// wait that was pending for it returns.
    static func waitLatency(_ executable: String, runs: Int) async throws -> Statistics {
        let app = App(executable: executable)
        try await app.launch()
        let fields = [app.textFields["emailField"], app.secureTextFields["passwordField"]]
        var samples: [Double] = []
        // A tap pushes a new screen only when it moves the focus: start with the field that lacks it.
        var index = try await fields[0].hasFocus ? 1 : 0
        while samples.count < runs {
            let focused = fields[index % 2].locator
            index += 1
            let generation = app.tree?.generation ?? 0
            // Wait for the next screen while a tap, sent alongside, produces it.
            let sample = try await timeFromArrival(in: app, timeout: .seconds(5), until: { $0.generation > generation }) {
                try await app.element(focused).tap()
            }
            if let sample { samples.append(sample) }
        }
        await app.terminate()
        return Statistics(samples)
    }

    /// Starts a wait for a pushed tree that satisfies `condition`, does `act` alongside,
    /// and returns the nanoseconds from that tree being read off the channel to the wait
    /// returning; nil when the tree arrived before the wait began (nothing to time).
    static func timeFromArrival(
        in app: App, timeout: Duration, until condition: @escaping @Sendable (ElementTree) -> Bool, while act: () async throws -> Void
    ) async throws -> Double? {
        let waiting = Task { try await app.waitForTree(timeout: timeout, condition) }
        try await act()
        let (started, returned) = try await waiting.value
        guard let arrival = app.latestTreeArrival, arrival >= started else { return nil }
        return Double(returned - arrival)
    }
}
