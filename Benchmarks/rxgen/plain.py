"""Non-navigational files: models, enums, protocols, services, extensions and utilities (about 70%)."""

from .filler import DOCS, FILLERS, VARIANTS, header, pad, target_lines, variant
from .words import (DOMAINS, ENUM_CASES, ENUM_NOUNS, EXTENSION_BASES, MODEL_NOUNS, PROPS, QUALIFIERS,
                    SERVICE_SUFFIXES, UTILITY_FOLDERS, UTILITY_SUFFIXES, lower_first, snake, upper_first)


def extra_imports(project, lines):
    rng = project.rng
    if rng.random() < 0.2:
        lines.append(rng.choice(["import RxFlow", "import RxController"]))


def vc_mention(project):
    """A comment naming a view controller, for a few non-navigational files."""
    rng = project.rng
    if rng.random() < 0.025 and project.vcs:
        vc = rng.choice(project.vcs)
        if vc.kind != "hidden":
            return [f"/// Displayed by `{vc.name}`; keep the field names in sync with its layout."]
    return []


def emit_model(project, name, domain, path):
    rng = project.rng
    lines = header(project, name + ".swift") + ["import Foundation"]
    extra_imports(project, lines)
    lines.append("")
    props = rng.sample(PROPS, rng.randint(5, 12))
    props.sort(key=lambda p: PROPS.index(p))
    lines += vc_mention(project)
    lines.append(f"struct {name}: Codable, Equatable, Hashable {{")
    lines.append("")
    for pname, ptype, _, _ in props:
        lines.append(f"    let {pname}: {ptype}")
    lines += ["", "    enum CodingKeys: String, CodingKey {"]
    for pname, _, _, key in props:
        lines.append(f'        case {pname} = "{key}"' if key else f"        case {pname}")
    lines += ["    }", "", "}", "", "// MARK: - Placeholder", "", f"extension {name} {{", "",
              f"    static let placeholder = {name}("]
    for n, (pname, _, sample, _) in enumerate(props):
        lines.append(f"        {pname}: {sample}{',' if n < len(props) - 1 else ''}")
    lines += ["    )", ""]
    names = [p[0] for p in props]
    if "createdAt" in names:
        lines += ["    var isRecent: Bool {",
                  f"        return Date().timeIntervalSince(createdAt) < {rng.choice([3600, 86_400, 604_800])}",
                  "    }", ""]
    if "title" in names:
        lines += ["    var displayTitle: String {", "        let trimmed = title.trimmingCharacters(in: .whitespaces)",
                  f'        return trimmed.isEmpty ? NSLocalizedString("{snake(domain)}.untitled", comment: "") : trimmed',
                  "    }", ""]
    lines += ["}"]
    pad(project, lines, target_lines(rng), name, name)
    project.emit(path, lines)


def emit_enum(project, name, domain, path):
    rng = project.rng
    cases = rng.sample(ENUM_CASES, rng.randint(4, 9))
    lines = header(project, name + ".swift") + ["import Foundation"]
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    lines += [f"enum {name}: String, Codable, CaseIterable {{"]
    for c in cases:
        lines.append(f"    case {c}")
    lines += ["", "    var title: String {", "        switch self {"]
    for c in cases:
        lines += [f"        case .{c}:", f'            return NSLocalizedString("{snake(name)}.{c}", comment: "")']
    lines += ["        }", "    }", "", "    var iconName: String {", "        switch self {"]
    icons = ["star", "clock", "checkmark.circle", "exclamationmark.triangle", "archivebox", "bolt", "leaf", "flag"]
    for c in cases:
        lines += [f"        case .{c}:", f'            return "{rng.choice(icons)}"']
    lines += ["        }", "    }", "", "    var sortOrder: Int {", "        switch self {"]
    for n, c in enumerate(cases):
        lines += [f"        case .{c}:", f"            return {n}"]
    lines += ["        }", "    }", "", "    init(apiValue: String?) {",
              f"        self = {name}(rawValue: apiValue?.lowercased() ?? \"\") ?? .{cases[0]}", "    }", "", "}"]
    pad(project, lines, target_lines(rng), name, name)
    project.emit(path, lines)


def emit_protocol(project, name, domain, model, path):
    rng = project.rng
    lines = header(project, name + ".swift") + ["import Foundation", "import RxSwift"]
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    lines += [f"protocol {name}: AnyObject {{", "",
              f"    var {lower_first(domain)}Items: BehaviorSubject<[{model}]> {{ get }}", "",
              f"    func reload{domain}(force: Bool) -> Completable",
              f"    func item(withID id: String) -> {model}?",
              f"    func remove(_ item: {model}) -> Single<Bool>", "", "}", "",
              f"extension {name} {{", "",
              f"    func item(withID id: String) -> {model}? {{",
              f"        let items = (try? {lower_first(domain)}Items.value()) ?? []",
              "        return items.first { $0.id == id }", "    }", "",
              "    var itemCount: Observable<Int> {",
              f"        return {lower_first(domain)}Items.map {{ $0.count }}.distinctUntilChanged()", "    }", "", "}"]
    pad(project, lines, target_lines(rng), name, name, private=False)
    project.emit(path, lines)


