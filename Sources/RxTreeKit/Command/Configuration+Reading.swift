import Foundation
import Yams

/// A configuration file that cannot be used, as one line: `path:line:column: error: message`, or
/// `error: message` when there is no place in the file to point at.
package struct ConfigurationError: Error, Equatable, Sendable {
    package var path: String
    /// 1-based; nil when the problem is not at a place in the file (it cannot be read at all).
    package var line: Int?
    package var column: Int?
    package var message: String

    package var formatted: String {
        guard let line else { return "error: \(message.escapingControlCharacters)" }
        return "\(path.escapingControlCharacters):\(line):\(column ?? 1): error: \(message.escapingControlCharacters)"
    }
}

extension Configuration {
    /// The file's configuration: `explicitPath` (`--config`), which must exist, else
    /// `<directory>/.rxtree.yml` when there is one, else none. Also says which file was read.
    package static func load(explicitPath: String?, directory: String) throws(ConfigurationError) -> (Configuration, path: String?) {
        let path = explicitPath ?? resolved(fileName, against: directory)
        if explicitPath == nil, !FileManager.default.fileExists(atPath: path) { return (Configuration(), nil) }
        switch FileReader.bytes(atPath: path) {
        case .failure(let error):
            throw ConfigurationError(path: path, message: "cannot read the configuration file '\(path.escapingControlCharacters)': \(error.reason)")
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ConfigurationError(path: path, line: 1, column: 1, message: "the configuration file is not UTF-8 text")
            }
            return (try parse(text, path: path, directory: directory), path)
        }
    }

    /// Reads YAML text: a mapping of the keys `fields` lists; an empty document sets nothing. Paths
    /// in it are relative to `directory` (`--dir`).
    package static func parse(_ text: String, path: String, directory: String) throws(ConfigurationError) -> Configuration {
        func error(_ mark: Mark?, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
        }
        let document: Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch let yamlError as YamlError {
            throw syntaxError(yamlError, path: path)
        } catch {
            throw ConfigurationError(path: path, line: 1, column: 1, message: "not valid YAML")
        }
        guard let document else { return Configuration() }
        guard let mapping = document.mapping else {
            throw error(document.mark, "expected a mapping of settings, such as 'roots: [AppFlow]', not \(describe(document))")
        }
        var configuration = Configuration()
        let fields = Self.fields
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string, keyNode.isTagged(.str) else {
                throw error(keyNode.mark, "expected a setting's name as a key, not \(describe(keyNode))")
            }
            guard let field = fields.first(where: { $0.key == key }) else {
                var message = "unknown key '\(key.escapingControlCharacters)'"
                if let suggestion = NameSuggester.suggestions(for: key, among: fields.map(\.key), limit: 1).first {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected one of " + fields.map(\.key).sorted().joined(separator: ", ")
                }
                throw error(keyNode.mark, message)
            }
            // A null leaves the setting to the default, so --print-config's output reads back.
            if value.isTagged(.null) { continue }
            if let problem = field.read(&configuration, value) {
                throw error(problem.mark ?? value.mark, "'\(key)' expects \(problem.expected)")
            }
        }
        configuration.output = configuration.output.map { resolved($0, against: directory) }
        configuration.outputRoot = configuration.output == nil ? nil : directory
        configuration.baseline = configuration.baseline.map { resolved($0, against: directory) }
        return configuration
    }

    /// `path` from the current folder, when it is given relative to `directory`.
    static func resolved(_ path: String, against directory: String) -> String {
        if path.hasPrefix("/") || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : "\(directory)/\(path)"
    }

    private static func syntaxError(_ error: YamlError, path: String) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ConfigurationError(path: path, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.sorted().map { "'\($0.escapingControlCharacters)'" }.joined(separator: ", ")
            return ConfigurationError(path: path, line: context.mark.line, column: context.mark.column, message: "a key appears twice: \(names)")
        default:
            return ConfigurationError(path: path, line: 1, column: 1, message: "not valid YAML")
        }
    }

    /// What a node is, for messages.
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if node.isTagged(.null) { return "null" }
            if node.isTagged(.bool) { return "the boolean \(scalar.string)" }
            if node.isTagged(.int) || node.isTagged(.float) { return "the number \(scalar.string)" }
            return "'\(scalar.string.escapingControlCharacters)'"
        }
    }
}

