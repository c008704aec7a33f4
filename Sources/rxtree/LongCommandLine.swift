import ArgumentParser
import Foundation

/// swift-argument-parser takes time quadratic in the number of values one repeated argument gets (each
/// value merges the set of places all earlier ones came from): 10,000 roots took 2.2 s and 10,000
/// `--exclude`s 6.4 s, 20,000 four times that. A long command line is therefore split first: the roots
/// and the `--exclude` and `--include` values are taken out, in order, the parser reads the rest, and
/// they are put back. Whatever the split cannot read exactly as the parser would (a group of short
/// options, an option whose value is missing or starts with `-`, an empty pattern, any error) makes it
/// step aside, and the parser reads the whole command line as given.
enum LongCommandLine {
    /// Below this many arguments the parser's own cost is a few milliseconds.
    static let threshold = 256

    /// The command `arguments` ask for, or nil when the parser should read them itself.
    static func parse(_ arguments: [String]) -> ParsableCommand? {
        guard arguments.count > threshold else { return nil }
        // The parser takes a subcommand's name only as the first argument; any other is the default one.
        let named = arguments.first.flatMap { name in subcommands.first { $0._commandName == name } }
        let type = named ?? TreeCommand.self
        let rest = named == nil ? arguments[...] : arguments.dropFirst()
        guard let spellings = OptionSpellings.read(type), let split = split(Array(rest), spellings),
              split.roots.isEmpty || type.takesRoots else { return nil }
        let prefix = named == nil ? [] : [type._commandName]
        guard var command = (try? RxTreeCommand.parseAsRoot(prefix + split.rest)) as? LongListCommand,
              Swift.type(of: command) == type,
              command.roots.isEmpty, command.shared.exclude.isEmpty, command.shared.include.isEmpty else { return nil }
        if type.takesRoots { command.roots = split.roots }
        command.shared.exclude = split.excludes
        command.shared.include = split.includes
        guard (try? command.shared.validate()) != nil else { return nil }
        return command
    }

    private static let subcommands: [LongListCommand.Type] = [TreeCommand.self, ListCommand.self, LintCommand.self, ConfigCommand.self]

    struct Split {
        var rest: [String] = []
        var roots: [String] = []
        var excludes: [String] = []
        var includes: [String] = []
    }

    /// Reads the arguments as the parser does: after `--` every argument is a root; a long option that
    /// takes a value takes `=value` or the next argument, which must not look like an option; a lone
    /// `-` is a value; every other value is a root.
    static func split(_ arguments: [String], _ spellings: OptionSpellings) -> Split? {
        var split = Split()
        var index = 0
        func nextValue() -> String? {
            guard index < arguments.count, isValue(arguments[index]) else { return nil }
            defer { index += 1 }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                split.roots += arguments[index...]
                break
            }
            guard !isValue(argument) else {
                split.roots.append(argument)
                continue
            }
            guard argument.hasPrefix("--") else {
                // One short option, with its value when it takes one; groups such as `-L4` are the parser's.
                guard argument.count == 2 else { return nil }
                split.rest.append(argument)
                if spellings.takingValues.contains(argument) {
                    guard let value = nextValue() else { return nil }
                    split.rest.append(value)
                }
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            let attached = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
            switch name {
            case "--exclude", "--include":
                guard let value = attached ?? nextValue(), !value.isEmpty else { return nil }
                if name == "--exclude" { split.excludes.append(value) } else { split.includes.append(value) }
            default:
                split.rest.append(argument)
                if attached == nil, spellings.takingValues.contains(name) {
                    guard let value = nextValue() else { return nil }
                    split.rest.append(value)
                }
            }
        }
        return split
    }

    private static func isValue(_ argument: String) -> Bool {
        argument == "-" || !argument.hasPrefix("-")
    }

    /// How the options that take a value are spelled (`--dir`, `-L`), from the parser's own description
    /// of the command, so the split never disagrees with the declarations.
    struct OptionSpellings {
        var takingValues: Set<String>

        /// Nil unless the command has one positional argument (the roots) when it takes roots, none
        /// otherwise, and `--exclude` and `--include` take values, which the split assumes.
        static func read(_ command: LongListCommand.Type) -> OptionSpellings? {
            guard let description = try? JSONDecoder().decode(Description.self, from: Data(command._dumpHelp().utf8)) else { return nil }
            let arguments = description.command.arguments ?? []
            var takingValues = Set<String>()
            for argument in arguments where argument.kind == "option" {
                for name in argument.names ?? [] {
                    takingValues.insert(name.kind == "long" ? "--\(name.name)" : "-\(name.name)")
                }
            }
            guard arguments.filter({ $0.kind == "positional" }).count == (command.takesRoots ? 1 : 0),
                  takingValues.isSuperset(of: ["--exclude", "--include"]) else { return nil }
            return OptionSpellings(takingValues: takingValues)
        }

        private struct Description: Decodable {
            var command: Command
        }

        private struct Command: Decodable {
            var arguments: [Argument]?
        }

        private struct Argument: Decodable {
            var kind: String
            var names: [Name]?
        }

        private struct Name: Decodable {
            var kind: String
            var name: String
        }
    }
}

/// The subcommands whose long lists (roots, `--exclude`, `--include`) the split takes out.
protocol LongListCommand: ParsableCommand {
    static var takesRoots: Bool { get }
    var roots: [String] { get set }
    var shared: SharedOptions { get set }
}

extension TreeCommand: LongListCommand {
    static var takesRoots: Bool { true }
}

extension LintCommand: LongListCommand {
    static var takesRoots: Bool { true }
}

extension ConfigCommand: LongListCommand {
    static var takesRoots: Bool { true }
}

extension ListCommand: LongListCommand {
    static var takesRoots: Bool { false }
    var roots: [String] {
        get { [] }
        set {}
    }
}
