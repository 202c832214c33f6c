import ScreenModel
import Foundation
import JourneyTrace

/// The HTML report: one self-contained file that opens from disk with no server and no
/// network. The summary (counts, every journey with its result, configuration, shard,
/// duration, and where and why it failed) is plain HTML, readable with JavaScript off;
/// the page's own script adds filters, search, keyboard navigation and each journey's
/// steps with their screens, trees, changes, work, clock moves and log lines. Screens
/// and recordings are drawn from `ReportDrawings`, what the emulator showed, laid out
/// here; the page places them as the emulator's SVG pictures do.
///
/// The same data gives the same bytes: no time is written unless the data has one.
package enum ReportPage {
    /// The `id` of the script element that holds the data, which `journey merge` reads back.
    package static let dataElementID = "journey-report-data"

    /// The page for `data`.
    package static func html(_ data: ReportData) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(data), as: UTF8.self)
        let drawings = String(decoding: try encoder.encode(ReportDrawings(data)), as: UTF8.self)
        let heading = data.title.xmlEscaped
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="generator" content="journey">
            <title>\(heading): \(data.counts.sentence.xmlEscaped)</title>
            <style>\(ReportAssets.css)</style>
            </head>
            <body>
            <a class="skip" href="#journey-list">Skip to the journeys</a>
            <header>
            <h1>\(heading)</h1>
            \(summary(data))
            </header>
            <main>
            <nav id="journeys" aria-label="Journeys">
            <div id="controls" class="script-only"></div>
            <ul id="journey-list">

            """
        for (index, journey) in data.journeys.enumerated() {
            page += item(journey, index: index, store: data.store)
        }
        page += """
            </ul>
            <p id="no-match" hidden>No journey matches.</p>
            </nav>
            <section id="detail" aria-label="Journey details" tabindex="-1">
            <p class="static-only">Turn on JavaScript to see each journey's steps, with the screen and element tree before and after each one.</p>
            </section>
            </main>
            <script type="application/json" id="\(dataElementID)">\(HTMLText.scriptSafe(json))</script>
            <script type="application/json" id="\(ReportAssets.drawingsElementID)">\(HTMLText.scriptSafe(drawings))</script>
            <script>\(ReportAssets.script)</script>
            </body>
            </html>

            """
        return page
    }

    /// The counts and, when asked for, when the report was made.
    private static func summary(_ data: ReportData) -> String {
        let counts = data.counts
        var parts = [
            ("passed", counts.passed), ("failed", counts.failed), ("flaky", counts.flaky),
            ("skipped", counts.skipped),
        ]
        if counts.interrupted > 0 { parts.append(("interrupted", counts.interrupted)) }
        let total = data.journeys.reduce(Int64(0)) { $0 + $1.durationMicroseconds }
        var html =
            "<p class=\"counts\" id=\"counts\">"
            + parts.map { name, count in
                "<span class=\"count \(name)\"><strong>\(count)</strong> \(name)</span>"
            }.joined(separator: " ") + " <span class=\"total\">in \(TraceText.readable(microseconds: total))</span></p>"
        if let generatedAt = data.generatedAt {
            html += "\n<p class=\"generated\">Made \(generatedAt.xmlEscaped)</p>"
        }
        return html
    }

    /// One journey of the list: its link, result, configuration, shard, duration and,
    /// if it failed, where and why.
    private static func item(_ journey: ReportData.Journey, index: Int, store: TraceStore) -> String {
        let e: (String) -> String = { $0.xmlEscaped }
        var meta: [String] = []
        if let file = journey.file { meta.append("<span class=\"file\">\(e(file))</span>") }
        if let configuration = journey.configuration { meta.append("<span class=\"config\">config \(e(configuration))</span>") }
        if let shards = journey.shards { meta.append("<span class=\"shard\">shard \(e(shards.joined(separator: ", ")))</span>") }
        meta.append("<span class=\"duration\">\(TraceText.readable(microseconds: journey.durationMicroseconds))</span>")
        if journey.runs.count > 1 {
            let passed = journey.runs.filter { $0.trace.result == .passed }.count
            meta.append("<span class=\"runs\">\(passed) of \(journey.runs.count) runs passed</span>")
        }
        var html = """
            <li class="journey \(journey.result.rawValue)" data-index="\(index)" data-result="\(journey.result.rawValue)">
            <a href="#journey=\(index)"><span class="badge \(journey.result.rawValue)">\(journey.result.rawValue)</span> <span class="name">\(e(journey.title))</span></a>
            <p class="meta">\(meta.joined(separator: " · "))</p>

            """
        if let failedRun = journey.runs.first(where: { $0.trace.result == .failed }) {
            let trace = failedRun.trace
            if let failed = trace.failedStep, let failure = failed.step.failure {
                let location = failed.step.source.map { e($0.location) + ": " } ?? ""
                html += "<p class=\"failure-line\">Step \(failed.index + 1), \(location)<code>\(e(failed.step.title))</code></p>\n"
                html += "<pre class=\"failure-message\">\(e(failure.message))</pre>\n"
            } else if let failure = trace.failures?.first {
                html += "<pre class=\"failure-message\">\(e(failure.message))</pre>\n"
            }
        }
        for run in journey.runs {
            if let key = run.trace.recording?.finalScreen, let screen = store.screens[key] {
                html += "<figure class=\"static-only final-screen\"><figcaption>The recording ends on</figcaption>"
                html += "<pre class=\"screen\">\(e(screen.rows.joined(separator: "\n")))</pre></figure>\n"
            }
        }
        return html + "</li>\n"
    }

    /// The data a report page holds, for `journey merge`.
    ///
    /// - Throws: `ReportPageError.noData` when the page is not a journey report.
    package static func data(in html: String) throws -> ReportData {
        let opening = "<script type=\"application/json\" id=\"\(dataElementID)\">"
        guard let start = html.range(of: opening), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
            throw ReportPageError.noData
        }
        let json = String(html[start.upperBound..<end.lowerBound])
        do {
            return try JSONDecoder().decode(ReportData.self, from: Data(json.utf8))
        } catch {
            throw ReportPageError.damaged("\(error)")
        }
    }
}

/// Why a file could not be read as a journey report.
package enum ReportPageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page has no report data: it is not a journey report.
    case noData
    /// The data is there but cannot be read.
    case damaged(String)

    /// What is wrong.
    package var description: String {
        switch self {
        case .noData: "it is not a journey report (it has no \(ReportPage.dataElementID) data)"
        case let .damaged(reason): "its report data is damaged: \(reason)"
        }
    }
}