extension Node {
    /// Whether the node's tag, as YAML resolves it (`3` an int, `true` a bool), is `name`.
    func isTagged(_ name: Tag.Name) -> Bool { tag == Tag(name) }
}

/// What a value should have been, and where the wrong part is (an item of a list, say).
struct ConfigurationProblem {
    var expected: String
    var mark: Mark?
}

/// How one key of the configuration file is read, overridden, printed and handed to the run.
struct ConfigurationField {
    var key: String
    /// Sets the value from the node, or says what was expected instead.
    var read: (inout Configuration, Node) -> ConfigurationProblem?
    /// Copies the command line's value over the file's when the command line gives one.
    var override: (inout Configuration, Configuration) -> Void
    /// The value a run uses, for `rxtree config`.
    var effective: (Configuration) -> Node
    /// Sets the run's request from the value, or from the default when none was given.
    var apply: (Configuration, inout Request) -> Void
}

extension Configuration {
    /// Every key, in the order of the settings table (`Settings.all`).
    static var fields: [ConfigurationField] { Settings.all.compactMap(\.field) }
}

extension ConfigurationField {
    private static var null: Node { Node("null", Tag(.null)) }

    /// A string, quoted when YAML would read it plain as something else (`true`, `10`, `~`): the
    /// emitter quotes only for syntax.
    private static func text(_ string: String) -> Node {
        Node(string).isTagged(.str) ? Node(string, Tag(.str)) : Node(string, Tag(.str), .singleQuoted)
    }

    static func override<Value>(_ keyPath: WritableKeyPath<Configuration, Value?>) -> (inout Configuration, Configuration) -> Void {
        { merged, commandLine in
            if let value = commandLine[keyPath: keyPath] { merged[keyPath: keyPath] = value }
        }
    }

    static func names(
        _ key: String, _ keyPath: WritableKeyPath<Configuration, [String]?>, what: String, apply: @escaping (inout Request, [String]) -> Void
    ) -> ConfigurationField {
        ConfigurationField(
            key: key,
            read: { configuration, node in
                guard let sequence = node.sequence else { return ConfigurationProblem(expected: "\(what), not \(Configuration.describe(node))") }
                var names: [String] = []
                for item in sequence {
                    guard item.isTagged(.str), let name = item.scalar?.string, !name.isEmpty else {
                        return ConfigurationProblem(expected: "\(what), and \(Configuration.describe(item)) is not one", mark: item.mark)
                    }
                    names.append(name)
                }
                configuration[keyPath: keyPath] = names
                return nil
            },
            override: override(keyPath),
            effective: { configuration in
                Node.sequence(Node.Sequence((configuration[keyPath: keyPath] ?? []).map { text($0) }, Tag(.seq), .flow))
            },
            apply: { configuration, request in apply(&request, configuration[keyPath: keyPath] ?? []) }
        )
    }

    /// A list of rule identifiers, each one rxtree has (`rxtree rules`).
    static func rules(
        _ key: String, _ keyPath: WritableKeyPath<Configuration, [String]?>, apply: @escaping (inout Request, [String]) -> Void
    ) -> ConfigurationField {
        let names = names(key, keyPath, what: "a list of rule identifiers", apply: apply)
        return ConfigurationField(
            key: key,
            read: { configuration, node in
                if let problem = names.read(&configuration, node) { return problem }
                let known = NavigationStyles.rules.identifiers
                for item in node.sequence ?? [] {
                    guard let identifier = item.scalar?.string, !known.contains(identifier) else { continue }
                    return ConfigurationProblem(expected: "a list of rule identifiers: \(RuleSelection.unknownRule(identifier))", mark: item.mark)
                }
                return nil
            },
            override: names.override,
            effective: names.effective,
            apply: names.apply
        )
    }

