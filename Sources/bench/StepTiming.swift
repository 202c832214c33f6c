import Driver

/// The checkout journey step by step (`bench --profile steps`): each step's median and
/// p99 over `runs` journeys, to show where a journey's time goes.
enum StepTiming {
    static func run(_ executable: String, runs: Int) async throws {
        var names: [String] = []
        var samples: [String: [Double]] = [:]
        for _ in 0..<runs {
            var last = monotonicNanoseconds()
            try await JourneyFigures.checkout(executable) { name in
                let now = monotonicNanoseconds()
                if samples[name] == nil { names.append(name) }
                samples[name, default: []].append(Double(now - last))
                last = now
            }
        }
        for name in names {
            let statistics = Statistics(samples[name] ?? [])
            print(name.padding(44) + formatNanoseconds(statistics.median).padding(12) + "p99 " + formatNanoseconds(statistics.p99))
        }
    }
}
