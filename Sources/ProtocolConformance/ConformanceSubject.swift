/// An executable that claims to speak the automation protocol, and what it offers
/// that some checks need.
///
/// Only `executable` is required. A check that needs something the description does
/// not give (busy work, a virtual clock, an element to tap) is skipped, saying why.
public struct ConformanceSubject: Sendable, CustomStringConvertible {
    /// A name for the report: `DemoApp`.
    public var name: String
    /// The path of the executable.
    public var executable: String
    /// The launch arguments every check passes, e.g. `["--uitesting", "--reset-state"]`.
    public var arguments: [String]
    /// Variables set over this process's environment for every launch (the channel's
    /// variables are set after them).
    public var environment: [String: String]
    /// The identifier of an element whose tap changes the screen (a button that opens
    /// another screen): for the check that a command's tree comes before its reply.
    public var screenChangingTap: String?
    /// The identifier of an enabled text field on the first screen: for the check that
    /// typed text reaches it.
    public var textField: String?
    /// How to make the app busy with work that ends by itself; nil if it cannot be.
    public var busyWork: BusyWork?
    /// The extra launch arguments that put the app on the virtual clock
    /// (`["--clock", "virtual"]`); nil if it has none.
    public var virtualClockArguments: [String]?
    /// The longest any one step may take before a check fails: a failure mechanism,
    /// never a delay.
    public var timeout: Duration
    /// The longest the app may take to start, until its hello arrives: longer than a
    /// step, as a process that a loaded machine starts late has broken no rule.
    public var startTimeout: Duration

    /// Describes `executable`, launched with `arguments` and `environment`.
    public init(
        name: String, executable: String, arguments: [String] = [], environment: [String: String] = [:],
        screenChangingTap: String? = nil, textField: String? = nil, busyWork: BusyWork? = nil,
        virtualClockArguments: [String]? = nil, timeout: Duration = .seconds(5), startTimeout: Duration = .seconds(30)
    ) {
        self.name = name
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.screenChangingTap = screenChangingTap
        self.textField = textField
        self.busyWork = busyWork
        self.virtualClockArguments = virtualClockArguments
        self.timeout = timeout
        self.startTimeout = startTimeout
    }

    /// The name, for test case labels.
    public var description: String { name }
}

/// How to make an app busy with pending work that ends on its own: extra launch
/// arguments, then commands on the first screen, the last of which starts the work.
public struct BusyWork: Sendable {
    /// Launch arguments added to the subject's for this launch (`["--latency-ms", "200"]`).
    public var arguments: [String]
    /// The commands, in order; each must be done, and after the last the app must
    /// report pending work.
    public var steps: [ConformanceStep]

    /// Creates a recipe.
    public init(arguments: [String] = [], steps: [ConformanceStep]) {
        self.arguments = arguments
        self.steps = steps
    }
}

/// A command a check sends to an element named by its identifier, found in the
/// latest tree when the step runs.
public enum ConformanceStep: Sendable, CustomStringConvertible {
    /// Tap the element.
    case tap(String)
    /// Type text into the element.
    case typeText(String, into: String)

    /// `tap #loginButton`.
    public var description: String {
        switch self {
        case let .tap(identifier): "tap #\(identifier)"
        case let .typeText(text, identifier): "typeText \"\(text)\" into #\(identifier)"
        }
    }

    /// The identifier of the element the step acts on.
    var identifier: String {
        switch self {
        case let .tap(identifier), let .typeText(_, identifier): identifier
        }
    }
}
