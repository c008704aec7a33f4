import ArgumentParser
import CSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RxTreeKit

@main
struct RxTreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rxtree",
        abstract: "Print and check the navigation tree of an iOS app: RxFlow, RxController, UIKit, coordinators, XCoordinator, MVVM-FC.",
        discussion: """
            Scans every Swift file under --dir (skipping hidden folders, Pods, Carthage, DerivedData and \
            node_modules), finds the flows, view controllers and coordinators and what leads from one to \
            another, and prints the tree from each root. Settings can also come from <dir>/.rxtree.yml (see \
            'rxtree config'); the command line's win. Warnings go to stderr as path:line:column: warning: \
            message, which Xcode shows in its Issue navigator. Per-file results are cached in \
            <dir>/.build/rxtree-cache.

            Examples:
              rxtree AppFlow                        tree from AppFlow, 10 levels deep
              rxtree AppFlow -L 4 --dir MyApp       4 levels, scanning MyApp/
              rxtree                                one tree per place the app starts
              rxtree AppFlow --format mermaid       a diagram to paste into Markdown
              rxtree AppFlow --check Docs/nav.txt   fail with a diff if the file is stale
              rxtree lint --reporter github-actions the navigation bugs, as CI annotations
              rxtree list                           every node, with its kind and place
              rxtree rules                          the check rules
              rxtree config                         the settings a run would use, as YAML

            Exit codes:
              0   success (also when the reader closes the pipe early, as in rxtree | head)
              1   unknown root, missing directory, no Swift files, no place the app
                  starts (no root named), --check found a difference, --strict with
                  warnings, a failed write, an unreadable or malformed --baseline
              2   rxtree lint found navigation bugs (beyond the --baseline)
              64  usage error: unknown option or bad value, a malformed configuration file
              73  an --output or --write-baseline not written: not a regular file, a link
                  to nothing, hard links, or a configuration's output outside --dir
              74  writing to stdout failed, other than by a closed pipe (a full disk)
            """,
        version: RxTree.version,
        subcommands: [TreeCommand.self, ListCommand.self, LintCommand.self, RulesCommand.self, ConfigCommand.self],
        defaultSubcommand: TreeCommand.self
    )

    /// The parser's `main`, with long command lines read in linear time (see `LongCommandLine`).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: ParsableCommand
        do {
            command = try LongCommandLine.parse(arguments) ?? parseAsRoot(arguments)
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            // A request the settings make unusable: said with the usage of the subcommand that ran.
            let subcommand = type(of: command)
            let name = "rxtree \(subcommand._commandName)"
            let text = "Error: \(error.message)\nUsage: \(usageString(for: subcommand))\n  See '\(name) --help' for more information.\n"
            _ = FileDescriptorIO.write(Array(text.utf8), to: STDERR_FILENO)
            Foundation.exit(ExitStatus.usage.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}

/// What every subcommand that reads a project takes.
struct SharedOptions: ParsableArguments {
    @Option(name: .customLong("dir"), help: ArgumentHelp(Settings.directory.help, valueName: "path"))
    var directory: String = "."

    @Option(help: ArgumentHelp(Settings.config.helpText, valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp(Settings.exclude.helpText, valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp(Settings.include.helpText, valueName: "glob"))
    var include: [String] = []

    @Option(help: ArgumentHelp(Settings.module.helpText, valueName: "name"))
    var module: String?

    @Flag(help: ArgumentHelp(Settings.modules.helpText))
    var noModules = false

    @Flag(help: ArgumentHelp(Settings.includeUnbuilt.helpText))
    var includeUnbuilt = false

    @Option(help: ArgumentHelp(Settings.cacheDirectory.helpText, valueName: "path"))
    var cacheDir: String?

    @Flag(help: ArgumentHelp(Settings.noCache.helpText))
    var noCache = false

    @Flag(help: ArgumentHelp(Settings.noSkip.helpText))
    var noSkip = false

    @Option(help: ArgumentHelp(Settings.color.help))
    var color: ColorChoice = .auto

    @Flag(help: ArgumentHelp("Print scan statistics and timings to stderr.", visibility: .hidden))
    var stats = false

    func validate() throws {
        if (exclude + include).contains(where: { PathGlob($0) == nil }) {
            throw ValidationError("--exclude and --include take a pattern, not an empty one")
        }
    }

    /// The file settings given here; nil where not given.
    func settings(into settings: inout Configuration) {
        settings.exclude = exclude.isEmpty ? nil : exclude
        settings.include = include.isEmpty ? nil : include
        settings.modules = noModules ? false : nil
        settings.includeUnbuilt = includeUnbuilt ? true : nil
    }

    /// What only the command line says; the configuration fills in the rest.
    func baseRequest() -> Request {
        var request = Request(
            directory: directory, parseEverything: noSkip,
            cacheDirectory: noCache ? nil : (cacheDir ?? Project.defaultCacheDirectory(for: directory))
        )
        request.modules.module = module
        request.statistics = stats
        // A rebuilt rxtree must not trust the facts an older build cached.
        request.identity = .executable(at: runningExecutablePath())
        return request
    }
}

/// The path of this executable. On Linux the link `/proc/self/exe` read directly, as Foundation's `Bundle.main`
/// does after building a bundle around it: from a folder of many files (`.build/release`, `/tmp`, a `bin` folder)
/// that cost 13 M instructions, 8% of a warm run of 5,000 files.
private func runningExecutablePath() -> String? {
    #if os(Linux)
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count) }
    }
    if count > 0, count < buffer.count { return String(decoding: buffer[..<count], as: UTF8.self) }
    #endif
    return Bundle.main.executablePath
}

