import Glibc

/// The other end of a Unix socket, as the kernel's socket diagnostics report it.
extension Posix {
    /// The inode of the socket at the other end of the Unix socket whose inode is `inode`
    /// (`socket:[INODE]` in `/proc/PID/fd`), or nil when it has none, is no Unix socket, or
    /// the kernel's `NETLINK_SOCK_DIAG` cannot be asked.
    package static func unixSocketPeer(of inode: UInt64) -> UInt64? {
        guard inode <= UInt64(UInt32.max) else { return nil }
        let netlinkSockDiag: Int32 = 4
        let descriptor = socket(AF_NETLINK, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), netlinkSockDiag)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // struct nlmsghdr (length, SOCK_DIAG_BY_FAMILY 20, NLM_F_REQUEST 1, sequence, port),
        // then struct unix_diag_req (AF_UNIX, protocol, pad, every state, the inode,
        // UDIAG_SHOW_PEER 4, and INET_DIAG_NOCOOKIE: any socket with that inode).
        var request: [UInt8] = []
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { request += $0 } }
        append(UInt32(40))
        append(UInt16(20))
        append(UInt16(1))
        append(UInt32(1))
        append(UInt32(0))
        append(UInt8(AF_UNIX))
        append(UInt8(0))
        append(UInt16(0))
        append(UInt32.max)
        append(UInt32(inode))
        append(UInt32(4))
        append(UInt32.max)
        append(UInt32.max)
        let sent = request.withUnsafeBytes { bytes in (try? retrying("send") { Glibc.send(descriptor, bytes.baseAddress, bytes.count, 0) }) ?? -1 }
        guard sent == request.count else { return nil }
        var reply = [UInt8](repeating: 0, count: 8_192)
        let count = reply.withUnsafeMutableBytes { bytes in (try? retrying("recv") { Glibc.recv(descriptor, bytes.baseAddress, bytes.count, 0) }) ?? -1 }
        return peer(inReply: Array(reply.prefix(max(0, count))))
    }

    /// The `UNIX_DIAG_PEER` attribute of a `SOCK_DIAG_BY_FAMILY` reply: a 16-byte
    /// `nlmsghdr`, a 16-byte `unix_diag_msg`, then attributes (`u16` length, `u16` type).
    package static func peer(inReply reply: [UInt8]) -> UInt64? {
        func word16(_ at: Int) -> Int { Int(reply[at]) | Int(reply[at + 1]) << 8 }
        func word32(_ at: Int) -> UInt64 { (0..<4).reduce(UInt64(0)) { $0 | UInt64(reply[at + $1]) << (8 * $1) } }
        guard reply.count >= 32, word16(4) == 20 else { return nil }
        let end = min(reply.count, Int(word32(0)))
        var offset = 32
        while offset + 4 <= end {
            let length = word16(offset)
            guard length >= 4 else { return nil }
            let unixDiagPeer = 2
            if word16(offset + 2) == unixDiagPeer, length >= 8, offset + 8 <= end { return word32(offset + 4) }
            offset += (length + 3) & ~3
        }
        return nil
    }
}
