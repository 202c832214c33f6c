import Foundation

/// Finds the `journeys/` folder a run with no paths takes: the current directory's,
/// else the one at the root of the package the running executable was built in
/// (`<package>/.build/<triple>/debug/journey`).
package enum BundledJourneys {
    /// The folder's name.
    package static let folderName = "journeys"

    /// The folder, or the places looked in when there is none.
    package static func locate(currentDirectory: String, executablePath: String) -> Result<String, UsageError> {
        let manager = FileManager.default
        let local = currentDirectory + "/" + folderName
        if isDirectory(local) { return .success(folderName) }
        var folder = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(folderName).path
            if isDirectory(candidate), manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return .success(candidate)
            }
            folder.deleteLastPathComponent()
        }
        return .failure(.noBundledJourneys(searched: [local, "the package around \(executablePath)"]))
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