/// How trees are drawn: for `tree`, and for `config` to show what a run with them would use.
struct DrawingOptions: ParsableArguments {
    @Option(name: [.customLong("maxLevels"), .customLong("max-levels"), .customShort("L")], help: ArgumentHelp(Settings.maxLevels.helpText, valueName: "n"))
    var maxLevels: Int?

    @Option(help: ArgumentHelp(Settings.format.helpText))
    var format: OutputFormat?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp(Settings.output.helpText, valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp(Settings.charset.helpText))
    var charset: TextRenderer.Charset?

    @Option(help: ArgumentHelp(Settings.style.helpText))
    var style: TextRenderer.Style?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.dedupe.helpText))
    var dedupe: Bool?

    @Option(help: ArgumentHelp(Settings.maxLines.helpText, valueName: "n"))
    var maxLines: Int?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.steps.helpText))
    var steps: Bool?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.locations.helpText))
    var locations: Bool?

    func settings(into settings: inout Configuration) {
        settings.maxLevels = maxLevels
        settings.format = format
        settings.output = output
        settings.charset = charset
        settings.style = style
        settings.steps = steps
        settings.locations = locations
        settings.dedupe = dedupe
        settings.maxLines = maxLines
    }
}

/// What the checks report and how strictly: for `tree`, `lint` and `config`.
struct CheckingOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.strict.helpText))
    var strict: Bool?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.unreachable.helpText))
    var unreachable: Bool?

    @Option(name: .customLong("disable-rule"), help: ArgumentHelp(Settings.disabledRules.helpText, valueName: "rule"))
    var disabledRules: [String] = []

    @Option(name: .customLong("enable-rule"), help: ArgumentHelp(Settings.optInRules.helpText, valueName: "rule"))
    var optInRules: [String] = []

    func settings(into settings: inout Configuration) {
        settings.strict = strict
        settings.unreachable = unreachable
        settings.disabledRules = disabledRules.isEmpty ? nil : disabledRules
        settings.optInRules = optInRules.isEmpty ? nil : optInRules
    }
}

/// How `lint` reports, and against which baseline.
struct ReportingOptions: ParsableArguments {
    @Option(help: ArgumentHelp(Settings.reporter.helpText))
    var reporter: FindingReporter?

    @Option(help: ArgumentHelp(Settings.baseline.helpText, valueName: "file"))
    var baseline: String?

    func settings(into settings: inout Configuration) {
        settings.reporter = reporter
        settings.baseline = baseline
    }
}

