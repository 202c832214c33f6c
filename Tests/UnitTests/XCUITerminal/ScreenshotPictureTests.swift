import Driver
import DriverTesting
import Foundation
import ScreenModel
import Testing
import XCUITerminal

@Suite("XCUITest's screenshots as pictures", .dedicatedThread)
struct ScreenshotPictureTests {
    @Test("pngRepresentation is the screen drawn 6 by 13 pixels a cell; image has that size and the same PNG; an attachment of it is a PNG")
    func pngRepresentation() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go", label: "Go")]))
        let app = XCUIApplication(app: try await App.launched(with: fake))

        let screenshot = app.screenshot()
        let png = [UInt8](screenshot.pngRepresentation)

        let decoded = try #require(DecodedPNG(png))
        #expect(decoded.width == 80 * 6 && decoded.height == 24 * 13)
        #expect(png == screenshot.screen.picture().pngData)
        #expect(screenshot.screen.description.contains("Go"))
        #expect(screenshot.image.size == CGSize(width: 480, height: 312))
        #expect(screenshot.image.pngData() == screenshot.pngRepresentation)
        let attachment = XCTAttachment(image: screenshot.image)
        #expect(attachment.uniformTypeIdentifier == "public.png")
        #expect(attachment.data == screenshot.pngRepresentation)
    }
}
