import ArgumentParser
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
            Scans every Swift file under --dir, finds each Flow and view controller, follows each \
            flow's navigate(to:) and each view controller's addChild calls, and prints the tree \
            from <root>. Warnings go to stderr as path:line:column: warning: message.

            Examples:
              rxtree AppFlow
              rxtree AppFlow --maxLevels 4 --dir ~/Projects/MyApp

            Exit codes: 0 success; 1 failure (unknown root, missing directory, no Swift files); \
            64 usage error.
            """,
        version: RxTree.version
    )

    @Argument(help: "The Flow or view controller class to start from. Without it, every entry flow is printed.")
    var root: String?

    @Option(name: .customLong("dir"), help: ArgumentHelp("The project directory to scan.", valueName: "path"))
    var directory: String = "."

    @Option(
        name: [.customLong("maxLevels"), .customLong("max-levels"), .customShort("L")],
        help: ArgumentHelp("How many levels below the root to print; a whole number greater than 0.", valueName: "n")
    )
    var maxLevels: Int = 10

    @Option(help: "When to colour the tree: auto (only on a terminal, unless NO_COLOR is set or TERM is dumb), always or never.")
    var color: ColorChoice = .auto

    func validate() throws {
        guard maxLevels > 0 else {
            throw ValidationError("--maxLevels must be a whole number greater than 0, not \(maxLevels)")
        }
    }

    func run() throws {
        let useColor = color.useColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        let request = Request(root: root, directory: directory, maxLevels: maxLevels, text: .init(color: useColor))
        let response = RxTree.run(request)
        FileHandle.standardOutput.write(Data(response.stdout.utf8))
        if !response.stderr.isEmpty {
            FileHandle.standardError.write(Data((response.stderr.joined(separator: "\n") + "\n").utf8))
        }
        if response.status != .success {
            throw ExitCode(response.status.rawValue)
        }
    }
}

extension ColorChoice: ExpressibleByArgument {}
