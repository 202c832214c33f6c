/// The project's own Python, which `Scripts/python-env` makes: the Python of every
/// figure measured by a Python script.
enum ProjectPython {
    /// Its interpreter in the package at `root`.
    static func executable(inPackage root: String) -> String {
        root + "/.build/python-env/bin/python"
    }
}