def emit_service(project, name, domain, model, path):
    rng = project.rng
    lines = header(project, name + ".swift") + ["import Foundation", "import RxSwift"]
    if rng.random() < 0.4:
        lines.append("import RxCocoa")
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    endpoints = rng.sample(["items", "summary", "history", "settings", "search", "archive", "latest",
                            "recommendations", "details", "stats"], rng.randint(3, 6))
    proto = name + "Type"
    lines += [f"protocol {proto} {{"]
    for ep in endpoints:
        lines.append(f"    func fetch{upper_first(ep)}(page: Int) -> Observable<[{model}]>")
    lines += ["}", "", f"final class {name}: {proto} {{", "", f"    static let shared = {name}()", "",
              "    private let session: URLSession",
              f'    private let baseURL = URL(string: "https://api.example.com/v{rng.randint(1, 3)}/{snake(domain)}")!',
              "    private let decoder: JSONDecoder = {", "        let decoder = JSONDecoder()",
              "        decoder.keyDecodingStrategy = .convertFromSnakeCase",
              "        decoder.dateDecodingStrategy = .iso8601", "        return decoder", "    }()", "",
              "    init(session: URLSession = .shared) {", "        self.session = session", "    }", ""]
    for ep in endpoints:
        lines += [f"    func fetch{upper_first(ep)}(page: Int) -> Observable<[{model}]> {{",
                  f'        let url = baseURL.appendingPathComponent("{ep}")',
                  "        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)",
                  '        components?.queryItems = [URLQueryItem(name: "page", value: String(page))]',
                  "        guard let requestURL = components?.url else {",
                  "            return .error(APIError.invalidURL)", "        }",
                  "        return request(URLRequest(url: requestURL))", "    }", ""]
    lines += ["    // MARK: - Transport", "",
              "    private func request<T: Decodable>(_ request: URLRequest) -> Observable<T> {",
              "        return Observable.create { [session, decoder] observer in",
              "            let task = session.dataTask(with: request) { data, response, error in",
              "                if let error = error {",
              "                    observer.onError(error)", "                    return", "                }",
              "                guard let http = response as? HTTPURLResponse, 200..<300 ~= http.statusCode else {",
              "                    observer.onError(APIError.badStatus)", "                    return", "                }",
              "                do {",
              "                    let value = try decoder.decode(T.self, from: data ?? Data())",
              "                    observer.onNext(value)", "                    observer.onCompleted()",
              "                } catch {", "                    observer.onError(error)", "                }",
              "            }", "            task.resume()",
              "            return Disposables.create { task.cancel() }", "        }", "    }", "", "}"]
    pad(project, lines, target_lines(rng), name, name)
    project.emit(path, lines)


def emit_extension(project, base, module, tag, path):
    rng = project.rng
    lines = header(project, path.rsplit("/", 1)[1]) + [f"import {module}"]
    if module == "UIKit" and rng.random() < 0.5:
        lines.append("import Foundation")
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    if base == "Array":
        decl = "extension Array where Element: Hashable {"
    elif base == "Dictionary":
        decl = "extension Dictionary where Key == String {"
    elif base == "Optional":
        decl = "extension Optional where Wrapped == String {"
    else:
        decl = f"extension {base} {{"
    lines.append(decl)
    lines.append("")
    low = lower_first(tag)
    if base in ("UIColor",):
        for n, shade in enumerate(rng.sample(["Primary", "Secondary", "Accent", "Background", "Border", "Muted"], 3)):
            lines.append(f"    static let {low}{shade} = UIColor(red: {rng.random():.3f}, green: {rng.random():.3f}, "
                         f"blue: {rng.random():.3f}, alpha: 1)")
        lines.append("")
    elif base == "String":
        lines += [f"    var {low}Slug: String {{", "        return lowercased()",
                  '            .components(separatedBy: CharacterSet.alphanumerics.inverted)',
                  "            .filter { !$0.isEmpty }", '            .joined(separator: "-")', "    }", ""]
    elif base == "Date":
        lines += [f"    var {low}DayStart: Date {{", "        return Calendar.current.startOfDay(for: self)", "    }", ""]
    elif base == "ObservableType":
        lines += [f"    func {low}Logged(_ label: String) -> Observable<Element> {{",
                  '        return self.do(onNext: { print("\\(label): \\($0)") })', "    }", ""]
    else:
        lines += rng.choice(FILLERS)(rng, tag, "") + [""]
    lines.append("}")
    pad(project, lines, target_lines(rng), base if base not in ("Array", "Dictionary", "Optional") else
        {"Array": "Array where Element: Hashable", "Dictionary": "Dictionary where Key == String",
         "Optional": "Optional where Wrapped == String"}[base], tag, start=1)
    project.emit(path, lines)


