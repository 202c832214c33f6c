// A page object written for iOS imports XCTest for XCUIApplication and friends; here
// `import XCUITerminal` takes that import's place and brings XCTest along, with the
// driver whose query providers (`buttons`, `cells`, …) the XCUI types share.
@_exported import Driver
@_exported import XCTest
