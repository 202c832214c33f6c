import Foundation
import JourneyTrace
import SystemLayer

extension JourneyCommand {
    /// `journey show-report [FILE]`: says where the report is (by default the results
    /// folder's) and opens it in a browser when one is there to open it.
    func showReport(_ invocation: Invocation) throws -> Int32 {
        guard invocation.paths.count <= 1 else { throw UsageError.wrongPaths(command: "show-report", expected: "at most one report file") }
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let path = invocation.paths.first.map(loader.absolutePath) ?? currentDirectory + "/.journey-results/" + ReportWriter.fileName
        guard FileManager.default.fileExists(atPath: path) else { throw UsageError.noReport(display(path)) }
        let url = URL(fileURLWithPath: path).absoluteString
        output("Report: \(display(path))\n  \(url)\n")
        if let opener = BrowserOpener.find() {
            if opener.open(url) {
                output("Opened with \(opener.name).\n")
            } else {
                output("Could not open it with \(opener.name); open the address above in a browser.\n")
            }
        } else {
            output("No browser to open it here (no $BROWSER, or xdg-open with a display); open the address above in one.\n")
        }
        return Self.success
    }

    /// `journey show-trace FILE`: prints the trace's steps, with their screens drawn,
    /// what changed in the tree, the work and the log, step by step.
    func showTrace(_ invocation: Invocation) throws -> Int32 {
        guard invocation.paths.count == 1, let file = invocation.paths.first else {
            throw UsageError.wrongPaths(command: "show-trace", expected: "one trace file, e.g. .journey-results/traces/sign-in.trace.json")
        }
        let path = JourneyLoader(currentDirectory: currentDirectory).absolutePath(file)
        let trace: Trace
        do throws(TraceFileError) {
            trace = try TraceFile.read(path)
        } catch {
            throw UsageError.unreadableInput(path: file, reason: error.description)
        }
        output(TraceText.text(for: trace, colours: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil))
        return Self.success
    }
}

/// A program that opens a web address in a browser: `$BROWSER`, or `xdg-open` (or
/// `open` on macOS) when there is a display.
struct BrowserOpener {
    /// The program's name, to say what opened the page.
    let name: String
    /// Its path.
    let path: String

    /// The opener this machine has, if any.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> BrowserOpener? {
        let search = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        func locate(_ name: String) -> String? {
            if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
            return search.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init), !browser.isEmpty, let path = locate(browser) {
            return BrowserOpener(name: browser, path: path)
        }
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if hasDisplay, let path = locate("xdg-open") { return BrowserOpener(name: "xdg-open", path: path) }
        return nil
    }

    /// How long an opener that ends is given to say it failed: `xdg-open` hands the page
    /// to a browser and ends at once; a browser run as `$BROWSER` goes on running.
    static let verdictWait = Duration.seconds(2)

    /// Starts the program on `url`, in a session of its own and with nothing of this
    /// terminal's, so it outlives the command; false if it could not start, or if it
    /// ended within `verdictWait` with a failure. One still running then is taken to
    /// show the page (it is not waited for).
    ///
    /// Started with `posix_spawn` rather than Foundation's `Process`, whose start on Linux
    /// can crash the calling process (swift-corelibs-foundation#5472).
    func open(_ url: String) -> Bool {
        let spawn = ProcessSpawn(
            path, arguments: [url], newSession: true,
            descriptors: [.open("/dev/null", .readOnly, as: 0), .open("/dev/null", .writeOnly, as: 1), .open("/dev/null", .writeOnly, as: 2)],
            closingOthersFrom: 3
        )
        guard let pid = try? spawn.start() else { return false }
        let exit = Posix.exitNotifier(for: pid)
        guard exit >= 0 else { return true }
        defer { Posix.close(exit) }
        guard Posix.waitReadable(exit, until: Monotonic.after(Self.verdictWait)) else { return true }
        return Posix.waitForExit(pid) == .exited(0)
    }
}
