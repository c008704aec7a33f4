"""Filler: file headers and functions plausible in any file that mention nothing navigational.

`pad` grows a file with them to a target length, so files have realistic sizes.
"""

from .words import DEVELOPERS, ENUM_CASES, NOUN_TAGS, lower_first, snake

MIN_LINES = 100
MAX_LINES = 300


def header(project, filename: str) -> list:
    """The Xcode file header; draws from the project's random stream, so call it where the old code did."""
    rng = project.rng
    dev = rng.choice(DEVELOPERS)
    year = rng.randint(2018, 2023)
    return [
        "//",
        f"//  {filename}",
        f"//  {project.app_name}",
        "//",
        f"//  Created by {dev} on {rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{year}.",
        f"//  Copyright © {year} {project.app_name} Inc. All rights reserved.",
        "//",
        "",
    ]


def fn_number(rng, tag, i):
    name = f"formatted{tag}{rng.choice(NOUN_TAGS)}{i}"
    style = rng.choice([".currency", ".decimal", ".percent"])
    return [
        f"    func {name}(_ value: Double, locale: Locale = .current) -> String {{",
        "        let formatter = NumberFormatter()",
        f"        formatter.numberStyle = {style}",
        "        formatter.locale = locale",
        f"        formatter.minimumFractionDigits = {rng.randint(0, 1)}",
        f"        formatter.maximumFractionDigits = {rng.randint(2, 4)}",
        '        return formatter.string(from: NSNumber(value: value)) ?? "\\(value)"',
        "    }",
    ]


def fn_date(rng, tag, i):
    name = f"{lower_first(tag)}DateText{i}"
    fmt = rng.choice(['"d MMM yyyy"', '"yyyy-MM-dd HH:mm"', '"EEEE, MMM d"', '"HH:mm"'])
    return [
        f"    func {name}(from date: Date?, timeZone: TimeZone = .current) -> String {{",
        "        guard let date = date else {",
        '            return "—"',
        "        }",
        "        let formatter = DateFormatter()",
        f"        formatter.dateFormat = {fmt}",
        "        formatter.timeZone = timeZone",
        '        formatter.locale = Locale(identifier: "en_US_POSIX")',
        "        return formatter.string(from: date)",
        "    }",
    ]


def fn_validate(rng, tag, i):
    name = f"isValid{tag}Input{i}"
    low, high = rng.randint(1, 4), rng.randint(24, 120)
    return [
        f"    func {name}(_ text: String?) -> Bool {{",
        "        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines) else {",
        "            return false",
        "        }",
        f"        guard text.count >= {low}, text.count <= {high} else {{",
        "            return false",
        "        }",
        "        let allowed = CharacterSet.alphanumerics.union(.whitespaces).union(.punctuationCharacters)",
        "        return text.unicodeScalars.allSatisfy { allowed.contains($0) }",
        "    }",
    ]


def fn_rx(rng, tag, i):
    name = f"observe{tag}Changes{i}"
    ms = rng.choice([150, 250, 300, 500])
    return [
        f"    func {name}(_ source: Observable<String>) -> Observable<[String]> {{",
        "        return source",
        f"            .debounce(.milliseconds({ms}), scheduler: MainScheduler.instance)",
        "            .map { $0.trimmingCharacters(in: .whitespaces) }",
        "            .distinctUntilChanged()",
        "            .filter { !$0.isEmpty }",
        '            .map { $0.components(separatedBy: ",") }',
        "            .observe(on: MainScheduler.instance)",
        "    }",
    ]


def fn_switch(rng, tag, i):
    name = f"{lower_first(tag)}Weight{i}"
    cases = rng.sample(ENUM_CASES, rng.randint(3, 6))
    lines = [f"    func {name}(for key: String) -> Int {{", "        switch key.lowercased() {"]
    for n, case in enumerate(cases):
        lines.append(f'        case "{case}":')
        lines.append(f"            return {n * rng.randint(2, 9) + 1}")
    lines += ["        default:", "            return 0", "        }", "    }"]
    return lines


def fn_collection(rng, tag, i):
    name = f"grouped{tag}Keys{i}"
    return [
        f"    func {name}(_ values: [String], limit: Int = {rng.randint(5, 50)}) -> [String: [String]] {{",
        "        let trimmed = values",
        "            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }",
        "            .filter { !$0.isEmpty }",
        "            .prefix(limit)",
        "        return Dictionary(grouping: trimmed) { value in",
        '            String(value.prefix(1)).uppercased()',
        "        }",
        "    }",
    ]


