import Driver

/// "You're Offline": a request failed because the network is offline.
struct OfflineAlert: RetryableAlert {
    static let name = "offline alert"
    static func landmark(in app: App) -> Element { app.alerts["offlineAlert"] }

    let app: App
}
