import UIKit
import RxFlow
class X0<T>: X1<T> {}
class X1<T>: X2<T> {}
class X2<T>: X3<T> {}
class X3<T>: X4<T> {}
class X4<T>: X5<T> {}
class X5<T>: X6<T> {}
class X6<T>: X7<T> {}
class X7<T>: X8<T> {}
class X8<T>: X9<T> {}
class X9<T>: X10<T> {}
class X10<T>: X11<T> {}
class X11<T>: X12<T> {}
class X12<T>: X13<T> {}
class X13<T>: X14<T> {}
class X14<T>: X15<T> {}
class X15<T>: X16<T> {}
class X16<T>: X17<T> {}
class X17<T>: X18<T> {}
class X18<T>: X19<T> {}
class X19<T>: X20<T> {}
class X20<T>: X21<T> {}
class X21<T>: X22<T> {}
class X22<T>: X23<T> {}
class X23<T>: X24<T> {}
class X24<T>: X25<T> {}
class X25<T>: X26<T> {}
class X26<T>: X27<T> {}
class X27<T>: X28<T> {}
class X28<T>: X29<T> {}
class X29<T>: X30<T> {}
class X30<T>: X31<T> {}
class X31<T>: X32<T> {}
class X32<T>: X33<T> {}
class X33<T>: X34<T> {}
class X34<T>: X35<T> {}
class X35<T>: X36<T> {}
class X36<T>: X37<T> {}
class X37<T>: X38<T> {}
class X38<T>: X39<T> {}
class X39<T>: X40<T> {}
class X40<T>: X41<T> {}
class X41<T>: X42<T> {}
class X42<T>: X43<T> {}
class X43<T>: X44<T> {}
class X44<T>: X45<T> {}
class X45<T>: X46<T> {}
class X46<T>: X47<T> {}
class X47<T>: X48<T> {}
class X48<T>: X49<T> {}
class X49<T>: X50<T> {}
class X50<T>: X51<T> {}
class X51<T>: X52<T> {}
class X52<T>: X53<T> {}
class X53<T>: X54<T> {}
class X54<T>: X55<T> {}
class X55<T>: X56<T> {}
class X56<T>: X57<T> {}
class X57<T>: X58<T> {}
class X58<T>: X59<T> {}
class X59<T>: X0<T> {}
final class RingViewController: X0<Int> {}
final class AppFlow: Flow {
  func navigate(to step: Step) -> FlowContributors {
    .one(flowContributor: .contribute(withNext: RingViewController()))
  }
}
