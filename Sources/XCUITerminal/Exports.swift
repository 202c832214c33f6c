// A page object written for iOS imports XCTest for XCUIApplication and friends; here
// `import XCUITerminal` takes that import's place and brings XCTest along, with the
// driver whose query providers (`buttons`, `cells`, …) the XCUI types share.
@_exported import Driver
@_exported import XCTest
// The ported classes' `XCTestCase`, by a scoped import: Swift prefers a type a scoped
// import names to one a whole module brings, so this one wins over XCTest's, even in a file
// that imports XCTest itself (a declaration here would be as ambiguous as two modules' are).
@_exported import class XCUITerminalTestCase.XCTestCase