def fn_query(rng, tag, i):
    name = f"{lower_first(tag)}QueryItems{i}"
    keys = rng.sample(["page", "limit", "sort", "order", "locale", "filter", "since", "fields"], 3)
    lines = [
        f"    func {name}(page: Int, pageSize: Int = {rng.choice([10, 20, 25, 50])}) -> [URLQueryItem] {{",
        "        var items: [URLQueryItem] = []",
    ]
    for key in keys:
        lines.append(f'        items.append(URLQueryItem(name: "{key}", value: String(page)))')
    lines += [
        '        items.append(URLQueryItem(name: "page_size", value: String(pageSize)))',
        "        return items",
        "    }",
    ]
    return lines


def fn_defaults(rng, tag, i):
    key = f"{snake(tag)}.last_refresh{'_' + snake(i) if i else ''}"
    name = f"last{tag}Refresh{i}"
    return [
        f"    var {name}: Date? {{",
        "        get {",
        f'            return UserDefaults.standard.object(forKey: "{key}") as? Date',
        "        }",
        "        set {",
        f'            UserDefaults.standard.set(newValue, forKey: "{key}")',
        "        }",
        "    }",
    ]


def fn_sanitize(rng, tag, i):
    name = f"sanitized{tag}Text{i}"
    return [
        f"    func {name}(_ text: String, maxLength: Int = {rng.choice([40, 80, 140, 280])}) -> String {{",
        "        let collapsed = text",
        '            .replacingOccurrences(of: "\\n", with: " ")',
        '            .replacingOccurrences(of: "  ", with: " ")',
        "            .trimmingCharacters(in: .whitespacesAndNewlines)",
        "        guard collapsed.count > maxLength else {",
        "            return collapsed",
        "        }",
        '        return String(collapsed.prefix(maxLength - 1)) + "…"',
        "    }",
    ]


def fn_log(rng, tag, i):
    name = f"log{tag}Event{i}"
    return [
        f"    func {name}(_ name: String, parameters: [String: Any] = [:]) {{",
        "        #if DEBUG",
        '        let details = parameters.map { "\\($0.key)=\\($0.value)" }.sorted().joined(separator: ", ")',
        f'        print("[{tag}] \\(name) \\(details)")',
        "        #endif",
        "    }",
    ]


def fn_retry(rng, tag, i):
    name = f"retrying{tag}Request{i}"
    return [
        f"    func {name}<T>(_ source: Single<T>, attempts: Int = {rng.randint(2, 5)}) -> Single<T> {{",
        "        return source.retry { errors in",
        "            errors.enumerated().flatMap { attempt, error -> Observable<Int> in",
        "                guard attempt + 1 < attempts else {",
        "                    return .error(error)",
        "                }",
        "                let delay = RxTimeInterval.seconds(1 << attempt)",
        "                return Observable<Int>.timer(delay, scheduler: MainScheduler.instance)",
        "            }",
        "        }",
        "    }",
    ]


def fn_clamp(rng, tag, i):
    name = f"clamped{tag}{rng.choice(NOUN_TAGS)}{i}"
    lo, hi = rng.randint(0, 5), rng.randint(50, 1000)
    return [
        f"    func {name}(_ value: Double) -> Double {{",
        f"        let lowerBound = {lo}.0",
        f"        let upperBound = {hi}.0",
        "        guard value.isFinite else {",
        "            return lowerBound",
        "        }",
        "        return min(max(value, lowerBound), upperBound)",
        "    }",
    ]


def fn_hash(rng, tag, i):
    name = f"{lower_first(tag)}Fingerprint{i}"
    return [
        f"    func {name}(of values: [String]) -> String {{",
        "        var hasher = Hasher()",
        "        for value in values.sorted() {",
        "            hasher.combine(value)",
        "        }",
        "        let digest = hasher.finalize()",
        '        return String(format: "%08x", UInt32(truncatingIfNeeded: digest))',
        "    }",
    ]


def fn_computed(rng, tag, i):
    name = f"default{tag}Settings{i}"
    keys = rng.sample(["timeout", "retries", "pageSize", "cacheLifetime", "batchSize", "threshold"], 3)
    lines = [f"    var {name}: [String: Int] {{", "        return ["]
    for n, key in enumerate(keys):
        comma = "," if n < len(keys) - 1 else ""
        lines.append(f'            "{key}": {rng.randint(1, 120)}{comma}')
    lines += ["        ]", "    }"]
    return lines


def fn_json(rng, tag, i):
    name = f"decode{tag}Payload{i}"
    return [
        f"    func {name}<T: Decodable>(_ type: T.Type, from data: Data) -> T? {{",
        "        let decoder = JSONDecoder()",
        "        decoder.keyDecodingStrategy = .convertFromSnakeCase",
        "        decoder.dateDecodingStrategy = .iso8601",
        "        do {",
        "            return try decoder.decode(type, from: data)",
        "        } catch {",
        f'            print("{tag}: failed to decode \\(T.self): \\(error)")',
        "            return nil",
        "        }",
        "    }",
    ]