/// `rxtree [tree]`: the trees from the roots.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree", abstract: "Print the navigation tree from each root."
    )

    @Argument(help: ArgumentHelp(Settings.roots.helpText))
    var roots: [String] = []

    @OptionGroup var shared: SharedOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var checking: CheckingOptions

    @Option(help: ArgumentHelp(Settings.check.helpText, valueName: "file"))
    var check: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.checks.helpText))
    var checks: Bool?

    @Flag(help: ArgumentHelp(Settings.explain.helpText))
    var explain = false

    @Option(help: ArgumentHelp(Settings.show.helpText, valueName: "kind"))
    var show: [String] = []

    @Flag(help: ArgumentHelp(Settings.emitters.helpText))
    var emitters = false

    @Flag(help: ArgumentHelp(Settings.events.helpText))
    var events = false

    // The mode flags of before the subcommands: they keep working for a release, with a note.
    @Flag(help: .hidden) var list = false
    @Flag(help: .hidden) var lint = false
    @Flag(help: .hidden) var printConfig = false
    @Option(help: .hidden) var reporter: FindingReporter?
    @Option(help: .hidden) var baseline: String?
    @Option(help: .hidden) var writeBaseline: String?

    func run() throws {
        var notes: [String] = []
        if printConfig {
            notes.append(Invocation.deprecation("--print-config", instead: "config"))
        } else if lint {
            notes.append(Invocation.deprecation("--lint", instead: "lint"))
        } else if list {
            notes.append(Invocation.deprecation("--list", instead: "list"))
        }
        var settings = Configuration()
        settings.roots = roots.isEmpty ? nil : roots
        shared.settings(into: &settings)
        drawing.settings(into: &settings)
        checking.settings(into: &settings)
        settings.checks = checks
        settings.reporter = reporter
        settings.baseline = baseline
        var base = shared.baseRequest()
        base.list = list
        base.lint = lint
        base.check = check
        base.writeBaseline = writeBaseline
        base.explain = explain
        // The two flags are the short forms of `--show` for the kinds of the same names.
        base.annotations = Set(show + (emitters ? ["emitters"] : []) + (events ? ["events"] : []))
        try Invocation(shared: shared, commandLine: settings, base: base, notes: notes).run(printingConfiguration: printConfig)
    }
}

/// `rxtree list`: every node with its kind and where it is declared.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every flow, view controller and coordinator with its kind and path:line."
    )

    @OptionGroup var shared: SharedOptions

    @Option(help: "Output format: text or json. (default: text)")
    var format: OutputFormat?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp(Settings.output.helpText, valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp(Settings.check.helpText, valueName: "file"))
    var check: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.strict.helpText))
    var strict: Bool?

    func run() throws {
        var settings = Configuration()
        shared.settings(into: &settings)
        settings.format = format
        settings.output = output
        settings.strict = strict
        var base = shared.baseRequest()
        base.list = true
        base.check = check
        try Invocation(shared: shared, commandLine: settings, base: base).run()
    }
}

/// `rxtree lint`: only the checks' findings, in a reporter's format.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "Print only the navigation checks' findings; exit 2 when there are any."
    )

    @Argument(help: "The roots the unreachable rule starts from (default: the configuration's roots, else where the app starts).")
    var roots: [String] = []

    @OptionGroup var shared: SharedOptions
    @OptionGroup var reporting: ReportingOptions
    @OptionGroup var checking: CheckingOptions

    @Option(help: ArgumentHelp(Settings.writeBaseline.helpText, valueName: "file"))
    var writeBaseline: String?

    @Flag(help: ArgumentHelp(Settings.explain.helpText))
    var explain = false

    func run() throws {
        var settings = Configuration()
        settings.roots = roots.isEmpty ? nil : roots
        shared.settings(into: &settings)
        reporting.settings(into: &settings)
        checking.settings(into: &settings)
        var base = shared.baseRequest()
        base.lint = true
        base.writeBaseline = writeBaseline
        base.explain = explain
        try Invocation(shared: shared, commandLine: settings, base: base).run()
    }
}

