import Foundation
@testable import JourneyScript
import SystemLayer
import Testing
import DriverTesting

/// Which program `journey show-report` opens the report with, from the environment.
@Suite("journey show-report: finding a browser", .dedicatedThread)
struct BrowserOpenerTests {
    /// A fresh folder holding an executable `xdg-open`; the caller removes it.
    private func folderWithXDGOpen() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let opener = folder + "/xdg-open"
        #expect(FileManager.default.createFile(atPath: opener, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        return folder
    }

    @Test("of the programs $BROWSER lists, separated by colons, the first opens the report")
    func browserListInOrder() {
        let opener = BrowserOpener.find(environment: ["BROWSER": "/bin/true:/bin/false", "PATH": "/usr/bin:/bin"])

        #expect(opener?.path == "/bin/true")
    }

    @Test("a program found on $PATH is the one in the earliest folder that has it, as a shell finds it, and folders without it are passed over")
    func pathSearchInOrder() throws {
        let first = try folderWithXDGOpen(), second = try folderWithXDGOpen()
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }

        let inOrder = BrowserOpener.find(environment: ["PATH": first + ":" + second, "DISPLAY": ":0"])
        let reversed = BrowserOpener.find(environment: ["PATH": second + ":" + first, "DISPLAY": ":0"])
        let pastAnEmptyFolder = BrowserOpener.find(environment: ["PATH": "/nonexistent:" + second, "DISPLAY": ":0"])

        #expect(inOrder?.path == first + "/xdg-open")
        #expect(reversed?.path == second + "/xdg-open")
        #expect(pastAnEmptyFolder?.path == second + "/xdg-open")
    }

    @Test("xdg-open is used only with a display (X11 or Wayland)")
    func xdgOpenNeedsDisplay() throws {
        let folder = try folderWithXDGOpen()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let headless = BrowserOpener.find(environment: ["PATH": folder, "DISPLAY": "", "WAYLAND_DISPLAY": ""])
        let x11 = BrowserOpener.find(environment: ["PATH": folder, "DISPLAY": ":0"])
        let wayland = BrowserOpener.find(environment: ["PATH": folder, "WAYLAND_DISPLAY": "wayland-0"])

        #expect(headless == nil)
        #expect(x11?.path == folder + "/xdg-open")
        #expect(wayland?.path == folder + "/xdg-open")
    }

    @Test("the browser starts on the address with /dev/null for its input, output and errors: nothing of this terminal's")
    func browserGetsNothingOfTheTerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The browser stand-in says what it was given through a FIFO this test reads: the
        // opener does not wait for it, and its own output goes nowhere.
        let fifo = folder + "/said"
        let maker = try ProcessSpawn("/usr/bin/mkfifo", arguments: [fifo]).start()
        #expect(Posix.waitForExit(maker) == .exited(0))
        let said = try Posix.open(fifo, .readWrite)
        defer { Posix.close(said) }
        let browser = folder + "/browser"
        let script = "#!/bin/sh\nlinks=$(readlink /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2)\nprintf '%s\\n%s\\n' \"$1\" \"$links\" > \(fifo)\n"
        // Written through a close-on-exec descriptor: one that Foundation leaves inheritable
        // can be held open by a process another test starts meanwhile, and running a file
        // open for writing fails (ETXTBSY).
        let file = try Posix.open(browser, [.writeOnly, .create, .truncate], permissions: 0o755)
        try Posix.writeAll(file, Array(script.utf8))
        Posix.close(file)

        #expect(BrowserOpener(name: "browser", path: browser).open("http://127.0.0.1:9/index.html"))

        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Monotonic.after(.seconds(30))
        while text.filter({ $0 == UInt8(ascii: "\n") }).count < 4, Posix.waitReadable(said, until: deadline) {
            let count = try Posix.read(said, into: &chunk)
            text += chunk[0..<count]
        }
        #expect(String(decoding: text, as: UTF8.self) == "http://127.0.0.1:9/index.html\n/dev/null\n/dev/null\n/dev/null\n")
    }
}