    static func number(
        _ key: String, _ keyPath: WritableKeyPath<Configuration, Int?>, minimum: Int, default value: Int,
        apply: @escaping (inout Request, Int) -> Void
    ) -> ConfigurationField {
        let expected = minimum == 0 ? "a whole number, 0 for no limit" : "a whole number greater than \(minimum - 1)"
        return ConfigurationField(
            key: key,
            read: { configuration, node in
                guard node.isTagged(.int), let number = node.int, number >= minimum else {
                    return ConfigurationProblem(expected: "\(expected), not \(Configuration.describe(node))")
                }
                configuration[keyPath: keyPath] = number
                return nil
            },
            override: override(keyPath),
            effective: { Node(String($0[keyPath: keyPath] ?? value), Tag(.int)) },
            apply: { configuration, request in apply(&request, configuration[keyPath: keyPath] ?? value) }
        )
    }

    static func flag(
        _ key: String, _ keyPath: WritableKeyPath<Configuration, Bool?>, default value: Bool, apply: @escaping (inout Request, Bool) -> Void
    ) -> ConfigurationField {
        optionalFlag(key, keyPath, default: value) { request, flag in apply(&request, flag ?? value) }
    }

    /// A flag the run takes only when given (`dedupe`: else decided by the tree's size).
    static func optionalFlag(
        _ key: String, _ keyPath: WritableKeyPath<Configuration, Bool?>, default value: Bool?,
        apply: @escaping (inout Request, Bool?) -> Void
    ) -> ConfigurationField {
        ConfigurationField(
            key: key,
            read: { configuration, node in
                guard node.isTagged(.bool), let flag = node.bool else {
                    return ConfigurationProblem(expected: "true or false, not \(Configuration.describe(node))")
                }
                configuration[keyPath: keyPath] = flag
                return nil
            },
            override: override(keyPath),
            effective: { configuration in
                guard let flag = configuration[keyPath: keyPath] ?? value else { return null }
                return Node(flag ? "true" : "false", Tag(.bool))
            },
            // The value given, or nil: `flag` fills in its default, `unreachable` leaves `opt_in_rules` alone.
            apply: { configuration, request in apply(&request, configuration[keyPath: keyPath]) }
        )
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, _ keyPath: WritableKeyPath<Configuration, Choice?>, default value: Choice,
        apply: @escaping (inout Request, Choice) -> Void
    ) -> ConfigurationField where Choice.RawValue == String {
        ConfigurationField(
            key: key,
            read: { configuration, node in
                guard node.isTagged(.str), let text = node.scalar?.string, let choice = Choice(rawValue: text) else {
                    let list = RxTree.alternatives(Choice.allCases.map(\.rawValue))
                    return ConfigurationProblem(expected: "\(list), not \(Configuration.describe(node))")
                }
                configuration[keyPath: keyPath] = choice
                return nil
            },
            override: override(keyPath),
            effective: { text(($0[keyPath: keyPath] ?? value).rawValue) },
            apply: { configuration, request in apply(&request, configuration[keyPath: keyPath] ?? value) }
        )
    }

    static func path(
        _ key: String, _ keyPath: WritableKeyPath<Configuration, String?>, apply: @escaping (inout Request, String?) -> Void
    ) -> ConfigurationField {
        ConfigurationField(
            key: key,
            read: { configuration, node in
                guard node.isTagged(.str), let path = node.scalar?.string, !path.isEmpty else {
                    return ConfigurationProblem(expected: "a file path, not \(Configuration.describe(node))")
                }
                configuration[keyPath: keyPath] = path
                return nil
            },
            override: override(keyPath),
            effective: { configuration in configuration[keyPath: keyPath].map { text($0) } ?? null },
            apply: { configuration, request in apply(&request, configuration[keyPath: keyPath]) }
        )
    }
}
