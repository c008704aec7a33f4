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
        abstract: "Print the navigation tree of an app built with RxFlow and RxController.",
        discussion: """
            Scans every Swift file under --dir (skipping hidden folders, Pods, Carthage, \
            DerivedData and node_modules), finds each Flow and view controller, follows each \
            flow's navigate(to:) and each view controller's addChild calls, and prints the tree \
            from each <root>. Settings can also come from <dir>/.rxtree.yml (see --print-config); \
            the command line's win. Warnings go to stderr as path:line:column: warning: message, which Xcode \
            shows in its Issue navigator. Per-file results are cached in <dir>/.build/rxtree-cache.

            Examples:
              rxtree AppFlow                        tree from AppFlow, 10 levels deep
              rxtree AppFlow -L 4 --dir MyApp       4 levels, scanning MyApp/
              rxtree                                one tree per entry flow
              rxtree AppFlow --dedupe               each shared subtree once, repeats (*)
              rxtree AppFlow --format mermaid       a diagram to paste into Markdown
              rxtree AppFlow -o Docs/nav.txt        write to a file, only if changed
              rxtree AppFlow --check Docs/nav.txt   fail with a diff if the file is stale
              rxtree --list                         every flow and view controller
              rxtree --exclude 'Demo/**'            skip a folder (* ? ** globs on paths below --dir)
              rxtree --print-config                 the settings a run would use, as YAML

            A full text tree repeats a shared subtree under every path to it; when that would take more \
            than --max-lines lines (10,000), rxtree prints each subtree once instead and says so on stderr.

            Exit codes:
              0   success (also when the reader closes the pipe early, as in rxtree | head)
              1   unknown root, missing directory, no Swift files, no entry flow,
                  --check found a difference, --strict with warnings, a failed write,
                  an unreadable or malformed --baseline
              2   --lint found navigation bugs (beyond the --baseline)
              64  usage error: unknown option or bad value, a malformed configuration file
              73  an --output or --write-baseline not written: not a regular file, a link
                  to nothing, hard links, or a configuration's output outside --dir
              74  writing to stdout failed, other than by a closed pipe (a full disk)
            """,
        version: RxTree.version
    )

    @Argument(help: "The Flow or view controller classes to start from, one tree each (default: the configuration's roots, else every entry flow).")
    var roots: [String] = []

    @Option(name: .customLong("dir"), help: ArgumentHelp("The project directory to scan.", valueName: "path"))
    var directory: String = "."

    @Option(
        name: [.customLong("maxLevels"), .customLong("max-levels"), .customShort("L")],
        help: ArgumentHelp("Levels to print below the root, a whole number greater than 0. (default: 10)", valueName: "n")
    )
    var maxLevels: Int?

    @Option(help: ArgumentHelp("Read the settings from this YAML file (default: <dir>/.rxtree.yml when there is one).", valueName: "file"))
    var config: String?

    @Flag(help: "Print the settings a run would use, the command line's over the configuration file's, as YAML, and exit.")
    var printConfig = false

    @Option(help: ArgumentHelp("Skip the files whose path below --dir, or one of its folders, matches this pattern (* ? **); repeatable.", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp("Scan only the files whose path below --dir, or one of its folders, matches one of these patterns; repeatable.", valueName: "glob"))
    var include: [String] = []

    @Option(help: "Output format: text, json (stable, versioned), dot (Graphviz) or mermaid. (default: text)")
    var format: OutputFormat?

    @Option(help: "Tree lines for text: unicode (├── └── │) or ascii (|-- `-- |). (default: unicode)")
    var charset: TextRenderer.Charset?

    @Option(help: "Tree drawing for text: standard (like tree) or classic (like the original rxtree: every child ├──). (default: standard)")
    var style: TextRenderer.Style?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Print each subtree of a text tree once, marking later occurrences (*); --no-dedupe prints every path. (default: every path, unless that takes more than --max-lines lines)"
        )
    )
    var dedupe: Bool?

    @Option(help: ArgumentHelp("Fold a text tree (see --dedupe) when printing every path would take more than this many lines; 0 for no limit. (default: 10000)", valueName: "n"))
    var maxLines: Int?

    @Flag(inversion: .prefixedNo, help: "Append the step cases that lead to each node, e.g. FriendsFlow  (.friends). (default: no)")
    var steps: Bool?

    @Flag(inversion: .prefixedNo, help: "Append the path:line where each node is declared. (default: no)")
    var locations: Bool?

    @Flag(help: "List every flow and view controller with its kind and path:line, instead of trees (text or json).")
    var list = false

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write the result to this regular file (links followed), atomically, keeping its mode, leaving it untouched when unchanged.", valueName: "file")
    )
    var output: String?

    @Option(help: ArgumentHelp("Compare the result with this file: silent when equal, else a unified diff and exit 1.", valueName: "file"))
    var check: String?

    @Flag(inversion: .prefixedNo, help: "Exit 1 when any warning was printed. (default: no)")
    var strict: Bool?

    @Flag(help: "Parse every Swift file instead of only those that can matter (same result, slower; for checking).")
    var noSkip = false

    @Option(help: ArgumentHelp("Only the flows and view controllers of this module (a Package.swift or Xcode target) and those they lead to.", valueName: "name"))
    var module: String?

    @Flag(help: "Also read Swift files inside an Xcode project's folders that none of its targets builds.")
    var includeUnbuilt = false

    @Flag(help: "Ignore Package.swift and Xcode projects: every file in one module, names merged across targets.")
    var noModules = false

    @Option(help: ArgumentHelp("Where to cache per-file facts between runs (default: <dir>/.build/rxtree-cache).", valueName: "path"))
    var cacheDir: String?

    @Flag(help: "Neither read nor write the cache.")
    var noCache = false

    @Flag(help: "Show the steps each node (or its stepper) emits and where each leads, e.g. ↳ AppStep.friends → FriendsFlow.")
    var emitters = false

    @Flag(help: "Show the RxController events between each child view controller's view model and its parent's, e.g. NameViewController  ↓ InfoEvent.name  ↑ InfoEvent.number.")
    var events = false

    @Flag(help: "Print only the navigation checks' findings (see --reporter); exit 2 when there are any.")
    var lint = false

    @Option(help: "How --lint reports: xcode, json, github-actions or checkstyle. (default: xcode)")
    var reporter: FindingReporter?

    @Option(help: ArgumentHelp("With --lint, report only findings this baseline file does not hold.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("With --lint, write every finding to this baseline file instead of reporting them.", valueName: "file"))
    var writeBaseline: String?

    @Flag(inversion: .prefixedNo, help: "Also warn about flows and view controllers the roots (or where the app starts) do not lead to. (default: no)")
    var unreachable: Bool?

    @Flag(help: "Say on stderr how many cases the checks left undecided, and why.")
    var explain = false

    @Flag(inversion: .prefixedNo, help: "Warn about the navigation bugs the checks prove: unhandled, unemitted and unused steps, unhandled forwards.")
    var checks: Bool?

    @Flag(help: ArgumentHelp("Print scan statistics and timings to stderr.", visibility: .hidden))
    var stats = false

    @Option(help: "Colour: auto (only on a terminal, unless NO_COLOR is set or TERM is dumb), always or never.")
    var color: ColorChoice = .auto

    /// The parser's `main`, with long command lines read in linear time (see `LongCommandLine`).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try LongCommandLine.parse(arguments) ?? parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    func validate() throws {
        if (exclude + include).contains(where: { PathGlob($0) == nil }) {
            throw ValidationError("--exclude and --include take a pattern, not an empty one")
        }
    }

    func run() throws {
        // A reader that closes the pipe early (`rxtree | head`) is not an error: writes then fail with
        // EPIPE instead of killing the process, the walk stops, and the run ends as usual.
        signal(SIGPIPE, SIG_IGN)
        let file: Configuration
        do throws(ConfigurationError) {
            file = try Configuration.load(explicitPath: config, directory: directory).0
        } catch {
            _ = FileDescriptorIO.write(Array((error.formatted + "\n").utf8), to: STDERR_FILENO)
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        let base = baseRequest()
        let configuration = Configuration.effective(file: file, commandLine: commandLine, base: base)
        if printConfig {
            do throws(RxTreeError) {
                _ = try FileDescriptorIO.writeOutput(Array(configuration.effectiveYAML().utf8), to: STDOUT_FILENO)
            } catch {
                _ = FileDescriptorIO.write(Array("error: \(error.message)\n".utf8), to: STDERR_FILENO)
                throw ExitCode(error.status.rawValue)
            }
            return
        }
        var request = configuration.request(from: base)
        if let problem = request.usageProblem { throw ValidationError(problem) }
        // Colour is for people reading a terminal, never for files or other formats.
        let toTerminalText = request.output == nil && request.check == nil && request.format == .text
        request.text.color = color.useColor(
            isTerminal: isatty(STDOUT_FILENO) == 1 && toTerminalText, environment: ProcessInfo.processInfo.environment
        ) && toTerminalText
        // Process-wide choices are the executable's: glibc would otherwise return heap memory to the
        // system after every parsed file, and two threads would spend a third of their time in the kernel.
        rxtree_tune_malloc()
        let response = RxTree.run(request, writingTo: STDOUT_FILENO)
        if !response.stderr.isEmpty {
            _ = FileDescriptorIO.write(Array((response.stderr.joined(separator: "\n") + "\n").utf8), to: STDERR_FILENO)
        }
        if response.status != .success {
            throw ExitCode(response.status.rawValue)
        }
    }

    /// The settings a configuration file may also hold, as given here: nil where not given.
    private var commandLine: Configuration {
        var settings = Configuration()
        settings.roots = roots.isEmpty ? nil : roots
        settings.exclude = exclude.isEmpty ? nil : exclude
        settings.include = include.isEmpty ? nil : include
        settings.maxLevels = maxLevels
        settings.format = format
        settings.output = output
        settings.charset = charset
        settings.style = style
        settings.steps = steps
        settings.locations = locations
        settings.dedupe = dedupe
        settings.maxLines = maxLines
        settings.strict = strict
        settings.checks = checks
        settings.unreachable = unreachable
        settings.reporter = reporter
        settings.baseline = baseline
        settings.modules = noModules ? false : nil
        settings.includeUnbuilt = includeUnbuilt ? true : nil
        return settings
    }

    /// What only the command line says; the configuration fills in the rest.
    private func baseRequest() -> Request {
        var request = Request(
            directory: directory,
            list: list,
            check: check,
            parseEverything: noSkip,
            cacheDirectory: noCache ? nil : (cacheDir ?? Project.defaultCacheDirectory(for: directory))
        )
        request.modules.module = module
        request.statistics = stats
        request.lint = lint
        request.writeBaseline = writeBaseline
        request.explain = explain
        request.emitters = emitters
        request.events = events
        // A rebuilt rxtree must not trust the facts an older build cached.
        request.identity = .executable(at: Bundle.main.executablePath)
        return request
    }
}

extension ColorChoice: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
extension FindingReporter: ExpressibleByArgument {}
extension TextRenderer.Charset: ExpressibleByArgument {}
extension TextRenderer.Style: ExpressibleByArgument {}
