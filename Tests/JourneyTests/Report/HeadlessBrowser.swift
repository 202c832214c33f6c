import Driver
import Foundation
import SystemLayer

/// A headless Chromium driven over the DevTools protocol on a pipe (descriptors 3 and
/// 4, `--remote-debugging-pipe`): no port, no Node, nothing but Debian's `chromium`.
/// It loads a page, runs script in it, presses keys, takes screenshots, and keeps
/// what the page logged as errors and every address it asked for.
///
/// Every read waits on `poll` with a deadline; a browser that stops answering fails the
/// test instead of hanging it.
final class HeadlessBrowser {
    /// The Debian package that provides the browser, for the skip message.
    static let package = "chromium"

    /// The browser's executable, if one is installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private let pid: Int32
    private let input: Int32
    private let output: Int32
    private let profile: String
    /// Where the profile lives; removed after the browser has ended.
    private let profileFolder: TemporaryFolder
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var session: String?
    private var reaped = false
    /// Errors the page raised or logged: uncaught exceptions, `console.error`, and the
    /// browser's own error log entries (a blocked or failed load).
    private(set) var consoleErrors: [String] = []
    /// Every address the page requested.
    private(set) var requests: [String] = []
    /// Events received, by method, in order.
    private var loadFired = false

    /// Starts the browser with a fresh profile and a page of `width` × `height` pixels.
    init(width: Int = 1280, height: Int = 900) throws {
        guard let executable = Self.executable else { throw Failure("no browser: install Debian's \(Self.package)") }
        profileFolder = try TemporaryFolder()
        profile = profileFolder.path
        guard let toBrowser = try? Posix.pipe(), let fromBrowser = try? Posix.pipe() else { throw Failure("cannot create pipes") }
        let arguments = [
            "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--user-data-dir=\(profile)",
            "--window-size=\(width),\(height)", "about:blank",
        ]
        // Its own process group, which the driver's keeper kills should this test process
        // die with the browser running (it starts processes of its own).
        let spawn = ProcessSpawn(
            executable, arguments: arguments, newProcessGroup: true,
            descriptors: [
                .duplicate(toBrowser.read, as: 3), .duplicate(fromBrowser.write, as: 4),
                .open("/dev/null", .writeOnly, as: 1), .open("/dev/null", .writeOnly, as: 2),
            ]
        )
        let started = Result { () throws(SystemError) in try spawn.start() }
        Posix.close(toBrowser.read)
        Posix.close(fromBrowser.write)
        let pid: Int32
        do {
            pid = try started.get()
        } catch {
            Posix.close(toBrowser.write)
            Posix.close(fromBrowser.read)
            throw Failure("cannot start \(executable): \(error.reason)")
        }
        ProcessGroupKeeper.guardGroup(pid)
        self.pid = pid
        input = toBrowser.write
        output = fromBrowser.read
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure("no page target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = attached["sessionId"] as? String
        for domain in ["Page", "Runtime", "Log", "Network"] { _ = try send("\(domain).enable") }
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        Posix.close(input)
        Posix.close(output)
        if !reaped {
            Posix.kill(pid, Signal.kill)
            _ = Posix.waitForExit(pid)
        }
        ProcessGroupKeeper.release(pid)
    }

    /// Loads `url` and returns once its load event has fired (its scripts have run);
    /// with `javaScript` false the page's scripts do not run.
    func open(_ url: String, javaScript: Bool = true) throws {
        _ = try send("Emulation.setScriptExecutionDisabled", ["value": !javaScript])
        loadFired = false
        _ = try send("Page.navigate", ["url": url])
        let deadline = Date().addingTimeInterval(30)
        while !loadFired {
            guard let message = try read(until: deadline) else { throw Failure("the page did not load within 30 s") }
            handle(event: message)
        }
    }

    /// The value of `expression` evaluated in the page (JSON-like: strings, numbers, arrays, objects).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw Failure("the page threw evaluating \(expression): \(exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// `expression`'s value as a string (nil if it is not one).
    func string(_ expression: String) throws -> String? {
        try evaluate(expression) as? String
    }

    /// Presses a key as a person would: `"j"`, `"/"`, `"ArrowRight"`, `"Enter"`.
    func press(_ key: String) throws {
        let named = ["ArrowRight": 39, "ArrowLeft": 37, "ArrowDown": 40, "ArrowUp": 38, "Enter": 13, "Escape": 27, "Tab": 9]
        var down: [String: Any] = ["type": "keyDown", "key": key]
        if let code = named[key] {
            down["windowsVirtualKeyCode"] = code
            down["code"] = key
        } else {
            down["text"] = key
            down["windowsVirtualKeyCode"] = Int(key.uppercased().unicodeScalars.first?.value ?? 0)
        }
        _ = try send("Input.dispatchKeyEvent", down)
        _ = try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
    }

    /// Types `text` into whatever has focus.
    func type(_ text: String) throws {
        _ = try send("Input.insertText", ["text": text])
    }

    /// A PNG of the page as shown.
    func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else { throw Failure("no screenshot") }
        return data
    }

    /// Closes the browser and waits for it to exit.
    func close() {
        _ = try? send("Browser.close", sessionless: true)
        _ = Posix.waitForExit(pid)
        reaped = true
    }

    /// Sends a command and returns its result, noting the events that come before it.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], sessionless: Bool = false) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session, !sessionless, !method.hasPrefix("Target.") { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { try? Posix.write(input, $0) }
            guard let written else { throw Failure("the browser closed its pipe") }
            offset += written
        }
        let deadline = Date().addingTimeInterval(30)
        while true {
            guard let reply = try read(until: deadline) else { throw Failure("no answer to \(method) within 30 s") }
            if reply["id"] as? Int == id {
                if let error = reply["error"] { throw Failure("\(method) failed: \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            handle(event: reply)
        }
    }

    private func handle(event: [String: Any]) {
        let params = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Page.loadEventFired":
            loadFired = true
        case "Runtime.exceptionThrown":
            let details = params["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = (details["exception"] as? [String: Any])?["description"] as? String
            consoleErrors.append("exception: " + (exception ?? details["text"] as? String ?? "\(details)"))
        case "Runtime.consoleAPICalled":
            guard let type = params["type"] as? String, type == "error" || type == "assert" else { return }
            let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
            consoleErrors.append("console.\(type): " + args.joined(separator: " "))
        case "Log.entryAdded":
            let entry = params["entry"] as? [String: Any] ?? [:]
            if entry["level"] as? String == "error" { consoleErrors.append("log: \(entry["text"] ?? "")") }
        case "Network.requestWillBeSent":
            if let url = (params["request"] as? [String: Any])?["url"] as? String { requests.append(url) }
        default:
            break
        }
    }

    /// The next whole message, or nil when the deadline passes first.
    private func read(until deadline: Date) throws -> [String: Any]? {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                return object
            }
            let remaining = Int(deadline.timeIntervalSinceNow * 1_000)
            guard remaining > 0 else { return nil }
            var descriptors = [PollDescriptor(output, for: .input)]
            // Nothing ready: the time is up, or a signal came, and the deadline above tells which.
            guard let ready = try? Posix.poll(&descriptors, timeout: Int32(min(remaining, Int(Int32.max)))) else { return nil }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = (try? Posix.read(output, into: &chunk)) ?? -1
            guard count > 0 else { throw Failure("the browser exited") }
            buffer += chunk[..<count]
        }
    }
}