/// `rxtree rules [<rule>]`: the check rules, or one of them.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the check rules, or describe one: what it finds, a wrong and a right example, whether it is on by default."
    )

    @Argument(help: "A rule's identifier, e.g. unhandled-step.")
    var rule: String?

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        do throws(RxTreeError) {
            let text = try rule.map { rule throws(RxTreeError) in try RxTree.ruleDescription(identifier: rule) } ?? RxTree.rulesListing()
            _ = try FileDescriptorIO.writeOutput(Array(text.utf8), to: STDOUT_FILENO)
        } catch {
            _ = FileDescriptorIO.write(Array("error: \(error.message)\n".utf8), to: STDERR_FILENO)
            throw ExitCode(error.status.rawValue)
        }
    }
}

/// `rxtree config`: the settings a run would use.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the settings a run would use, the command line's over the configuration file's, as YAML."
    )

    @Argument(help: ArgumentHelp(Settings.roots.helpText))
    var roots: [String] = []

    @OptionGroup var shared: SharedOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var checking: CheckingOptions
    @OptionGroup var reporting: ReportingOptions

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Settings.checks.helpText))
    var checks: Bool?

    func run() throws {
        var settings = Configuration()
        settings.roots = roots.isEmpty ? nil : roots
        shared.settings(into: &settings)
        drawing.settings(into: &settings)
        checking.settings(into: &settings)
        reporting.settings(into: &settings)
        settings.checks = checks
        try Invocation(shared: shared, commandLine: settings, base: shared.baseRequest()).run(printingConfiguration: true)
    }
}

/// One run of a subcommand: the configuration file under the command line, then the request.
struct Invocation {
    var shared: SharedOptions
    /// The file's settings as the command line gives them.
    var commandLine: Configuration
    /// What only the command line says.
    var base: Request
    /// Lines for stderr before anything else (deprecations).
    var notes: [String] = []

    static func deprecation(_ flag: String, instead subcommand: String) -> String {
        "warning: \(flag) is deprecated; use 'rxtree \(subcommand)'"
    }

    func run(printingConfiguration: Bool = false) throws {
        // A reader that closes the pipe early (`rxtree | head`) is not an error: writes then fail with
        // EPIPE instead of killing the process, the walk stops, and the run ends as usual.
        signal(SIGPIPE, SIG_IGN)
        for note in notes { Self.printError(note) }
        let file: Configuration
        do throws(ConfigurationError) {
            file = try Configuration.load(explicitPath: shared.config, directory: shared.directory).0
        } catch {
            Self.printError(error.formatted)
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        let configuration = Configuration.effective(file: file, commandLine: commandLine, base: base)
        if printingConfiguration {
            do throws(RxTreeError) {
                _ = try FileDescriptorIO.writeOutput(Array(configuration.effectiveYAML().utf8), to: STDOUT_FILENO)
            } catch {
                Self.printError("error: \(error.message)")
                throw ExitCode(error.status.rawValue)
            }
            return
        }
        var request = configuration.request(from: base)
        if let problem = request.usageProblem { throw ValidationError(problem) }
        // Colour is for people reading a terminal, never for files or other formats.
        let toTerminalText = request.output == nil && request.check == nil && request.format == .text
        request.text.color = shared.color.useColor(
            isTerminal: isatty(STDOUT_FILENO) == 1 && toTerminalText, environment: ProcessInfo.processInfo.environment
        ) && toTerminalText
        // Process-wide choices are the executable's: glibc would otherwise return heap memory to the
        // system after every parsed file, and two threads would spend a third of their time in the kernel.
        rxtree_tune_malloc()
        let response = RxTree.run(request, writingTo: STDOUT_FILENO)
        if !response.stderr.isEmpty {
            Self.printError(response.stderr.joined(separator: "\n"))
        }
        if response.status != .success {
            throw ExitCode(response.status.rawValue)
        }
    }

    private static func printError(_ text: String) {
        _ = FileDescriptorIO.write(Array((text + "\n").utf8), to: STDERR_FILENO)
    }
}

extension ColorChoice: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
extension FindingReporter: ExpressibleByArgument {}
extension TextRenderer.Charset: ExpressibleByArgument {}
extension TextRenderer.Style: ExpressibleByArgument {}
