import DriverTesting
import Foundation
import JourneyScript
import JourneyTrace
import Testing

/// The HTML report as a person sees it: loaded from `file://` in a real headless
/// browser, checked on the rendered page, not the HTML text.
@Suite(
    "The report in a browser", .timeLimit(.minutes(3)), .hangReport,
    .enabled(if: HeadlessBrowser.executable != nil, "needs a browser: install Debian's chromium (apt-get install chromium)"), .dedicatedThread)
struct ReportBrowserTests {
    /// A report of `ReportFixtures.run` in a fresh folder, and its address.
    private func fixtureReport() throws -> (folder: TemporaryFolder, url: String) {
        let folder = try TemporaryFolder()
        try folder.write("report.html", try ReportPage.html(ReportData(traces: ReportFixtures.run)))
        return (folder, URL(fileURLWithPath: folder.path + "/report.html").absoluteString)
    }

    private func visibleJourneys(_ browser: HeadlessBrowser) throws -> [String] {
        try browser.evaluate("[...document.querySelectorAll('#journey-list li.journey')].filter(li => !li.hidden).map(li => li.querySelector('.name').textContent)") as? [String]
            ?? []
    }

    @Test("the failing journey opens on its failing step: its message, the screens drawn, the tree diff marking what changed; no errors, nothing fetched")
    func failingStep() throws {
        let (folder, url) = try fixtureReport()
        let browser = try HeadlessBrowser()
        defer { browser.close() }

        try browser.open(url)

        #expect(try browser.string("document.getElementById('journey-title').textContent") == "failed checkout")
        #expect(try browser.string("document.getElementById('step-heading').textContent")?.hasPrefix(#"Step 3: expect staticTexts["cart.total"] label == "€12.00""#) == true)
        #expect(
            try browser.string("document.querySelector('.step-failure-message').textContent")
                == #"expected app.staticTexts["cart.total"] label == "€12.00", but its label is "€9.60""#)
        #expect(try browser.string("document.querySelector('#timeline li[aria-selected=true]').className") == "failed")
        let changed = try browser.evaluate("[...document.querySelectorAll('.tree-after .node.changed')].map(n => n.textContent.trim())") as? [String]
        #expect(changed?.contains { $0.contains(#"staticText "€9.60" #cart.total"#) && $0.hasPrefix("~") } == true)
        let added = try browser.evaluate("[...document.querySelectorAll('.tree-after .node.added')].map(n => n.textContent.trim())") as? [String]
        #expect(added == [#"+     staticText "Promo SAVE20" #promoLabel"#])
        #expect(try browser.screenLines(".screen-after svg").contains { $0.contains("€9.60") })
        #expect(try browser.string("document.querySelector('.screen-before svg text[font-weight=bold]')?.textContent")?.contains("Cart") == true)
        #expect(try browser.string("document.querySelector('.events').textContent")?.contains("Finished network: POST /orders") == true)
        #expect(try browser.string("document.querySelector('.log').textContent") == "POST /orders done: 201")
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
        #expect(browser.requests.allSatisfy { $0.hasPrefix("file:") || $0.hasPrefix("data:") || $0 == "about:blank" }, "\(browser.requests)")
        _ = folder
    }

    @Test("search and the result filters narrow the list; keys move between journeys and steps")
    func searchFiltersAndKeys() throws {
        let (folder, url) = try fixtureReport()
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)

        try browser.press("/")
        let focused = try browser.string("document.activeElement.id")
        try browser.type("9.60")
        let searched = try visibleJourneys(browser)
        _ = try browser.evaluate("(() => { const s = document.getElementById('search'); s.value = ''; s.dispatchEvent(new Event('input')); s.blur(); })()")
        _ = try browser.evaluate("document.querySelector('[data-filter=flaky]').click()")
        let flaky = try visibleJourneys(browser)
        let pressed = try browser.string("document.querySelector('[data-filter=flaky]').getAttribute('aria-pressed')")
        _ = try browser.evaluate("document.querySelector('[data-filter=all]').click()")
        try browser.press("j")
        let next = try browser.string("document.getElementById('journey-title').textContent")
        try browser.press("n")
        let secondStep = try browser.string("document.getElementById('step-heading').textContent")
        try browser.press("f")
        let failing = try browser.string("document.getElementById('step-heading').textContent")
        let address = try browser.string("location.hash")

