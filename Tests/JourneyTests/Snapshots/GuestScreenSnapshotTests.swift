import Driver
import DriverTesting
import Testing

@Suite("A guest's screens as text", .tags(.snapshot), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct GuestScreenSnapshotTests {
    @Test(
        "a guest asked to sign in on Orders and on Profile sees what the references hold, in every language, at 80x24",
        arguments: ["Orders", "Profile"], [JourneyConfiguration.standard, .spanish, .japanese])
    func signInRequired(tab: String, language: JourneyConfiguration) async throws {
        let app = try await language.launch(.mockCatalog)

        _ = try await ShopPage(app).openExpectingSignInRequest(tab)

        try await expectSnapshot(of: app, named: "sign-in-required-\(tab.lowercased()).\(language.locale)")
    }
}
