import Foundation
@testable import JourneyScript
import Testing

/// Which program `journey show-report` opens the report with, from the environment.
@Suite("journey show-report: finding a browser")
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
}
