import Foundation
import RxTreeKit
import XCTest

/// The step checks' inputs (how a `navigate(to:)` tells steps apart) and their CI workflow (the
/// baseline written and read back by the real binary). What they find on whole apps is in the golden
/// files of Fixtures/Steps.
final class StepCheckTests: XCTestCase {
    private func matching(_ body: String) throws -> CaseMatching? {
        let source = """
            final class F: Flow {
                func navigate(to step: Step) -> FlowContributors {
            \(body)
                }
            }
            """
        let facts = try XCTUnwrap(FileScanner.scan(path: "F.swift", source: source, vocabulary: NavigationStyles.vocabulary))
        return try XCTUnwrap(facts.types.first?.functions.first).matching
    }

    func testCasesAndWhatADefaultDoes() throws {
        XCTAssertEqual(try matching("""
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home, AppStep.search: return .one(flowContributor: .contribute(withNext: HomeViewController()))
                case .user(let id): return .none
                default: return .none
                }
            """), CaseMatching(cases: ["home", "search", "user"], catchesOthers: false, narrowing: ["AppStep"]))
        XCTAssertEqual(try matching("""
                switch step {
                case AppStep.home: return .none
                default:
                    navigationController.popToRootViewController(animated: true)
                    return .none
                }
            """), CaseMatching(cases: ["home"], catchesOthers: true))
    }

    /// A body of one expression returns it whatever the step, as a `return` outside every case does; a
    /// `switch` expression's cases give up with no `return`.
    func testAnImplicitReturnHandlesEveryStep() throws {
        XCTAssertEqual(try matching("""
                .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: OneStepper(withSingleStep: AppStep.boot)))
            """), CaseMatching(cases: [], catchesOthers: true))
        XCTAssertEqual(try matching("""
                .none
            """), CaseMatching(cases: [], catchesOthers: false))
        XCTAssertEqual(try matching("""
                switch step as? AppStep {
                case .home: .one(flowContributor: .contribute(withNext: HomeViewController()))
                default: .none
                }
            """), CaseMatching(cases: ["home"], catchesOthers: false, narrowing: ["AppStep"]))
    }

    func testIfCaseAndGuardCaseNarrowWhatFollows() throws {
        XCTAssertEqual(try matching("""
                guard let step = step as? OnboardingStep else { return .none }
                if case .welcome = step { return navigateToWelcome() }
                guard case .finished = step else { return .none }
                return .end(forwardToParentFlowWithStep: AppStep.done)
            """), CaseMatching(cases: ["finished", "welcome"], catchesOthers: false, narrowing: ["OnboardingStep"]))
        // The step handed as it came to another method may be of any type there: no narrowing. (Handed to
        // `super.navigate(to:)`, it is read as one of the flow's own: a flow admits what any of them does.)
        XCTAssertEqual(try matching("""
                guard let home = step as? HomeStep else { return handleOther(step) }
                if case .start = home { return .none }
                return .none
            """), CaseMatching(cases: ["start"], catchesOthers: true))
    }

    func testAReturnForEveryStepOrAStepPassedOnCatchesEverything() throws {
        XCTAssertEqual(try matching("""
                return .one(flowContributor: .contribute(withNext: SettingsViewController()))
            """), CaseMatching(cases: [], catchesOthers: true))
        XCTAssertEqual(try matching("""
                guard let step = step.asHomeStep else { return .none }
                return handle(step)
            """), CaseMatching(cases: [], catchesOthers: true))
        // Another `navigate(to:)` of the same flow is read too: passing the step there catches nothing.
        XCTAssertEqual(try matching("""
                guard let step = step as? HomeStep else { return .none }
                return navigate(to: step)
            """)?.cases, [])
        XCTAssertEqual(try matching("""
                switch (step, isLoggedIn) {
                case (AppStep.home, true): return .none
                }
            """), CaseMatching(cases: [], catchesOthers: true))
    }

