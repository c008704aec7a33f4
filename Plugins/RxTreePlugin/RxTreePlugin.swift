import Foundation
import PackagePlugin

/// `swift package rxtree <arguments>`: runs rxtree on the package, passing every argument through.
@main
struct RxTreePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "rxtree")
        // Scan the package that invoked the plugin unless the user chose a folder.
        let namesDirectory = arguments.contains { $0 == "--dir" || $0.hasPrefix("--dir=") }
        // `rules` reads no project.
        let helpOnly = arguments.first == "rules"
            || arguments.contains { ["-h", "--help", "--version"].contains($0) || $0.hasPrefix("--generate-completion-script") }
        var toolArguments = arguments
        if !namesDirectory && !helpOnly {
            toolArguments += ["--dir", context.package.directoryURL.path]
        }

        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        // Keep rxtree's documented exit codes for scripts that call the plugin.
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}
