import Foundation
import Yams

/// The settings a `.rxtree.yml` file may hold, and those given on the command line: nil where a
/// setting was not given. Command-line values override the file's; the lists of globs add up.
package struct Configuration: Equatable, Sendable {
    package var roots: [String]?
    package var exclude: [String]?
    package var include: [String]?
    package var maxLevels: Int?
    package var format: OutputFormat?
    /// Relative to the current folder once loaded (the file's are relative to `--dir`).
    package var output: String?
    /// For an `output` read from a file, the folder it must resolve inside: the file's `--dir`. Not a key.
    package var outputRoot: String?
    package var charset: TextRenderer.Charset?
    package var style: TextRenderer.Style?
    package var steps: Bool?
    package var locations: Bool?
    package var dedupe: Bool?
    package var maxLines: Int?
    package var strict: Bool?
    package var checks: Bool?
    package var unreachable: Bool?
    /// Rules turned off, and opt-in rules turned on, by identifier (`disabled_rules`, `opt_in_rules`).
    package var disabledRules: [String]?
    package var optInRules: [String]?
    package var reporter: FindingReporter?
    /// Relative to the current folder once loaded, like `output`.
    package var baseline: String?
    /// Read Package.swift files and Xcode projects for modules (`--no-modules` says false).
    package var modules: Bool?
    /// Read the files no target of their Xcode project builds (`--include-unbuilt`).
    package var includeUnbuilt: Bool?

    /// The file looked for in `--dir` when `--config` names none.
    package static let fileName = ".rxtree.yml"

    package init() {}

    /// `commandLine` over `self`: each setting it gives wins, except the globs, which are added to the
    /// file's so a one-off `--exclude` keeps the file's too.
    package func overridden(by commandLine: Configuration) -> Configuration {
        var merged = self
        for field in Self.fields { field.override(&merged, commandLine) }
        // The command line may write anywhere; a file only inside its project.
        if commandLine.output != nil { merged.outputRoot = commandLine.outputRoot }
        merged.exclude = Self.joined(exclude, commandLine.exclude)
        merged.include = Self.joined(include, commandLine.include)
        // The command line's rules turn the file's on or off; the rest of the file's stay.
        if commandLine.disabledRules != nil || commandLine.optInRules != nil {
            let rules = ruleSelection.overridden(by: commandLine.ruleSelection)
            merged.disabledRules = rules.disabled.sorted()
            merged.optInRules = rules.optIn.sorted()
        }
        return merged
    }

    private static func joined(_ file: [String]?, _ commandLine: [String]?) -> [String]? {
        guard file != nil || commandLine != nil else { return nil }
        return (file ?? []) + (commandLine ?? [])
    }

    /// The settings a run uses: the command line's over the file's, less the file's settings that
    /// the command line's other job (`base`: `--list`, `--lint`, `--check`) has no use for.
    package static func effective(file: Configuration, commandLine: Configuration, base: Request) -> Configuration {
        var file = file
        if base.list {
            file.roots = nil
            if file.format != .json { file.format = nil }
        }
        if base.list || base.lint || base.check != nil {
            file.output = nil
            file.outputRoot = nil
        }
        if !base.lint || base.writeBaseline != nil { file.baseline = nil }
        return file.overridden(by: commandLine)
    }

    /// The request this configuration asks for: `base` holds what only the command line says
    /// (`--list`, `--lint`, the cache, ...).
    package func request(from base: Request) -> Request {
        var request = base
        for field in Self.fields { field.apply(self, &request) }
        request.outputRoot = output == nil ? nil : outputRoot
        return request
    }

    var ruleSelection: RuleSelection {
        RuleSelection(disabled: Set(disabledRules ?? []), optIn: Set(optInRules ?? []))
    }

    /// `rxtree config`: every key with the value a run would use, as YAML with sorted keys. Paths
    /// are shown as rxtree opens them, from the current folder.
    package func effectiveYAML() -> String {
        let pairs = Self.fields.sorted { $0.key < $1.key }.map { (Node($0.key), $0.effective(self)) }
        // Names, numbers and booleans always serialise.
        return (try? Yams.serialize(node: .mapping(Node.Mapping(pairs)), sortKeys: true)) ?? ""
    }
}