def emit_utility(project, name, tag, path):
    rng = project.rng
    lines = header(project, name + ".swift") + ["import Foundation"]
    if rng.random() < 0.4:
        lines.append("import RxSwift")
    extra_imports(project, lines)
    lines += [""] + vc_mention(project)
    kind = rng.choice(["final class", "struct", "enum"])
    lines += [f"{kind} {name} {{", ""]
    if kind == "final class":
        lines += [f'    private let queue = DispatchQueue(label: "com.{project.app_name.lower()}.{snake(name)}")',
                  "    private var storage: [String: Any] = [:]", "",
                  "    func value(forKey key: String) -> Any? {", "        return queue.sync { storage[key] }", "    }", "",
                  "    func set(_ value: Any?, forKey key: String) {", "        queue.async(flags: .barrier) {",
                  "            self.storage[key] = value", "        }", "    }", ""]
    elif kind == "struct":
        lines += ["    let identifier: String", f"    var limit = {rng.randint(5, 500)}", "",
                  "    func isWithinLimit(_ count: Int) -> Bool {", "        return count <= limit", "    }", ""]
    else:
        lines += [f"    static let defaultTimeout: TimeInterval = {rng.randint(5, 60)}",
                  f'    static let domain = "{snake(name)}"', ""]
    body = []
    for i in range(rng.randint(1, 3)):
        filler = rng.choice(FILLERS)
        fn = filler(rng, tag, variant(len(VARIANTS) - 1 - i))
        if rng.random() < 0.6:
            fn = ["    /// " + rng.choice(DOCS[filler.__name__])] + fn
        if kind == "enum":
            fn = [fn[0].replace("    func ", "    static func ", 1).replace("    var ", "    static var ", 1)] + fn[1:]
        body += fn + [""]
    lines += body + ["}"]
    pad(project, lines, target_lines(rng), name, tag)
    project.emit(path, lines)


def emit_plain(project, count):
    rng = project.rng
    # One fixed support file that services refer to.
    lines = header(project, "APIError.swift") + ["import Foundation", "", "enum APIError: Error, Equatable {",
        "    case invalidURL", "    case badStatus", "    case decoding(String)", "    case offline", "}"]
    pad(project, lines, target_lines(rng), "APIError", "API")
    project.emit("Utilities/Networking/APIError.swift", lines)
    count -= 1
    models_by_domain = {}
    made = 0
    while made < count:
        r = rng.random()
        domain = rng.choice(DOMAINS)
        qual = rng.choice(QUALIFIERS) if rng.random() < 0.6 else ""
        folder = domain
        if r < 0.26:
            name = qual + domain + rng.choice(MODEL_NOUNS)
            if not project.take(name):
                continue
            emit_model(project, name, domain, f"Models/{folder}/{name}.swift")
            models_by_domain.setdefault(domain, []).append(name)
        elif r < 0.36:
            name = qual + domain + rng.choice(ENUM_NOUNS)
            if not project.take(name):
                continue
            emit_enum(project, name, domain, f"Models/{folder}/{name}.swift")
        elif r < 0.42:
            name = qual + domain + rng.choice(["Providing", "DataSource", "Observing", "Persisting", "Syncing"])
            if not project.take(name):
                continue
            model = (models_by_domain.get(domain) or [domain + "Item"])[0]
            emit_protocol(project, name, domain, model, f"Models/{folder}/{name}.swift")
        elif r < 0.62:
            name = qual + domain + rng.choice(SERVICE_SUFFIXES)
            if not project.take(name):
                continue
            model = rng.choice(models_by_domain.get(domain) or [domain + "Item"])
            emit_service(project, name, domain, model, f"Services/{folder}/{name}.swift")
        elif r < 0.80:
            base, module = rng.choice(EXTENSION_BASES)
            tag = qual + domain
            path = f"Extensions/{base}/{base}+{tag}{rng.choice(['', 'Formatting', 'Display', 'Helpers', 'Parsing', 'Styling'])}.swift"
            if not project.take("ext:" + path):
                continue
            emit_extension(project, base, module, tag, path)
        else:
            name = qual + domain + rng.choice(UTILITY_SUFFIXES)
            if not project.take(name):
                continue
            emit_utility(project, name, qual + domain, f"Utilities/{rng.choice(UTILITY_FOLDERS)}/{name}.swift")
        made += 1
