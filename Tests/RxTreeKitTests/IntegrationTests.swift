import Foundation
import XCTest

/// How rxtree reaches users: installed by make, run as a SwiftPM plugin, with completions and a version.
final class IntegrationTests: XCTestCase {
    /// Runs a program to completion and returns what it printed.
    private func run(_ executable: String, _ arguments: [String], in directory: URL = packageRoot) throws -> ProcessResult {
        try runRxTree(arguments, in: directory, environment: ProcessInfo.processInfo.environment, executable: URL(fileURLWithPath: executable))
    }

    private var make: String {
        ["/usr/bin/make", "/bin/make", "/usr/local/bin/make"].first(where: FileManager.default.isExecutableFile) ?? "/usr/bin/make"
    }

    func testMakeInstallsIntoAPrefixAndUninstalls() throws {
        let prefix = try makeTemporaryDirectory(self)
        let binary = productsDirectory.appendingPathComponent("rxtree").path
        // `install-built` is `make install` minus the build, which this test run already holds the lock for.
        let install = try run(make, ["-s", "install-built", "PREFIX=\(prefix.path)", "BIN=\(binary)"])
        XCTAssertEqual(install.status, 0, install.stderr)

        let installed = prefix.appendingPathComponent("bin/rxtree")
        let result = try runRxTree(["AppFlow", "-L", "1", "--dir", "Fixtures/RxControllerExample"], executable: installed)
        XCTAssertEqual(result, ProcessResult(stdout: "AppFlow\n└── MainFlow\n", stderr: "", status: 0))
        XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/man/man1/rxtree.1").path))

        // Homebrew passes `prefix=`.
        let lowercase = try makeTemporaryDirectory(self)
        XCTAssertEqual(try run(make, ["-s", "install-built", "prefix=\(lowercase.path)", "BIN=\(binary)"]).status, 0)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: lowercase.appendingPathComponent("bin/rxtree").path))

        XCTAssertEqual(try run(make, ["-s", "uninstall", "PREFIX=\(prefix.path)"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: installed.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/man/man1/rxtree.1").path))
    }

    /// With no root named, an app of view controllers alone prints the tree of the screen its delegate
    /// shows first, as the help says ("one tree per place the app starts").
    func testAnAppOfViewControllersPrintsFromItsFirstScreen() throws {
        let app = try makeTemporaryDirectory(self)
        try """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                    return true
                }
            }
            """.write(to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        try """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(BannerViewController())
                }
            }
            final class BannerViewController: UIViewController {}
            """.write(to: app.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        let result = try runRxTree(["--dir", app.path, "--no-cache"])
        XCTAssertEqual(result, ProcessResult(stdout: "HomeViewController\n└── BannerViewController\n", stderr: "", status: 0))
    }

    /// The caches belong to the executable that wrote them (its size and modification time): the same binary, run
    /// again or through a link, reads them; the binary rebuilt (here touched) reads none of them.
    func testTheCachesAreTheRunningExecutablesOwn() throws {
        let folder = try makeTemporaryDirectory(self)
        let binary = folder.appendingPathComponent("rxtree")
        try FileManager.default.copyItem(at: productsDirectory.appendingPathComponent("rxtree"), to: binary)
        let link = folder.appendingPathComponent("linked-rxtree")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
        let project = packageRoot.appendingPathComponent("Fixtures/RxControllerExample").path
        let cache = folder.appendingPathComponent("cache").path
        let arguments = ["AppFlow", "--dir", project, "--cache-dir", cache, "--stats"]
        func stats(_ executable: URL) throws -> ScanStats {
            let result = try runRxTree(arguments, executable: executable)
            XCTAssertEqual(result.status, 0, result.stderr)
            return try scanStats(fromStderr: result.stderr)
        }
        XCTAssertFalse(try stats(binary).graphFromCache)
        let warm = try stats(binary)
        XCTAssertTrue(warm.graphFromCache)
        XCTAssertEqual(warm.scanning, ScanStats.ScanCost(files: 0, seconds: 0, parseSeconds: 0))
        XCTAssertTrue(try stats(link).graphFromCache)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: binary.path)
        let rebuilt = try stats(binary)
        XCTAssertFalse(rebuilt.graphFromCache)
        XCTAssertEqual(rebuilt.fromCache, 0)
    }

    func testVersionComesFromTheLibrary() throws {
        let result = try runRxTree(["--version"])
        XCTAssertEqual(result, ProcessResult(stdout: "0.1.0\n", stderr: "", status: 0))
    }

    func testCompletionScriptsForEveryShell() throws {
        for (shell, marker) in [("bash", "complete -o filenames -F"), ("zsh", "#compdef rxtree"), ("fish", "complete -c 'rxtree'")] {
            let result = try runRxTree(["--generate-completion-script", shell])
            XCTAssertEqual(result.status, 0, shell)
            XCTAssertTrue(result.stdout.contains(marker), "\(shell) script lacks \(marker)")
            for option in ["--maxLevels", "--format", "--check"] {
                XCTAssertTrue(result.stdout.contains(option.dropFirst(2)), "\(shell) script lacks \(option)")
            }
        }
    }

    func testHelpDescribesEveryOptionAndTheExitCodes() throws {
        let help = try runRxTree(["--help"])
        XCTAssertEqual(help.status, 0)
        try assertGolden(help.stdout, named: "help.txt")
        for subcommand in ["tree", "list", "lint", "rules", "config"] {
            let help = try runRxTree([subcommand, "--help"])
            XCTAssertEqual(help.status, 0, subcommand)
            try assertGolden(help.stdout, named: "help-\(subcommand).txt")
        }
    }

    /// Builds rxtree inside a package that depends on it, so it takes a few minutes on a fresh machine.
    func testSwiftPackagePluginPassesEveryFlagThrough() throws {
        let swift = ProcessInfo.processInfo.environment["SWIFT_EXEC_FOR_TESTS"] ?? findSwift()
        let package = packageRoot.appendingPathComponent("Fixtures/PluginPackage")
        let tree = try run(swift, ["package", "--disable-sandbox", "rxtree", "AppFlow", "--maxLevels", "4", "--steps", "--no-checks"], in: package)
        XCTAssertEqual(tree.status, 0, tree.stderr)
        XCTAssertEqual(tree.stdout, """
            AppFlow
            ├── SettingsFlow  (.settings)
            │   └── SettingsViewController
            └── HomeViewController  (.launch)
                └── BannerViewController

            """)
        let missing = try run(swift, ["package", "--disable-sandbox", "rxtree", "NoSuchFlow"], in: package)
        XCTAssertEqual(missing.status, 1)
        // SwiftPM relays what a plugin's child process writes to stderr onto its own stdout.
        let printed = missing.stdout + missing.stderr
        XCTAssertTrue(printed.contains("error: no flow, view controller or coordinator named 'NoSuchFlow'"), printed)
    }

    private func findSwift() -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swift"
    }
}
