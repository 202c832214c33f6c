import Foundation
import Testing

/// A CI workflow of `docs/ci.md`: a fenced `yaml` block whose first line is a comment
/// naming the file it goes in (`# .gitlab-ci.yml`).
struct CIWorkflow: CustomTestStringConvertible, Sendable {
    /// The file the workflow goes in: `.github/workflows/journeys.yml`, `.gitlab-ci.yml`.
    let file: String
    /// The block's text.
    let text: String
    /// The line of `docs/ci.md` the block starts on.
    let line: Int

    var testDescription: String { "\(file) at docs/ci.md:\(line)" }

    /// The CI engines with a workflow in the document.
    enum Engine: Sendable {
        case gitHubActions, gitLab, circleCI, buildkite
    }

    /// Which engine reads the workflow, by the file it goes in.
    var engine: Engine {
        if file.hasPrefix(".github/workflows/") { return .gitHubActions }
        if file.hasPrefix(".circleci/") { return .circleCI }
        if file.hasPrefix(".buildkite/") { return .buildkite }
        return .gitLab
    }

    /// Whether it is a GitHub Actions workflow.
    var isGitHubActions: Bool { engine == .gitHubActions }

    /// Every `yaml` block of `docs/ci.md`, in order.
    static let all: [CIWorkflow] = {
        let path = GuideDocument.packageRoot.appendingPathComponent("docs/ci.md").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return GuideDocument.fencedBlocks(in: text).filter { $0.language == "yaml" }.map { block in
            let first = block.lines.first ?? ""
            let file = first.hasPrefix("# ") ? String(first.dropFirst(2)) : ""
            return CIWorkflow(file: file, text: block.text, line: block.line)
        }
    }()

    /// The shell scripts the workflow runs, from parsed YAML `document`: every `run:`
    /// (GitHub; CircleCI's, a string or a mapping with `command:`), `script:`,
    /// `before_script:`, `after_script:` (GitLab) and `command:`, `commands:` (Buildkite,
    /// CircleCI), each a string or a list of strings.
    static func scripts(in document: Any) -> [String] {
        if let mapping = document as? [String: Any] {
            return mapping.keys.sorted().flatMap { key -> [String] in
                let value = mapping[key] ?? NSNull()
                guard ["run", "script", "before_script", "after_script", "command", "commands"].contains(key) else { return scripts(in: value) }
                if let script = value as? String { return [script] }
                if value is [String: Any] { return scripts(in: value) }
                return (value as? [Any])?.compactMap { $0 as? String } ?? []
            }
        }
        if let list = document as? [Any] { return list.flatMap(scripts(in:)) }
        return []
    }
}
