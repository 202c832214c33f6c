import Driver

/// The demo shop, `DemoApp`, that `swift build` put beside the test bundle: the app these
/// journeys drive, named as any app's tests name theirs (the driver has no default app).
let demoApp = App.executable(named: "DemoApp")
