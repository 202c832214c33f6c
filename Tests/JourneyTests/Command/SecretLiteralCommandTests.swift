import DriverTesting
import Foundation
import Testing

/// A password written in a journey as a literal (not read from `$NAME`) is typed, and
/// shown nowhere: not on the console, in the trace, in `report.html` or in `junit.xml`.
@Suite("Secure text written literally in a journey", .timeLimit(.minutes(3)), .hangReport)
struct SecretLiteralCommandTests {
    private let password = "hunter2-Literal"

    @Test("a literal typed into a secure field is typed, and masked on the console, in junit.xml, the trace and the report")
    func literalIsMaskedEverywhere() async throws {
        let folder = try TemporaryFolder()
        let source = """
            launch --uitesting --reset-state
            type "user@example.com" into textFields["emailField"]
            type "\(password)" into secureTextFields["passwordField"]
            expect secureTextFields["passwordField"] value == "\(String(repeating: "•", count: password.count))"
            expect staticTexts["noSuchLabel"] exists
            """
        try source.write(toFile: folder.path + "/sign-in.journey", atomically: true, encoding: .utf8)

        let output = await InProcessCommand.run(
            ["run", "sign-in.journey", "--trace", "on", "--junit", "results/junit.xml", "--parallel", "1"], in: folder)

        #expect(output.status == 1, "the last step fails: \(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("type \"•••\" into secureTextFields[\"passwordField\"]"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("type \"user@example.com\" into textFields[\"emailField\"]"), "only secure fields are masked")
        #expect(!output.standardOutput.contains(password), "the console shows the password: \(output.standardOutput)")
        #expect(!output.standardError.contains(password))
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".journey") }
        let files = written.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(files.contains("results/junit.xml"), "\(files)")
        #expect(files.contains { $0.hasSuffix("report.html") }, "\(files)")
        #expect(files.contains { $0.contains("traces/") }, "\(files)")
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + file))
            #expect(data.range(of: Data(password.utf8)) == nil, "\(file) holds the password")
        }
    }
}
