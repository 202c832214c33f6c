import Driver

/// "Something Went Wrong": a request failed with a server error (`--network flaky`).
struct ServerErrorAlert: RetryableAlert {
    static let name = "server error alert"
    static func landmark(in app: App) -> Element { app.alerts["serverErrorAlert"] }

    let app: App
}
