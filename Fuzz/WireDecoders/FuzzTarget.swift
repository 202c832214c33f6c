// libFuzzer's entry point for the automation channel's decoders, built by
// Scripts/fuzz-wire with `swiftc -sanitize=fuzzer,address` together with ScreenModel's and
// AutomationChannel's sources. Every input goes through both directions' decoders and the frame decoder
// (with a small limit, so oversized headers are exercised), and every tree difference
// read is applied to a small tree; any crash, hang or leak fails the run.

/// The frame limit under fuzzing: small, so lengths beyond it are common.
let fuzzFrameLimit = 65_536

/// The tree every difference is applied to: a root with three children, the second with two.
let fuzzBase = ElementSnapshot(.application, children: [
    ElementSnapshot(.button, identifier: "a"),
    ElementSnapshot(.table, children: [ElementSnapshot(.cell), ElementSnapshot(.cell, identifier: "c")]),
    ElementSnapshot(.staticText, label: "t"),
])

/// Decodes an app message; applies it when it is a tree difference (to a base of its own
/// generation, and to one of another).
func fuzzAppMessage(_ bytes: [UInt8]) {
    guard case let .treeDifference(difference)? = try? AppMessage(decoding: bytes) else { return }
    _ = try? difference.applied(to: ElementTree(generation: difference.baseGeneration, root: fuzzBase))
    _ = try? difference.applied(to: ElementTree(generation: difference.baseGeneration &+ 1, root: fuzzBase))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWireDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fuzzAppMessage(bytes)
    _ = try? DriverMessage(decoding: bytes)
    var decoder = FrameDecoder(limit: fuzzFrameLimit)
    decoder.append(bytes)
    while true {
        guard let message = try? decoder.nextMessage() else { break }
        fuzzAppMessage(message)
        _ = try? DriverMessage(decoding: message)
    }
    // The decoder never holds more than one frame's worth past the limit.
    precondition(decoder.bufferedByteCount <= size)
    return 0
}
