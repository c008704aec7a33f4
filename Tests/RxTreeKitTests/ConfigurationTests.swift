import RxTreeKit
import XCTest

/// `--exclude`/`--include` patterns, one at a time.
final class PathGlobTests: XCTestCase {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try XCTUnwrap(PathGlob(pattern)).matches(path)
    }

    func testStarStaysWithinOneComponent() throws {
        XCTAssertTrue(try matches("*.swift", "AppFlow.swift"))
        XCTAssertFalse(try matches("*.swift", "App/AppFlow.swift"))
        XCTAssertTrue(try matches("App/*Flow.swift", "App/AppFlow.swift"))
        XCTAssertFalse(try matches("App/*Flow.swift", "App/AppFlow.swift.orig"))
        XCTAssertTrue(try matches("App/*Flow*", "App/AppFlowTests.swift"))
    }

    func testQuestionMarkIsOneCharacter() throws {
        XCTAssertTrue(try matches("Tab?/*.swift", "Tab1/A.swift"))
        XCTAssertFalse(try matches("Tab?/*.swift", "Tab12/A.swift"))
        XCTAssertFalse(try matches("Tab?/*.swift", "Tab/A.swift"))
        XCTAssertTrue(try matches("Caf?.swift", "Café.swift"))
    }

    func testDoubleStarIsAnyNumberOfComponents() throws {
        XCTAssertTrue(try matches("**/Generated/**", "Generated/Assets.swift"))
        XCTAssertTrue(try matches("**/Generated/**", "App/Sources/Generated/Assets.swift"))
        XCTAssertFalse(try matches("**/Generated/**", "App/GeneratedCode/Assets.swift"))
        XCTAssertTrue(try matches("**/*Tests.swift", "AppTests.swift"))
        XCTAssertTrue(try matches("**/*Tests.swift", "A/B/C/AppTests.swift"))
        XCTAssertTrue(try matches("App/**/Flow.swift", "App/Flow.swift"))
        XCTAssertTrue(try matches("App/**/Flow.swift", "App/a/b/Flow.swift"))
        XCTAssertFalse(try matches("App/**/Flow.swift", "Other/a/Flow.swift"))
        XCTAssertTrue(try matches("**", "anything/at/all.swift"))
    }

    func testAFolderMatchesEverythingUnderIt() throws {
        XCTAssertTrue(try matches("Demo", "Demo/DemoFlow.swift"))
        XCTAssertTrue(try matches("Demo/", "Demo/Deep/DemoFlow.swift"))
        XCTAssertTrue(try matches("./Demo/**", "Demo/DemoFlow.swift"))
        XCTAssertFalse(try matches("Demo", "App/Demo/DemoFlow.swift"))
        XCTAssertFalse(try matches("Demo", "DemoApp/DemoFlow.swift"))
        XCTAssertTrue(try matches("*/Demo", "App/Demo/DemoFlow.swift"))
    }

    func testAnEmptyPatternIsRefused() {
        XCTAssertNil(PathGlob(""))
        XCTAssertNil(PathGlob("./"))
        XCTAssertNil(PathGlob("/"))
    }

    /// Many stars against a long name that almost matches: backtracking would take exponential time.
    func testManyStarsStayFast() throws {
        let name = String(repeating: "a", count: 2_000) + ".swift"
        let pattern = String(repeating: "*a", count: 200) + "*.kt"
        XCTAssertFalse(try matches(pattern, name))
        let deep = Array(repeating: "a", count: 500).joined(separator: "/") + "/x.swift"
        XCTAssertFalse(try matches(Array(repeating: "**", count: 100).joined(separator: "/") + "/y.swift", deep))
        XCTAssertTrue(try matches(Array(repeating: "**", count: 100).joined(separator: "/") + "/x.swift", deep))
    }

    func testFilterExcludesThenIncludes() throws {
        let filter = PathFilter(
            excludes: [try XCTUnwrap(PathGlob("**/Demo/**"))],
            includes: [try XCTUnwrap(PathGlob("App")), try XCTUnwrap(PathGlob("Shared/*.swift"))]
        )
        XCTAssertTrue(filter.admits("App/AppFlow.swift"))
        XCTAssertFalse(filter.admits("App/Demo/DemoFlow.swift"))
        XCTAssertTrue(filter.admits("Shared/Step.swift"))
        XCTAssertFalse(filter.admits("Shared/Deep/Step.swift"))
        XCTAssertFalse(filter.admits("Widget/WidgetFlow.swift"))
        XCTAssertTrue(PathFilter().admits("Anything.swift"))
    }
}