        #expect(focused == "search")
        #expect(searched == ["checkout"], "only checkout's failure mentions €9.60")
        #expect(flaky == ["search"])
        #expect(pressed == "true")
        #expect(next == "flaky search")
        #expect(secondStep?.hasPrefix("Step 2: wait cells") == true)
        #expect(failing?.hasPrefix("Step 2: wait cells") == true)
        #expect(address == "#journey=2&step=1")
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
        _ = folder
    }

    @Test("accessibility basics: landmarks, one heading, labelled controls, text contrast of 4.5:1, keyboard focus")
    func accessibility() throws {
        let (folder, url) = try fixtureReport()
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url)

        let landmarks = try browser.evaluate("['header','main','nav[aria-label]','section[aria-label]'].map(s => document.querySelectorAll(s).length)") as? [Int]
        let headings = try browser.evaluate("document.querySelectorAll('h1').length") as? Int
        let language = try browser.string("document.documentElement.lang")
        let unlabelled =
            try browser.evaluate(
                """
                [...document.querySelectorAll('button, input, [role=listbox], [role=option]')].filter(e => {
                  const name = e.getAttribute('aria-label') || e.textContent.trim() || (e.id && document.querySelector('label[for="' + e.id + '"]')?.textContent.trim());
                  return !name;
                }).map(e => e.outerHTML.slice(0, 80))
                """) as? [String]
        let lowContrast = try browser.evaluate(Self.contrastCheck) as? [String]
        try browser.press("Tab")
        let firstFocus = try browser.string("document.activeElement.className")
        let listbox = try browser.string("document.getElementById('timeline').getAttribute('tabindex')")

        #expect(landmarks == [1, 1, 1, 1])
        #expect(headings == 1)
        #expect(language == "en")
        #expect(unlabelled == [])
        #expect(lowContrast == [], "text below 4.5:1 against its background")
        #expect(firstFocus == "skip")
        #expect(listbox == "0")
        _ = folder
    }

    /// Every element with text of its own whose colour against its nearest opaque
    /// background is under 4.5:1 (WCAG AA for body text).
    static let contrastCheck = """
        (() => {
          const parse = c => { const m = c.match(/[\\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };
          const lum = ({r, g, b}) => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
          const background = e => { for (; e; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor); if (c.a > 0.5) return c; } return {r: 255, g: 255, b: 255, a: 1}; };
          const bad = [];
          for (const e of document.querySelectorAll('body *')) {
            if (!e.offsetParent && getComputedStyle(e).position !== 'fixed') continue;
            const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
            if (!own) continue;
            const style = getComputedStyle(e);
            const fg = parse(style.color), bg = background(e);
            const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
            const ratio = (a + 0.05) / (b + 0.05);
            if (ratio < 4.5 && parseFloat(style.opacity) > 0) bad.push(e.tagName + '.' + e.className + ' ' + ratio.toFixed(2) + ': ' + e.textContent.trim().slice(0, 30));
          }
          return bad;
        })()
        """

    @Test("a program's recording plays in the page: it opens on its last screen, seeks, draws the palette's colours, and shows screens as SVG")
    func recordingPlayer() throws {
        let (folder, url) = try fixtureReport()
        let browser = try HeadlessBrowser()
        defer { browser.close() }
        try browser.open(url + "#journey=3")

        let colouredText =
            "[...document.querySelectorAll('.player svg text')].filter(t => t.getAttribute('fill') !== '#e5e5e5').map(t => t.textContent + '=' + t.getAttribute('fill')).join('|')"
        let last = try browser.screenLines(".player svg")
        let green = try browser.string(colouredText)
        _ = try browser.evaluate("(() => { const r = document.querySelector('.player input[type=range]'); r.value = '500'; r.dispatchEvent(new Event('input')); })()")
        let middle = try browser.screenLines(".player svg")
        let red = try browser.string(colouredText)
        _ = try browser.evaluate("(() => { const r = document.querySelector('.player input[type=range]'); r.value = '0'; r.dispatchEvent(new Event('input')); })()")
        let first = try browser.screenLines(".player svg")
        let stepScreen = try browser.screenLines(".screen-after svg[role=img]")
        let labels = try browser.evaluate("[...document.querySelectorAll('.player button, .player input')].map(e => e.getAttribute('aria-label'))") as? [String]

        #expect(last == ReportFixtures.finalScreenText)
        #expect(green == "12%=#00cd00")
        #expect(middle == ["top - 3 tasks", "cpu  90%", "mem  40%", ""])
        #expect(red == "cpu90%=#cd0000")
        #expect(first == ReportFixtures.firstScreenText)
        #expect(stepScreen == ReportFixtures.finalScreenText)
        #expect(labels == ["Play the recording", "Position in the recording (ms)"])
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
        _ = folder
    }

    @Test("with JavaScript off the summary still reads: the counts, each journey's result and failure, a recording's last screen")
    func withoutJavaScript() throws {
        let (folder, url) = try fixtureReport()
        let browser = try HeadlessBrowser()
        defer { browser.close() }

        try browser.open(url, javaScript: false)

        let counts = try browser.string("document.getElementById('counts').textContent")
        let results = try browser.evaluate("[...document.querySelectorAll('#journey-list li.journey')].map(li => li.querySelector('a').innerText)") as? [String]
        let message = try browser.string("document.querySelector('li.failed .failure-message').innerText")
        let final = try browser.string("document.querySelector('.final-screen pre').textContent")
        let controlsShown = try browser.evaluate("document.getElementById('controls').offsetParent !== null") as? Bool

        #expect(counts?.hasPrefix("2 passed 1 failed 1 flaky 0 skipped") == true)
        #expect(results == ["PASSED sign-in", "FAILED checkout", "FLAKY search", "PASSED top"])
        #expect(message == #"expected app.staticTexts["cart.total"] label == "€12.00", but its label is "€9.60""#)
        #expect(final == ReportFixtures.finalScreenText.joined(separator: "\n"))
        #expect(controlsShown == false)
        _ = folder
    }
}
