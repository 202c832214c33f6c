import XCTest

#if canImport(UIKit)
import UIKit

extension XCUIElement {
    public func clear(count: Int) {
        tap()
    }
}
#endif
