// libFuzzer's entry point for the automation channel's decoders, built by
// Scripts/fuzz-wire with `swiftc -sanitize=fuzzer,address` together with ScreenModel's and
// AutomationChannel's sources. Every input goes through both directions' decoders and the frame decoder
// (with a small limit, so oversized headers are exercised); any crash, hang or leak
// fails the run.

/// The frame limit under fuzzing: small, so lengths beyond it are common.
let fuzzFrameLimit = 65_536

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWireDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? AppMessage(decoding: bytes)
    _ = try? DriverMessage(decoding: bytes)
    var decoder = FrameDecoder(limit: fuzzFrameLimit)
    decoder.append(bytes)
    while true {
        guard let message = try? decoder.nextMessage() else { break }
        _ = try? AppMessage(decoding: message)
        _ = try? DriverMessage(decoding: message)
    }
    // The decoder never holds more than one frame's worth past the limit.
    precondition(decoder.bufferedByteCount <= size)
    return 0
}
