import RxSwift
import RxCocoa
import RxFlow

final class ProductListViewModel: Stepper {

    let steps = PublishRelay<Step>()

    func pick(productID: String) {
        steps.accept(CatalogStep.product(id: productID))
    }

    func openFilters() {
        steps.accept(CatalogStep.filters)
    }

}
