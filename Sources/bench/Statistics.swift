/// Summary figures of repeated measurements, in nanoseconds.
struct Statistics {
    let count: Int
    let median: Double
    let p99: Double
    let minimum: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        minimum = sorted.first ?? 0
    }
}

/// One row of the report.
struct Figure {
    let group: String
    let name: String
    /// Time figures, or nil for figures that are not timings.
    let statistics: Statistics?
    /// A single value (wall time, memory) with its unit, for rows without statistics.
    let value: (Double, String)?
    /// This figure divided by what it is compared with, measured in the same run.
    let ratioToFloor: Double?
    /// What the ratio divides by, in a word or two (`spawn`, `pexpect`).
    let ratioBasis: String
    let target: String
    let meetsTarget: Bool?

    init(
        _ group: String, _ name: String, statistics: Statistics? = nil, value: (Double, String)? = nil,
        ratioToFloor: Double? = nil, ratioBasis: String = "floor", target: String = "", meetsTarget: Bool? = nil
    ) {
        self.ratioBasis = ratioBasis
        self.group = group
        self.name = name
        self.statistics = statistics
        self.value = value
        self.ratioToFloor = ratioToFloor
        self.target = target
        self.meetsTarget = meetsTarget
    }
}

/// `1.42 ms`, `85 µs`.
func formatNanoseconds(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1e9 { return String(format2: nanoseconds / 1e9) + " s" }
    if nanoseconds >= 1e6 { return String(format2: nanoseconds / 1e6) + " ms" }
    return String(format2: nanoseconds / 1e3) + " µs"
}

extension String {
    /// `value` with two decimals.
    init(format2 value: Double) {
        guard value.isFinite, abs(value) < 1e15 else {
            self = value.isNaN ? "n/a" : (value < 0 ? "-∞" : "∞")
            return
        }
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
