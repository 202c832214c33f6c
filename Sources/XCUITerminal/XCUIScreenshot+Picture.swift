public import Foundation
import ScreenModel

extension XCUIScreenshot {
    /// The screen as a PNG picture, as XCUITest's `pngRepresentation`: each character
    /// cell 6 by 13 pixels in the X11 fixed font, light text on a dark ground (a character
    /// the font lacks is an empty box).
    public var pngRepresentation: Data { Data(screen.picture().pngData) }

    /// The screen as a picture, as XCUITest's `image`: its size and its PNG data.
    public var image: UIImage { UIImage(picture: screen.picture()) }
}

/// A picture of a screen, standing in for UIKit's `UIImage` (which Linux has not) where
/// XCUITest code takes a screenshot's `image`: its size, its scale and its PNG data.
public struct UIImage: Sendable, Equatable {
    /// The size in points (a point is a pixel here).
    public let size: CGSize
    /// Pixels a point: 1.
    public let scale: CGFloat = 1
    private let png: Data

    init(picture: PNGImage) {
        size = CGSize(width: picture.width, height: picture.height)
        png = Data(picture.pngData)
    }

    /// The picture as PNG data.
    public func pngData() -> Data? { png }
}

extension XCTAttachment {
    /// An attachment of `image` as a PNG picture.
    public convenience init(image: UIImage) {
        self.init(data: image.pngData() ?? Data(), uniformTypeIdentifier: "public.png")
        name = "screen.png"
    }
}