    func testStepEnumCasesAreRecordedWithTheirNames() throws {
        let facts = try XCTUnwrap(FileScanner.scan(
            path: "S.swift", source: "enum AppStep: Step {\n    case home, user(id: Int)\n    case settings\n}\n", vocabulary: NavigationStyles.vocabulary
        ))
        XCTAssertEqual(facts.types.first?.cases.map(\.name), ["home", "user", "settings"])
        XCTAssertEqual(facts.types.first?.cases.last?.location, SourceLocation(path: "S.swift", line: 3, column: 10))
    }

    /// A team adopts the checks on a big app: the baseline takes today's findings, later runs fail only
    /// on new ones, and a finding keeps its place in the baseline when code above it moves.
    func testABaselineReportsOnlyNewFindings() throws {
        let directory = try makeTemporaryDirectory(self)
        let app = directory.appendingPathComponent("App")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/Steps/SharedStepApp"), to: app)
        let baseline = directory.appendingPathComponent("baseline.json").path
        let lint = ["lint", "--dir", app.path, "--no-cache"]

        let written = try runRxTree(lint + ["--write-baseline", baseline])
        XCTAssertEqual(written, ProcessResult(stdout: "", stderr: "wrote 5 findings to the baseline \(baseline)\n", status: 0))
        XCTAssertEqual(try runRxTree(lint + ["--baseline", baseline]), ProcessResult(stdout: "", stderr: "", status: 0))

        // Lines inserted above a finding move it; a new unhandled step is new.
        let viewModel = app.appendingPathComponent("Showtime/Movies/MovieListViewModel.swift")
        var source = try String(contentsOf: viewModel, encoding: .utf8)
        source = "// A comment that moves every line.\n\n" + source.replacingOccurrences(
            of: "steps.accept(AppStep.settingsAreRequired)",
            with: "steps.accept(AppStep.settingsAreRequired)\n        steps.accept(AppStep.profileIsRequired)"
        )
        try source.write(to: viewModel, atomically: true, encoding: .utf8)
        let after = try runRxTree(lint + ["--baseline", baseline])
        XCTAssertEqual(after.status, 2)
        XCTAssertEqual(after.stdout, """
            Showtime/Movies/MovieListViewModel.swift:41:22: warning: AppStep.profileIsRequired is sent to MoviesFlow, \
            whose navigate(to:) does not handle it: RxFlow drops it [unhandled-step]

            """)

        try "{\"findings\": 3}".write(toFile: baseline, atomically: true, encoding: .utf8)
        let malformed = try runRxTree(lint + ["--baseline", baseline])
        XCTAssertEqual(malformed.status, 1)
        XCTAssertTrue(malformed.stderr.hasPrefix("error: baseline \(baseline) is not an rxtree baseline"), malformed.stderr)
        XCTAssertEqual(malformed.stderr.filter { $0 == "\n" }.count, 1, malformed.stderr)
    }

