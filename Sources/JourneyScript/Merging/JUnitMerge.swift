import Foundation

/// Combines the JUnit files of several shards (or reruns) into one.
///
/// Test cases are the same when their suite, class and name are (a repeat's
/// ` (run N)` ignored). Of one test case's results the worst wins, except that one that
/// both failed and passed is flaky: it counts as passed, keeps its failures as
/// `<flakyFailure>` (as Maven Surefire writes them, which CI systems read) and a
/// `flaky` property; one skipped in some files and passed in another passed (shards of
/// `swift test` report the tests other shards ran as skipped). Times add up; suites and
/// cases keep the order first seen.
enum JUnitMerge {
    /// The merged document.
    static func merge(_ documents: [XMLNode]) -> String {
        var suiteOrder: [String] = []
        var suites: [String: (attributes: XMLNode, cases: [String], grouped: [String: [XMLNode]])] = [:]
        for document in documents {
            let suiteNodes = document.name == "testsuite" ? [document] : document.children(named: "testsuite")
            for suite in suiteNodes {
                let suiteName = suite["name"] ?? ""
                if suites[suiteName] == nil {
                    suiteOrder.append(suiteName)
                    suites[suiteName] = (suite, [], [:])
                }
                for testCase in suite.children(named: "testcase") {
                    let key = (testCase["classname"] ?? "") + "\u{1F}" + baseName(testCase["name"] ?? "")
                    if suites[suiteName]?.grouped[key] == nil { suites[suiteName]?.cases.append(key) }
                    suites[suiteName]?.grouped[key, default: []].append(testCase)
                }
            }
        }
        var totals = (tests: 0, failures: 0, skipped: 0, time: 0.0)
        var suiteXML: [XMLNode] = []
        for name in suiteOrder {
            guard let suite = suites[name] else { continue }
            let cases = suite.cases.compactMap { suite.grouped[$0] }.map(combine)
            let failures = cases.filter { !$0.children(named: "failure").isEmpty || !$0.children(named: "error").isEmpty }.count
            let skipped = cases.filter { !$0.children(named: "skipped").isEmpty }.count
            let time = cases.reduce(0) { $0 + (Double($1["time"] ?? "") ?? 0) }
            var node = XMLNode(name: "testsuite", attributes: [("name", name)], children: cases)
            node["tests"] = String(cases.count)
            node["failures"] = String(failures)
            node["errors"] = "0"
            node["skipped"] = String(skipped)
            node["time"] = seconds(time)
            suiteXML.append(node)
            totals.tests += cases.count
            totals.failures += failures
            totals.skipped += skipped
            totals.time += time
        }
        var root = XMLNode(name: "testsuites", attributes: [("name", "journey")], children: suiteXML)
        root["tests"] = String(totals.tests)
        root["failures"] = String(totals.failures)
        root["errors"] = "0"
        root["skipped"] = String(totals.skipped)
        root["time"] = seconds(totals.time)
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + root.xml() + "\n"
    }

    /// Seconds by test, for the test cases that ran (not skipped) and name no `file`
    /// (Swift Testing's, keyed `classname/name` as `.shardSelection` keys them); journeys
    /// take theirs from the reports.
    static func testDurations(_ documents: [XMLNode]) -> [String: Double] {
        var seconds: [String: Double] = [:]
        for document in documents {
            let suiteNodes = document.name == "testsuite" ? [document] : document.children(named: "testsuite")
            for testCase in suiteNodes.flatMap({ $0.children(named: "testcase") })
            where testCase["file"] == nil && testCase.children(named: "skipped").isEmpty {
                guard let className = testCase["classname"], let name = testCase["name"], let time = Double(testCase["time"] ?? "") else { continue }
                seconds[className + "/" + baseName(name), default: 0] += time
            }
        }
        return seconds
    }

    /// One test case from all its results.
    private static func combine(_ results: [XMLNode]) -> XMLNode {
        var merged = results[0]
        merged["name"] = baseName(merged["name"] ?? "")
        merged["time"] = seconds(results.reduce(0) { $0 + (Double($1["time"] ?? "") ?? 0) })
        let failed = results.filter { !$0.children(named: "failure").isEmpty || !$0.children(named: "error").isEmpty }
        let passed = results.filter { $0.children(named: "failure").isEmpty && $0.children(named: "error").isEmpty && $0.children(named: "skipped").isEmpty }
        let skipped = results.filter { !$0.children(named: "skipped").isEmpty }
        let outputs = results.flatMap { $0.children(named: "system-out") }.map(\.text).filter { !$0.isEmpty }
        var children: [XMLNode] = []
        if !failed.isEmpty && !passed.isEmpty {
            children.append(XMLNode(name: "properties", children: [XMLNode(name: "property", attributes: [("name", "flaky"), ("value", "true")])]))
            for run in failed {
                for failure in run.children.filter({ $0.name == "failure" || $0.name == "error" }) {
                    var flaky = failure
                    flaky.name = "flakyFailure"
                    children.append(flaky)
                }
            }
        } else if let first = failed.first {
            children += first.children.filter { $0.name == "failure" || $0.name == "error" }
        } else if passed.isEmpty, let first = skipped.first {
            // A test another shard ran is skipped in this one's file: skipped only when no file ran it.
            children += first.children(named: "skipped")
        }
        if !outputs.isEmpty { children.append(XMLNode(name: "system-out", text: outputs.joined(separator: "\n"))) }
        merged.children = children
        return merged
    }

    /// A test case's name without a repeat's ` (run N)`.
    private static func baseName(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.range(of: " (run ", options: .backwards),
            Int(name[open.upperBound..<name.index(before: name.endIndex)]) != nil
        else { return name }
        return String(name[..<open.lowerBound])
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
