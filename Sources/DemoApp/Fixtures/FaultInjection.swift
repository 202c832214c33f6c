#if DEBUG
import AppAutomation
import SystemLayer

/// Carries out a `FaultPlan`: crashes, hangs and withheld trees in the automation
/// server, and a save loop over the state files. Compiled into debug builds only.
enum FaultInjection {
    /// The exit status of `--debug-exit-before-first-tree`.
    static let exitBeforeFirstTreeStatus: Int32 = 7

    /// Hooks that make the automation server misbehave as `plan` says; each fault says
    /// what it does on `log` (the app's standard error) as it acts.
    static func hooks(for plan: FaultPlan, log: @escaping (String) -> Void = AppLog.write) -> AutomationServer.Hooks {
        var hooks = AutomationServer.Hooks()
        if plan.exitsBeforeFirstTree {
            hooks.willSendFirstTree = {
                AppLog.write("DemoApp: --debug-exit-before-first-tree: exiting with status \(exitBeforeFirstTreeStatus) before the first tree")
                Posix.exit(exitBeforeFirstTreeStatus)
            }
        } else if plan.withholdsFirstTree {
            hooks.willSendFirstTree = {
                log("DemoApp: --debug-no-first-tree: sent the hello; no tree will follow")
                Termination.restoreDefaults()
                return .withhold
            }
        }
        let crash = plan.crash, hang = plan.hangAtCommand
        if crash != nil || hang != nil {
            hooks.willHandleCommand = { number in
                if let crash, crash.command == number { self.crash(crash.kind, at: number) }
                if let hang, hang == number { self.hang(at: number) }
            }
        }
        return hooks
    }

    /// Makes the process ignore SIGTERM, when the plan asks for it.
    static func applyProcessFaults(_ plan: FaultPlan) {
        guard plan.ignoresTermination else { return }
        AppLog.write("DemoApp: --debug-ignore-sigterm: SIGTERM will be ignored")
        Signal.ignore(Signal.terminate)
    }

    /// Rewrites the session, the cart and the orders on every pass of the run loop,
    /// each under a new revision, so a test can kill the app mid-write and check that
    /// every file is still whole.
    static func startSaveLoop(
        on scheduler: Scheduler, signedInUser: PersistedSignedInUserStore, carts: PersistedCartRepository, orders: OrderStore,
        log: (String) -> Void = AppLog.write
    ) {
        log("DemoApp: --debug-save-loop: rewriting session.json, cart.json and orders.json without pause")
        scheduler.repeatInBackground(every: 0) {
            signedInUser.rewrite()
            carts.rewrite()
            orders.rewrite()
        }
    }

    private static func crash(_ kind: FaultPlan.CrashKind, at number: Int) -> Never {
        AppLog.write("DemoApp: --debug-crash-at: crashing with \(kind.rawValue) at command \(number)")
        CoverageProfile.write()
        switch kind {
        case .abort:
            Signal.die(by: Signal.abort)
        case .trap:
            fatalError("--debug-crash-at asked for a trap at command \(number)")
        case .segv:
            // The Swift runtime's crash handler would catch the signal, print a
            // backtrace and return; the default action ends the app as a real fault does.
            Signal.die(by: Signal.segmentationFault)
        }
    }

    /// Blocks for ever without reading the channel; only a signal ends it.
    private static func hang(at number: Int) -> Never {
        CoverageProfile.write()
        AppLog.write("DemoApp: --debug-hang-at: hanging at command \(number)")
        // A wedged process runs none of our handlers: signals act as they do by default.
        Termination.restoreDefaults()
        while true { Signal.waitForAny() }
    }
}
#endif