FILLERS = [
    fn_number, fn_date, fn_validate, fn_rx, fn_switch, fn_collection, fn_query, fn_defaults,
    fn_sanitize, fn_log, fn_retry, fn_clamp, fn_hash, fn_computed, fn_json,
]

VARIANTS = [
    "", "Compact", "Detailed", "Localized", "Cached", "Preview", "Summary", "Export", "Display",
    "Input", "Remote", "Draft", "Archived", "Pending", "Shared", "Primary", "Secondary", "Inline",
    "Batch", "Fallback",
]


def variant(i):
    if i < len(VARIANTS):
        return VARIANTS[i]
    return VARIANTS[i % len(VARIANTS)] + str(i // len(VARIANTS) + 1)


DOCS = {
    "fn_number": [
        "Formats `value` with the locale's grouping and fraction rules, falling back to the raw value.",
        "Returns a display string for an amount; never empty, so labels keep their height.",
    ],
    "fn_date": [
        "Renders an optional date for display, or an em dash when the server sent none.",
        "Formats the date in the given time zone with a fixed POSIX locale, as the design requires.",
    ],
    "fn_validate": [
        "Whether the trimmed text has an acceptable length and only letters, digits and punctuation.",
        "Validates free-form user input before it is sent to the backend.",
    ],
    "fn_rx": [
        "Debounces keystrokes and splits the comma-separated query into its parts.",
        "Turns a stream of raw text into distinct, non-empty token lists on the main scheduler.",
    ],
    "fn_switch": [
        "Relative weight used when sorting mixed results; unknown keys sort last.",
        "Maps the backend's string keys to a ranking; keep in sync with the web client.",
    ],
    "fn_collection": [
        "Groups the values by their uppercased first letter, for sectioned lists.",
        "Builds an index of the first `limit` non-empty values keyed by initial.",
    ],
    "fn_query": [
        "Query items for a paged request; the page size defaults to what the API recommends.",
        "Builds the pagination parameters shared by every list endpoint of this feature.",
    ],
    "fn_defaults": [
        "When the data was last refreshed, persisted across launches in the standard defaults.",
        "Stored in UserDefaults so pull-to-refresh can decide whether a reload is needed.",
    ],
    "fn_sanitize": [
        "Collapses new lines and double spaces and truncates with an ellipsis.",
        "Cleans text coming from the server before it is shown in a single-line cell.",
    ],
    "fn_log": [
        "Logs an analytics event to the console in debug builds only.",
        "Debug-only logging helper; release builds compile this to nothing.",
    ],
    "fn_retry": [
        "Retries a failed request with exponential back-off, up to `attempts` times.",
        "Wraps a single request so transient network errors are retried with a growing delay.",
    ],
    "fn_clamp": [
        "Keeps the value inside the range the backend accepts; NaN and infinity map to the minimum.",
        "Clamps user-entered numbers before they are formatted or uploaded.",
    ],
    "fn_hash": [
        "A short, order-independent fingerprint of the values, for cache keys.",
        "Stable hash of a set of identifiers within one launch; do not persist it.",
    ],
    "fn_computed": [
        "Default tuning values; the remote configuration may override any of them.",
        "Limits used when the remote configuration has not been fetched yet.",
    ],
    "fn_json": [
        "Decodes a payload with the API's snake_case keys and ISO 8601 dates, or returns nil.",
        "Lenient decoding helper: logs the error and returns nil instead of throwing.",
    ],
}

MARKS = ["Helpers", "Formatting", "Validation", "Convenience", "Private", "Parsing", "Logging"]


def pad(project, lines, target, type_name, tag, private=True, start=0):
    """Append `extension type_name { ... }` blocks of filler functions until `target` lines."""
    rng = project.rng
    i = start
    target = min(target, MAX_LINES)
    while len(lines) < target:
        block = ["", f"// MARK: - {rng.choice(MARKS)}", ""]
        block.append(f"{'private ' if private and rng.random() < 0.4 else ''}extension {type_name} {{")
        body = []
        for k in range(rng.randint(1, 3)):
            filler = rng.choice(FILLERS)
            fn = filler(rng, tag, variant(i))
            i += 1
            if rng.random() < 0.6:
                fn = ["    /// " + rng.choice(DOCS[filler.__name__])] + fn
            if len(lines) + len(block) + len(body) + len(fn) + 2 > MAX_LINES:
                break
            if body:
                body.append("")
            body.extend(fn)
        if not body:
            break
        lines.extend(block + body + ["}"])
    return lines


def target_lines(rng):
    # Skewed towards the low end: most files are 100-200 lines, a few approach 300.
    return int(MIN_LINES + (MAX_LINES - MIN_LINES) * (rng.random() ** 2.0))