/// `.rxtree.yml`: what is read, and the one-line error for what cannot be.
final class ConfigurationTests: XCTestCase {
    private func parse(_ text: String, directory: String = ".") throws -> Configuration {
        try Configuration.parse(text, path: "cfg/.rxtree.yml", directory: directory)
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try Configuration.parse(text, path: "cfg/.rxtree.yml", directory: ".")
            return nil
        } catch {
            return error.formatted
        }
    }

    func testEveryKeyIsRead() throws {
        let configuration = try parse("""
            roots: [AppFlow, WidgetFlow]
            exclude:
              - Demo/**
            include: ['App/**']
            max_levels: 4
            max_lines: 0
            format: mermaid
            output: Docs/navigation.md
            charset: ascii
            style: classic
            steps: true
            locations: true
            dedupe: false
            strict: true
            checks: false
            unreachable: true
            reporter: checkstyle
            baseline: /tmp/baseline.json
            """, directory: "MyApp")
        var expected = Configuration()
        expected.roots = ["AppFlow", "WidgetFlow"]
        expected.exclude = ["Demo/**"]
        expected.include = ["App/**"]
        expected.maxLevels = 4
        expected.maxLines = 0
        expected.format = .mermaid
        // Relative to --dir; an absolute path stays.
        expected.output = "MyApp/Docs/navigation.md"
        // A file's output must stay inside its project (issue 28).
        expected.outputRoot = "MyApp"
        expected.charset = .ascii
        expected.style = .classic
        expected.steps = true
        expected.locations = true
        expected.dedupe = false
        expected.strict = true
        expected.checks = false
        expected.unreachable = true
        expected.reporter = .checkstyle
        expected.baseline = "/tmp/baseline.json"
        XCTAssertEqual(configuration, expected)
    }

    func testEmptyFilesAndNullsSetNothing() throws {
        XCTAssertEqual(try parse(""), Configuration())
        XCTAssertEqual(try parse("# only a comment\n"), Configuration())
        XCTAssertEqual(try parse("output: null\ndedupe: ~\n"), Configuration())
    }

    func testUnknownKeyIsReportedWhereItIs() {
        XCTAssertEqual(
            error("roots: [AppFlow]\n  \nmax_level: 3\n"),
            "cfg/.rxtree.yml:3:1: error: unknown key 'max_level'; did you mean 'max_levels'?"
        )
        XCTAssertEqual(
            error("colour: always\n"),
            "cfg/.rxtree.yml:1:1: error: unknown key 'colour'; expected one of baseline, charset, checks, dedupe, disabled_rules, exclude, format, include, include_unbuilt, locations, max_levels, max_lines, modules, opt_in_rules, output, reporter, roots, steps, strict, style, unreachable"
        )
    }

    func testWrongTypesSayWhatWasExpected() {
        XCTAssertEqual(error("max_levels: three\n"), "cfg/.rxtree.yml:1:13: error: 'max_levels' expects a whole number greater than 0, not 'three'")
        XCTAssertEqual(error("max_levels: 0\n"), "cfg/.rxtree.yml:1:13: error: 'max_levels' expects a whole number greater than 0, not the number 0")
        XCTAssertEqual(error("max_lines: -1\n"), "cfg/.rxtree.yml:1:12: error: 'max_lines' expects a whole number, 0 for no limit, not the number -1")
        XCTAssertEqual(error("steps: yes please\n"), "cfg/.rxtree.yml:1:8: error: 'steps' expects true or false, not 'yes please'")
        XCTAssertEqual(error("format: pdf\n"), "cfg/.rxtree.yml:1:9: error: 'format' expects text, json, dot or mermaid, not 'pdf'")
        XCTAssertEqual(error("roots: AppFlow\n"), "cfg/.rxtree.yml:1:8: error: 'roots' expects a list of flow, view controller or coordinator names, not 'AppFlow'")
        XCTAssertEqual(
            error("exclude:\n  - Demo\n  - [Nested]\n"),
            "cfg/.rxtree.yml:3:5: error: 'exclude' expects a list of path patterns, and a list is not one"
        )
        XCTAssertEqual(error("output: {file: a}\n"), "cfg/.rxtree.yml:1:9: error: 'output' expects a file path, not a mapping")
        XCTAssertEqual(error("? [a]\n: 1\n"), "cfg/.rxtree.yml:1:3: error: expected a setting's name as a key, not a list")
    }

    func testAFileThatIsNotAMappingIsRefused() {
        XCTAssertEqual(error("- AppFlow\n"), "cfg/.rxtree.yml:1:1: error: expected a mapping of settings, such as 'roots: [AppFlow]', not a list")
        XCTAssertEqual(error("AppFlow\n"), "cfg/.rxtree.yml:1:1: error: expected a mapping of settings, such as 'roots: [AppFlow]', not 'AppFlow'")
    }

    func testYAMLSyntaxErrorsAreOneLine() {
        XCTAssertEqual(error("roots: [AppFlow\nformat: text\n"), "cfg/.rxtree.yml:2:7: error: not valid YAML: did not find expected ',' or ']'")
        XCTAssertEqual(error("format: text\nformat: json\n"), "cfg/.rxtree.yml:1:1: error: a key appears twice: 'format'")
        XCTAssertEqual(error("a: b\n---\nc: d\n").map { $0.hasPrefix("cfg/.rxtree.yml:2:1: error: not valid YAML: ") }, true)
        XCTAssertEqual(error("\t- x").map { $0.hasPrefix("cfg/.rxtree.yml:1:1: error: not valid YAML: ") }, true)
    }

    func testTheCommandLineOverridesTheFileAndAddsGlobs() {
        var file = Configuration()
        file.roots = ["AppFlow", "WidgetFlow"]
        file.exclude = ["Demo/**"]
        file.maxLevels = 3
        file.steps = true
        var commandLine = Configuration()
        commandLine.roots = ["SettingsFlow"]
        commandLine.exclude = ["Widget"]
        commandLine.steps = false
        let merged = file.overridden(by: commandLine)
        XCTAssertEqual(merged.roots, ["SettingsFlow"])
        XCTAssertEqual(merged.exclude, ["Demo/**", "Widget"])
        XCTAssertEqual(merged.maxLevels, 3)
        XCTAssertEqual(merged.steps, false)
        let request = merged.request(from: Request())
        XCTAssertEqual(request.roots, ["SettingsFlow"])
        XCTAssertEqual(request.maxLevels, 3)
        XCTAssertFalse(request.text.showSteps)
        XCTAssertFalse(request.filter.admits("Widget/WidgetFlow.swift"))
        XCTAssertTrue(request.filter.admits("App/AppFlow.swift"))
    }

    /// A file made for trees must not stop `--list`, `--lint` or `--check` with its roots or output.
    func testOtherJobsDropTheFilesSettingsTheyHaveNoUseFor() {
        var file = Configuration()
        file.roots = ["AppFlow"]
        file.output = "Docs/navigation.txt"
        file.format = .mermaid
        file.baseline = "baseline.json"
        var list = Request()
        list.list = true
        let forList = Configuration.effective(file: file, commandLine: Configuration(), base: list).request(from: list)
        XCTAssertNil(forList.usageProblem)
        XCTAssertEqual(forList.roots, [])
        XCTAssertEqual(forList.format, .text)
        var lint = Request()
        lint.lint = true
        let forLint = Configuration.effective(file: file, commandLine: Configuration(), base: lint).request(from: lint)
        XCTAssertNil(forLint.usageProblem)
        XCTAssertEqual(forLint.baseline, "baseline.json")
        XCTAssertNil(forLint.output)
        var tree = Request()
        tree.check = "Docs/navigation.txt"
        let forCheck = Configuration.effective(file: file, commandLine: Configuration(), base: tree).request(from: tree)
        XCTAssertNil(forCheck.usageProblem)
        XCTAssertEqual(forCheck.roots, ["AppFlow"])
    }

    func testTheEffectiveConfigurationReadsBack() throws {
        var configuration = Configuration()
        configuration.roots = ["AppFlow", "true"]
        configuration.exclude = ["**/Generated/**", "*.swift"]
        configuration.maxLevels = 2
        configuration.output = "Docs/nav: tree.txt"
        let yaml = configuration.effectiveYAML()
        XCTAssertTrue(yaml.hasPrefix("baseline: null\ncharset: unicode\n"), yaml)
        var everything = try parse(yaml)
        XCTAssertEqual(everything.roots, configuration.roots)
        XCTAssertEqual(everything.exclude, configuration.exclude)
        XCTAssertEqual(everything.output, configuration.output)
        XCTAssertEqual(everything.maxLevels, 2)
        // Defaults are printed too, so everything else reads back as the defaults.
        XCTAssertEqual(everything.maxLines, Request.defaultMaxLines)
        XCTAssertEqual(everything.checks, true)
        everything = everything.overridden(by: Configuration())
        XCTAssertEqual(everything.effectiveYAML(), yaml)
    }

    func testAMissingConfigFileIsAnErrorOnlyWhenNamed() throws {
        let directory = try makeTemporaryDirectory(self)
        XCTAssertEqual(try Configuration.load(explicitPath: nil, directory: directory.path).0, Configuration())
        let missing = directory.appendingPathComponent("missing.yml").path
        XCTAssertThrowsError(try Configuration.load(explicitPath: missing, directory: directory.path)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.formatted, "error: cannot read the configuration file '\(missing)': No such file or directory")
        }
        try Data("max_levels: 2\n".utf8).write(to: directory.appendingPathComponent(Configuration.fileName))
        let (found, path) = try Configuration.load(explicitPath: nil, directory: directory.path)
        XCTAssertEqual(found.maxLevels, 2)
        XCTAssertEqual(path, directory.appendingPathComponent(Configuration.fileName).path)
        try Data([0x66, 0x3A, 0x20, 0xFF, 0x0A]).write(to: directory.appendingPathComponent("latin1.yml"))
        XCTAssertThrowsError(try Configuration.load(explicitPath: directory.appendingPathComponent("latin1.yml").path, directory: ".")) { error in
            XCTAssertEqual((error as? ConfigurationError)?.line, 1)
        }
    }

    /// The graph memo is keyed by the files scanned: a run with another filter must not reuse it.
    func testAChangedFilterDoesNotReuseTheMemoisedGraph() throws {
        let cache = try makeTemporaryDirectory(self)
        let options = ScanOptions(cacheFile: cache.appendingPathComponent(FactsCache.fileName).path, graphFile: cache.appendingPathComponent(GraphMemo.fileName).path)
        let directory = packageRoot.appendingPathComponent("Fixtures/Config").path
        let withoutDemo = PathFilter(excludes: [try XCTUnwrap(PathGlob("Demo"))])
        let first = try Project.load(directory: directory, options: options, filter: withoutDemo)
        XCTAssertNil(first.graph.nodes["DemoFlow"])
        XCTAssertFalse(first.statistics.graphFromCache)
        let again = try Project.load(directory: directory, options: options, filter: withoutDemo)
        XCTAssertTrue(again.statistics.graphFromCache)
        XCTAssertNil(again.graph.nodes["DemoFlow"])
        let everything = try Project.load(directory: directory, options: options)
        XCTAssertFalse(everything.statistics.graphFromCache)
        XCTAssertNotNil(everything.graph.nodes["DemoFlow"])
        let onlyDemo = try Project.load(directory: directory, options: options, filter: PathFilter(includes: [try XCTUnwrap(PathGlob("Demo/**"))]))
        XCTAssertFalse(onlyDemo.statistics.graphFromCache)
        XCTAssertEqual(onlyDemo.graph.entryNodes, ["DemoFlow"])
    }
}
