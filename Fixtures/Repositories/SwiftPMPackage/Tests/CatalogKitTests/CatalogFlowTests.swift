import XCTest
import RxFlow
@testable import CatalogKit

final class CatalogFlowTests: XCTestCase {

    func testTheAppFlowStartsTheCatalogWithItsProducts() {
        let appFlow = AppFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: CatalogStep.products))
        XCTAssertEqual(appFlow.catalogFlow.receivedSteps.count, 1)
    }

}
