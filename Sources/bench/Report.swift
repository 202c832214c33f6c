import Foundation
import SystemLayer

/// Prints figures as a table and writes them as JSON.
enum Report {
    static func table(_ figures: [Figure]) -> String {
        let header = ["figure", "median", "p99", "ratio", "target", ""]
        let rows = figures.map { figure -> [String] in
            let median = figure.statistics.map { formatNanoseconds($0.median) } ?? figure.value.map(format) ?? ""
            let p99 = figure.statistics.map { formatNanoseconds($0.p99) } ?? ""
            let ratio = figure.ratioToFloor.map { String(format2: $0) + "× " + figure.ratioBasis } ?? ""
            let verdict = figure.meetsTarget.map { $0 ? "met" : "MISSED" } ?? ""
            return ["\(figure.group): \(figure.name)", median, p99, ratio, figure.target, verdict]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(widths[index]) : cell.leftPadding(widths[index])
            }.joined(separator: "  ")
        }
        return ([line(header), String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))] + rows.map(line))
            .joined(separator: "\n")
    }

    static func json(_ figures: [Figure], machine: String, command: String) -> String {
        let entries = figures.map { figure -> String in
            var fields = ["\"group\": \(quoted(figure.group))", "\"name\": \(quoted(figure.name))"]
            if let statistics = figure.statistics {
                fields += [
                    "\"runs\": \(statistics.count)", "\"median_ns\": \(Int(statistics.median))",
                    "\"p99_ns\": \(Int(statistics.p99))", "\"min_ns\": \(Int(statistics.minimum))",
                ]
            }
            if let (value, unit) = figure.value {
                fields += ["\"value\": \(value)", "\"unit\": \(quoted(unit))"]
            }
            if let ratio = figure.ratioToFloor { fields += ["\"ratio\": \(ratio)", "\"ratio_to\": \(quoted(figure.ratioBasis))"] }
            if !figure.target.isEmpty { fields.append("\"target\": \(quoted(figure.target))") }
            if let meets = figure.meetsTarget { fields.append("\"meets_target\": \(meets)") }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        return """
            {
              "command": \(quoted(command)),
              "machine": \(quoted(machine)),
              "figures": [
            \(entries.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// The kernel, architecture and core count, for the report's header.
    static var machine: String {
        "\(ProcessAccounting.machine), \(ProcessAccounting.coreCount) cores"
    }

    static func write(_ text: String, to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw BenchError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    private static func format(_ value: (Double, String)) -> String {
        switch value.1 {
        case "ns": formatNanoseconds(value.0)
        default: "\(String(format2: value.0)) \(value.1)"
        }
    }

    /// `text` as a JSON string, escaped as JSON requires (controls included).
    private static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