    func testAnInitialiserCalledByNameIsTheTypeCalled() {
        // `X.init(...)` is `X(...)`: the stepper's step was read by nothing, and both cases were "unemitted".
        let result = buildGraph([
            "Flows.swift": """
                enum AppStep: Step { case home; case detail }
                final class HomeViewController: UIViewController {}
                final class DetailViewController: UIViewController {}
                final class HomeFlow: Flow {
                    var root: Presentable { navigation }
                    private let navigation = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AppStep else { return .none }
                        switch step {
                        case .home:
                            let home = HomeViewController.init()
                            return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: OneStepper.init(withSingleStep: AppStep.detail)))
                        case .detail:
                            let detail = DetailViewController.init()
                            return .one(flowContributor: .contribute(withNextPresentable: detail, withNextStepper: OneStepper.init(withSingleStep: AppStep.home)))
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeFlow -> DetailViewController", "HomeFlow -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A step case named as a list method (`filter(id:)`, `sorted`) is a case when written on its enum's type:
    /// emitting it decides the other cases, which stay unemitted.
    func testAStepCaseNamedAsAListMethodIsACase() {
        let result = buildGraph([
            "Steps.swift": """
                enum AppStep: Step { case filter(id: String); case sorted; case home }
                final class HomeViewController: UIViewController {}
                final class HomeViewModel: Stepper {
                    let steps = PublishRelay<Step>()
                    func tap() {
                        steps.accept(AppStep.filter(id: ""))
                        let all = [AppStep.home].filter { _ in true }
                        print(all)
                    }
                }
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AppStep else { return .none }
                        switch step {
                        case .filter: return .one(flowContributor: .contribute(withNextPresentable: HomeViewController(), withNextStepper: HomeViewModel()))
                        case .sorted, .home: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.warnings, [
            "Steps.swift:1:52: warning: AppStep.sorted is handled by AppFlow but nothing emits it [unemitted-step]",
            "Steps.swift:1:65: warning: AppStep.home is handled by AppFlow but nothing emits it [unemitted-step]",
        ])
    }

    func testAFlowHandlesOnlyTheStepEnumItNarrowsTo() {
        // Per-flow enums share case names (`.handled`, `.dismiss`): a cast to one enum drops the other's.
        let result = buildGraph([
            "Steps.swift": """
                enum AStep: Step { case unused; case handled }
                enum BStep: Step { case unused; case handled }
                final class AViewController: UIViewController {}
                final class BViewController: UIViewController {}
                final class AViewModel: Stepper {
                    let steps = PublishRelay<Step>()
                    func tap() { steps.accept(BStep.handled) }
                }
                final class AFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AStep else { return .none }
                        switch step {
                        case .handled: return .one(flowContributor: .contribute(withNextPresentable: AViewController(), withNextStepper: AViewModel()))
                        case .unused: return .none
                        }
                    }
                }
                final class BFlow: Flow {
                    func navigate(to step: BStep) -> FlowContributors {
                        switch step {
                        case .handled: return .one(flowContributor: .contribute(withNextPresentable: BViewController(), withNextStepper: OneStepper(withSingleStep: BStep.unused)))
                        case .unused: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.warnings, [
            "Steps.swift:1:25: warning: AStep.unused is handled by AFlow but nothing emits it [unemitted-step]",
            "Steps.swift:1:38: warning: AStep.handled is handled by AFlow but nothing emits it [unemitted-step]",
            "Steps.swift:7:31: warning: BStep.handled is sent to AFlow, whose navigate(to:) does not handle it: RxFlow drops it [unhandled-step]",
        ])
    }

    /// Who handles a case nothing emits, when flows that narrow to one enum and a flow that admits any
    /// step all name cases of the same names: a narrowing flow for its own enum's case only, the other
    /// for every enum's. An implicit member (`.shared`) names a case of the one enum that has it.
    func testFlowsNamingACaseOfEveryEnumAndOfTheirOwn() {
        let result = buildGraph([
            "Steps.swift": """
                enum AStep: Step { case start; case done; case shared }
                enum BStep: Step { case start; case done }
                final class AFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AStep else { return .none }
                        switch step {
                        case .start: return .none
                        case .done: return .none
                        case .shared: return .none
                        }
                    }
                }
                final class BFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? BStep else { return .none }
                        switch step {
                        case .start: return .none
                        case .done: return .none
                        }
                    }
                }
                final class AnyFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        guard let home = step as? AStep else { return handleOther(step) }
                        if case .start = home { return .none }
                        return .none
                    }
                    func handleOther(_ step: Step) -> FlowContributors { .none }
                }
                final class Emitter: Stepper {
                    let steps = PublishRelay<Step>()
                    func tap() { steps.accept(.shared) }
                }
                """,
        ])
        XCTAssertEqual(result.warnings, [
            "Steps.swift:1:25: warning: AStep.start is handled by AFlow, AnyFlow but nothing emits it [unemitted-step]",
            "Steps.swift:1:37: warning: AStep.done is handled by AFlow but nothing emits it [unemitted-step]",
            "Steps.swift:2:25: warning: BStep.start is handled by AnyFlow, BFlow but nothing emits it [unemitted-step]",
            "Steps.swift:2:37: warning: BStep.done is handled by BFlow but nothing emits it [unemitted-step]",
        ])
    }
}
