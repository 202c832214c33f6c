import Driver
import DriverTesting
import Foundation
import Testing

/// `App.executable(named:)`: how tests name an app of their package, the driver having no default app.
@Suite("Executables built beside the tests")
struct BuiltExecutableTests {
    /// The folder of this test process's own executable, read apart from the driver.
    static let testBundleFolder: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().path
    }()

    @Test("a product's name gives the executable swift build put in the test bundle's folder", arguments: ["DemoApp", "mutate"])
    func besideTheTests(name: String) {
        let path = App.executable(named: name)

        #expect(path == Self.testBundleFolder + "/" + name)
        #expect(FileManager.default.isExecutableFile(atPath: path), "\(path) is not an executable file")
    }

    @Test("a name nothing was built under fails at launch, naming the path it looked at")
    func missingProduct() async throws {
        let app = App(executable: App.executable(named: "NoSuchProduct"))

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.launchProblem == .noExecutable(path: Self.testBundleFolder + "/NoSuchProduct"))
    }
}
