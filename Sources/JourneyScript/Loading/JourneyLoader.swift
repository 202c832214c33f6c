import Foundation

/// Finds journey files in the paths a run names, reads them, and parses them.
package struct JourneyLoader {
    /// The extension of journey scripts.
    package static let fileExtension = "journey"

    /// Relative paths are read from here.
    package var currentDirectory: String

    /// Creates a loader that resolves relative paths against `currentDirectory`.
    package init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The journey files in `paths`: each file as named, and every `.journey` file in
    /// each folder and its subfolders; sorted by path, without repeats.
    ///
    /// - Throws: `UsageError` for a path that does not exist or a folder with no journeys.
    package func files(in paths: [String]) throws(UsageError) -> [JourneyFile] {
        var files: [JourneyFile] = []
        for path in paths {
            let absolute = absolutePath(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { throw .noSuchPath(path) }
            guard isDirectory.boolValue else {
                files.append(JourneyFile(path: path, absolutePath: absolute))
                continue
            }
            let found = (FileManager.default.subpaths(atPath: absolute) ?? [])
                .filter { $0.hasSuffix("." + Self.fileExtension) }
                .map { JourneyFile(path: join(path, $0), absolutePath: join(absolute, $0)) }
            guard !found.isEmpty else { throw .noJourneys(folder: path) }
            files += found
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0.absolutePath).inserted }.sorted { $0.path < $1.path }
    }

    /// Reads and parses every file; journeys that share a file name are named by their path instead.
    ///
    /// - Throws: `ScriptErrors` with the problems of every file, in file order.
    package func journeys(in files: [JourneyFile]) throws(ScriptErrors) -> [Journey] {
        var journeys: [Journey] = []
        var errors: [ScriptError] = []
        for file in files {
            let source: String
            do throws(ScriptError) {
                source = try ScriptSource.read(file.absolutePath, file: file.path)
            } catch {
                errors.append(error)
                continue
            }
            do throws(ScriptErrors) {
                journeys.append(try JourneyParser.parse(source, file: file.path))
            } catch {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw ScriptErrors(errors) }
        let names = journeys.map(\.name)
        return journeys.map { journey in
            guard names.filter({ $0 == journey.name }).count > 1 else { return journey }
            var renamed = journey
            renamed.name = JourneyParser.journeyName(forFile: journey.file.replacingOccurrences(of: "/", with: "_"))
            return renamed
        }
    }

    /// The configurations defined in the `configs.txt` of each folder in `paths`, and of
    /// the folder of each file in `paths`.
    ///
    /// - Throws: `ScriptErrors` for lines that are not `name: arguments`.
    package func configurations(in paths: [String]) throws(ScriptErrors) -> [LaunchConfiguration] {
        var configurations: [LaunchConfiguration] = []
        var errors: [ScriptError] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: absolutePath(path), isDirectory: &isDirectory)
            let folder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            let file = join(folder.isEmpty ? "." : folder, ConfigurationFile.fileName)
            guard seen.insert(absolutePath(file)).inserted, FileManager.default.fileExists(atPath: absolutePath(file)) else { continue }
            do throws(ScriptErrors) {
                let source: String
                do throws(ScriptError) {
                    source = try ScriptSource.read(absolutePath(file), file: file)
                } catch {
                    throw ScriptErrors([error])
                }
                configurations += try ConfigurationFile.parse(source, file: file)
            } catch {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw ScriptErrors(errors) }
        return configurations
    }

    /// `path` made absolute against the current directory, and standardised.
    package func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : join(currentDirectory, path)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    private func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
