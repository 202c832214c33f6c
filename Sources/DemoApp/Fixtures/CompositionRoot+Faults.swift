import AppAutomation

/// Where the composition root meets the driver's fault fixtures: the hooks the automation
/// server runs, the parent-death signal, and the faults that act on the assembled app.
extension CompositionRoot {
    /// How the automation server misbehaves on purpose: nothing, except under the
    /// debug fault flags.
    static func automationHooks(_ options: LaunchOptions) -> AutomationServer.Hooks {
        #if DEBUG
        return FaultInjection.hooks(for: options.faults)
        #else
        return AutomationServer.Hooks()
        #endif
    }

    /// Whether the app asks the kernel to kill it when its driver dies: always, except
    /// under the debug fault flag that removes the protection on purpose.
    static func diesWithDriver(_ options: LaunchOptions) -> Bool {
        #if DEBUG
        return !options.faults.outlivesDriver
        #else
        return true
        #endif
    }

    #if DEBUG
    /// Carries out the faults of `plan` that act on the assembled app: SIGTERM ignored,
    /// and the save loop over the state files.
    static func applyFaults(
        _ plan: FaultPlan, scheduler: Scheduler, signedInUser: PersistedSignedInUserStore, carts: PersistedCartRepository, orders: OrderStore
    ) {
        FaultInjection.applyProcessFaults(plan)
        if plan.saveLoop {
            FaultInjection.startSaveLoop(on: scheduler, signedInUser: signedInUser, carts: carts, orders: orders)
        }
    }
    #endif
}
