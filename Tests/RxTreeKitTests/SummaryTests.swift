import RxTreeKit
import XCTest

/// Values followed through the app's own code: a function's summary (what it contributes of its
/// parameters) applied at each call, late binding, unions, annotations.
final class SummaryTests: XCTestCase {
    private let screens = """
        class BaseViewController: UIViewController, Stepper {}
        final class HomeViewController: BaseViewController {}
        final class DetailViewController: BaseViewController {}
        """

    func testAStaticWrapperContributesWhatEachCallPasses() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Wrappers.swift": """
                extension FlowContributor {
                    static func contribute<Screen: BaseViewController>(with screen: Screen) -> FlowContributor {
                        .contribute(withNextPresentable: screen, withNextStepper: screen)
                    }
                    static func make(presenting presentable: Presentable, step: Step) -> FlowContributor {
                        .contribute(withNextPresentable: presentable, withNextStepper: OneStepper(withSingleStep: step))
                    }
                }
                """,
            "Flows.swift": """
                final class HomeFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let vc = HomeViewController()
                        return .one(flowContributor: .contribute(with: vc))
                    }
                }
                final class DetailFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let vc = DetailViewController()
                        return .multiple(flowContributors: [.contribute(with: vc), FlowContributor.make(presenting: HomeFlow(), step: AppStep.home)])
                    }
                }
                """,
        ])
        // Each call binds the wrapper's parameter on its own: no HomeFlow -> DetailViewController.
        XCTAssertEqual(result.edgeList, ["DetailFlow -> DetailViewController", "DetailFlow -> HomeFlow", "HomeFlow -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testWrappersOfWrappersCompose() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Wrappers.swift": """
                extension FlowContributor {
                    static func make(presenting presentable: Presentable, step: Step) -> FlowContributor {
                        .contribute(withNextPresentable: presentable, withNextStepper: OneStepper(withSingleStep: step))
                    }
                }
                extension FlowContributors {
                    static func push(_ presentable: Presentable, announcing step: Step = AppStep.shown) -> FlowContributors {
                        .one(flowContributor: .make(presenting: presentable, step: step))
                    }
                }
                """,
            "Flows.swift": """
                final class HomeFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        .push(HomeViewController())
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeFlow -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAWrapperWhoseLabelsDoNotFitIsNotCalled() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Wrappers.swift": """
                extension FlowContributor {
                    static func contribute(with screen: BaseViewController, step: Step) -> FlowContributor {
                        .contribute(withNextPresentable: screen, withNextStepper: OneStepper(withSingleStep: step))
                    }
                    static func log(_ screen: BaseViewController) -> FlowContributor { print(screen); return .none }
                }
                """,
            "Flows.swift": """
                final class HomeFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        .multiple(flowContributors: [.contribute(with: HomeViewController()), .log(DetailViewController())])
                    }
                }
                """,
        ])
        // `contribute(with:)` misses `step:` (no default), and `log` contributes nothing.
        XCTAssertEqual(result.edgeList, [])
        XCTAssertEqual(result.warnings, [])
    }

    func testASelfHelperMapsItsArrayParameterThroughAStaticWrapper() {
        let result = buildGraph([
            "Wrappers.swift": """
                extension FlowContributor {
                    static func make(with step: Step, flow: Flow) -> FlowContributor {
                        .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: step))
                    }
                }
                """,
            "Flows.swift": """
                final class TabsFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let news = NewsFlow()
                        let mail = MailFlow()
                        return .multiple(flowContributors: contributors(with: AppStep.start, flows: [news, mail]))
                    }
                    private func contributors(with step: Step, flows: [Flow]) -> [FlowContributor] {
                        flows.map { FlowContributor.make(with: step, flow: $0) }
                    }
                }
                final class NewsFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }
                final class MailFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["TabsFlow -> MailFlow", "TabsFlow -> NewsFlow"])
        XCTAssertEqual(result.warnings, [])
    }

    func testADeferredLetIsTheUnionOfItsAssignmentsThroughOperators() {
        let result = buildGraph([
            "Flows.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        guard let tab = step as? Tab else { return .none }
                        let flow: Flow
                        switch tab {
                        case .news: flow = resolver ~> (NewsFlow.self, argument: tab)
                        case .mail: flow = resolver ~> MailFlow.self
                        }
                        return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: AppStep.start)))
                    }
                }
                final class NewsFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }
                final class MailFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> MailFlow", "AppFlow -> NewsFlow"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAnAnnotationWinsOverAProtocolKeyedLookup() {
        let result = buildGraph([
            "Screens.swift": screens + "\nprotocol DetailScreen: AnyObject {}\nextension DetailViewController: DetailScreen {}",
            "Flows.swift": """
                final class HomeFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let vc: DetailViewController = container.resolve(DetailScreen.self, argument: step)!
                        let base: BaseViewController = HomeViewController()
                        return .multiple(flowContributors: [
                            .contribute(withNextPresentable: vc, withNextStepper: vc),
                            .contribute(withNextPresentable: base, withNextStepper: base),
                        ])
                    }
                }
                """,
        ])
        // The annotation is a fact, unless what is assigned is a subclass of it.
        XCTAssertEqual(result.edgeList, ["HomeFlow -> DetailViewController", "HomeFlow -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testTupleElementsAreFollowedThroughReturnsAndParameters() {
        let result = buildGraph([
            "Flows.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let (flow, next) = makeDeals()
                        let pair = makeTab(NewsFlow())
                        return .multiple(flowContributors: [
                            .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: next)),
                            .contribute(withNextPresentable: pair.0, withNextStepper: OneStepper(withSingleStep: pair.1)),
                        ])
                    }
                    private func makeDeals() -> (DealsFlow, Step) { (DealsFlow(), AppStep.deals) }
                    private func makeTab(_ flow: Flow) -> (Flow, Step) { return (flow, AppStep.news) }
                }
                final class DealsFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }
                final class NewsFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> DealsFlow", "AppFlow -> NewsFlow"])
        XCTAssertEqual(result.warnings, [])
    }

    func testATupleFromAnOverloadHandingOnToAnotherIsReadFromTheOneCalled() {
        let result = buildGraph([
            "Flows.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let (flow, next) = makeDeals()
                        return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: next)))
                    }
                    private func makeDeals() -> (Flow, Step) { makeDeals(flow: DealsFlow()) }
                    private func makeDeals(flow: Flow) -> (Flow, Step) { (flow, AppStep.deals) }
                }
                final class DealsFlow: Flow { func navigate(to step: Step) -> FlowContributors { .none } }
                """,
        ])
        // `makeDeals(flow:)`'s arguments fit that overload only: it is read, not `makeDeals()` again (which, in a
        // coordinator app's factory, went round 256 deep and warned that the nesting bound cut the answer).
        XCTAssertEqual(result.edgeList, ["AppFlow -> DealsFlow"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAProtocolExtensionsNavigateDispatchesToTheConformersOverload() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Base.swift": """
                protocol AppFlowType: Flow { func navigate(to step: AppStep) -> FlowContributors }
                extension AppFlowType {
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AppStep else { return .none }
                        return navigate(to: step)
                    }
                }
                """,
            "Flows.swift": """
                final class HomeFlow: AppFlowType {
                    func navigate(to step: AppStep) -> FlowContributors {
                        .one(flowContributor: .contribute(withNext: HomeViewController()))
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeFlow -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }
}
