import Glibc

/// The name of the directory entry `readdir` returned, read where it lies.
///
/// Not through a copy of `d_name`: the kernel writes only as many bytes as the name
/// takes, so copying the field's full 256 bytes can read past the end of `readdir`'s
/// buffer (and fault, when that is the end of a page).
func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
}
