import Foundation
import Synchronization
import Testing
import XCTest

/// Where attachments go: to the running Swift Testing test, or under XCTest to files in
/// `XCTAttachment.folder`/<test name>/, which a passing test deletes unless they are to be kept.
enum XCTestAttachments {
    /// The files the running XCTest test saved, and whether each outlives a pass.
    private static let saved = Mutex<[(path: String, keep: Bool)]>([])
    /// The name of the running XCTest test, from the last test case that attached something.
    private static let testName = Mutex<String?>(nil)

    static func add(_ attachment: XCTAttachment, to testCaseName: String?) {
        if Test.current != nil {
            Attachment.record(Array(attachment.data), named: attachment.fileName)
            return
        }
        ApplicationRegistry.observeXCTest()
        let name = testCaseName ?? testName.withLock { $0 } ?? "test"
        if let testCaseName { testName.withLock { $0 = testCaseName } }
        let folder = XCTAttachment.folder + "/" + Self.fileSafe(name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = Self.freePath(folder + "/" + attachment.fileName)
            try attachment.data.write(to: URL(fileURLWithPath: path))
            saved.withLock { $0.append((path, attachment.lifetime == .keepAlways)) }
        } catch {
            FailureRecorder.record("could not save the attachment \(attachment.fileName) in \(folder): \(error)", at: nil)
        }
    }

    /// Deletes what a passing test saved to be deleted on success.
    static func finished(_ testCase: XCTest::XCTestCase) {
        let files = saved.withLock { files in
            defer { files = [] }; return files
        }
        testName.withLock { $0 = nil }
        guard testCase.testRun?.hasSucceeded ?? false else { return }
        for file in files where !file.keep { try? FileManager.default.removeItem(atPath: file.path) }
    }

    private static func fileSafe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    }

    /// `path`, or `path` with a number before its extension when it exists already.
    private static func freePath(_ path: String) -> String {
        guard FileManager.default.fileExists(atPath: path) else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().path, suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        var number = 2
        while FileManager.default.fileExists(atPath: "\(stem)-\(number)\(suffix)") { number += 1 }
        return "\(stem)-\(number)\(suffix)"
    }
}

extension XCTAttachment {
    /// Where XCTest's tests save attachments: `XCTATTACHMENT_DIR`, else
    /// `.build/attachments` in the current directory (the package's, under `swift test`).
    public static var folder: String {
        if let folder = ProcessInfo.processInfo.environment["XCTATTACHMENT_DIR"], !folder.isEmpty { return folder }
        return FileManager.default.currentDirectoryPath + "/.build/attachments"
    }
}
