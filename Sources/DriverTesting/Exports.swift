// `.journeyTrace(.on)` names a `TracePolicy` case, the one public declaration of
// JourneyTrace (no product); `import DriverTesting` brings it along, so a test target
// with MemberImportVisibility needs no import of a module it cannot depend on.
@_exported public import JourneyTrace
