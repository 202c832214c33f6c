import ScreenModel
import TerminalUI

/// The shop as a toolkit app: draws the model's screens in the chosen language, shows
/// saves that failed off the main thread as an alert, and hands device conditions to
/// the stub network that simulates them.
final class ShopApp: TerminalApp {
    /// The app's root state.
    let model: AppModel
    /// The shop's words, in the chosen language.
    var strings: Strings
    /// Saves that failed off the main thread; each settle shows them as an alert.
    var saveFailures: SaveFailures? {
        didSet { wakeDescriptors = saveFailures.map { [$0.descriptor] } ?? [] }
    }
    /// Handles `setCondition` commands; nil refuses them all.
    var conditionHandler: ((String, String) -> CommandRefusal?)?
    /// Runs once, just before the app exits normally: stores what is still pending.
    var flush: () -> Void = {}

    init(model: AppModel, strings: Strings) {
        self.model = model
        self.strings = strings
    }

    var name: String { strings.appName }

    var labels: ToolkitLabels {
        let screen = strings.screen
        return ToolkitLabels(moreAbove: screen.moreAbove, moreBelow: screen.moreBelow, moreAboveAndBelow: screen.moreAboveAndBelow)
    }

    func body(in context: ViewContext) -> Node {
        AppView.root(model, context: ScreenContext(view: context, strings: strings))
    }

    func goBack() { model.goBack() }

    func toggleKeyHelp() { model.toggleKeyHelp() }

    func takeNews() -> Bool {
        guard let failures = saveFailures?.take(), !failures.isEmpty else { return false }
        model.alerts.presentSaveFailed()
        return true
    }

    /// The save failures' descriptor, kept rather than made at each turn of the run loop.
    private(set) var wakeDescriptors: [Int32] = []

    func setCondition(name: String, value: String) -> CommandRefusal? {
        guard let conditionHandler else {
            return CommandRefusal(.unsupportedCondition, "this app simulates no device conditions; '\(name)' cannot be set")
        }
        return conditionHandler(name, value)
    }

    func willExit() { flush() }
}

extension ViewHost {
    /// The shop this host shows.
    var shop: ShopApp {
        // Every host in this app is made by the composition root, around a ShopApp.
        app as! ShopApp
    }
}
